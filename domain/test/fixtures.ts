// People and applications the leave tests share.

import type { CalendarDate } from '../src/dates';
import type { Actor, Applicant, LeaveApplied } from '../src/leave/leave.events';
import type { ApplyLeave } from '../src/leave/leave.commands';
import type { LeaveBalance } from '../src/leave/leave.policy';

export const CSE = 'Computer Science & Engineering (CSE)';
export const ECE = 'Electronics & Communication Engineering (ECE)';

export const employee: Applicant = { id: 'u-emp', name: 'Priya Raman', employeeId: 'EMP001', role: 'employee', department: CSE };
export const hodApplicant: Applicant = { id: 'u-hod', name: 'Dr. Kumar', employeeId: 'HOD001', role: 'hod', department: CSE };

export const asActor = (person: Applicant): Actor => ({ id: person.id, name: person.name, role: person.role, department: person.department });

export const employeeActor = asActor(employee);
export const cseHod: Actor = asActor(hodApplicant);
export const otherCseHod: Actor = { id: 'u-hod2', name: 'Dr. Meena', role: 'hod', department: CSE };
export const eceHod: Actor = { id: 'u-hod-ece', name: 'Dr. Rao', role: 'hod', department: ECE };
export const colleague: Actor = { id: 'u-emp2', name: 'Arun', role: 'employee', department: CSE };
export const admin: Actor = { id: 'u-admin', name: 'Admin', role: 'admin', department: null };

export const TODAY: CalendarDate = '2026-03-02'; // a Monday
export const NOW = '2026-03-02T09:30:00.000Z';
export const LATER = '2026-03-03T10:00:00.000Z';

export const fullBalance: LeaveBalance = { cl: 6, scl: 4, el: 10, hpl: 10, ccl: 7 };

export function applied(applicant: Applicant = employee, overrides: Partial<LeaveApplied['data']> = {}): LeaveApplied {
  return {
    type: 'LeaveApplied',
    data: {
      leaveId: 'leave-1',
      applicant,
      department: applicant.department,
      leaveType: 'cl',
      fromDate: '2026-03-09',
      toDate: '2026-03-11',
      numberOfDays: 3,
      reason: 'Attending a family wedding',
      appliedAt: NOW,
      ...overrides,
    },
  };
}

export function applyCommand(overrides: Partial<ApplyLeave['data']> = {}): ApplyLeave {
  return {
    type: 'ApplyLeave',
    data: {
      actor: employee,
      leaveId: 'leave-1',
      leaveType: 'cl',
      fromDate: '2026-03-09',
      toDate: '2026-03-11',
      reason: 'Attending a family wedding',
      today: TODAY,
      now: NOW,
      available: fullBalance,
      ownOpenLeaves: [],
      ...overrides,
    },
  };
}
