import { describe, expect, it } from 'vitest';
import { updateUserBody } from '../contracts/api';
import {
  canChangeData,
  canReadAudit,
  CHANGES_AN_AUDITOR_MAY_MAKE,
  onlyAnAdminCreates,
  canDeleteUser,
  canEditUser,
  canListUsers,
  canViewBalanceLedger,
  canViewLeave,
  canViewLeaveEvents,
  editableUserFields,
  refusedChangesMessage,
  isVisibleInUserList,
  leaveListScope,
  refusedUserChanges,
  type StoredUser,
  type Viewer,
} from './permissions';
import { roleNeedsDepartment } from './roles';

const CSE = 'Computer Science & Engineering (CSE)';
const ECE = 'Electronics & Communication Engineering (ECE)';
const admin: Viewer = { id: 'a', role: 'admin', department: null };
const cseHod: Viewer = { id: 'h', role: 'hod', department: CSE };
const eceHod: Viewer = { id: 'h2', role: 'hod', department: ECE };
const employee: Viewer = { id: 'e', role: 'employee', department: CSE };
const colleague: Viewer = { id: 'e2', role: 'employee', department: CSE };

const storedEmployee: StoredUser = {
  id: 'e',
  role: 'employee',
  name: 'Priya Raman',
  email: 'priya@college.edu',
  department: CSE,
  designation: 'Assistant Professor',
  qualification: 'M.Tech',
  mobileNo: '9876543210',
  dateOfBirth: '1990-04-12',
  dateOfJoining: '2018-06-01',
  isActive: true,
  employeeId: 'EMP001',
  leaveBalance: { cl: 6, scl: 4, el: 0, hpl: 10, ccl: 7 },
  language: 'en',
};

describe('Seeing leave applications', () => {
  const leave = { applicantId: 'e', department: CSE };

  it('the admin, the applicant and a HOD of the department see an application', () => {
    expect(canViewLeave(admin, leave)).toBe(true);
    expect(canViewLeave(employee, leave)).toBe(true);
    expect(canViewLeave(cseHod, leave)).toBe(true);
    expect(canViewLeaveEvents(cseHod, leave)).toBe(true);
  });

  it('a colleague and a HOD of another department do not', () => {
    expect(canViewLeave(colleague, leave)).toBe(false);
    expect(canViewLeave(eceHod, leave)).toBe(false);
    expect(canViewLeaveEvents(colleague, leave)).toBe(false);
  });

  it('the admin lists all, a HOD their department, an employee nothing', () => {
    expect(leaveListScope(admin)).toEqual({ kind: 'all' });
    expect(leaveListScope(cseHod)).toEqual({ kind: 'department', department: CSE });
    expect(leaveListScope(employee)).toEqual({ kind: 'none' });
  });
});

describe('Listing users', () => {
  it('is for the admin and HODs', () => {
    expect(canListUsers(admin)).toBe(true);
    expect(canListUsers(cseHod)).toBe(true);
    expect(canListUsers(employee)).toBe(false);
    // Issue 43: an office's holder searches their department to name a stand-in.
    expect(canListUsers(employee, { holdsOffice: true })).toBe(true);
    expect(canListUsers({ ...employee, department: null }, { holdsOffice: true })).toBe(false);
  });

  it('a HOD sees the non-admins of their own department', () => {
    expect(isVisibleInUserList(cseHod, { role: 'employee', department: CSE })).toBe(true);
    expect(isVisibleInUserList(cseHod, { role: 'hod', department: CSE })).toBe(true);
    expect(isVisibleInUserList(cseHod, { role: 'admin', department: CSE })).toBe(false);
    expect(isVisibleInUserList(cseHod, { role: 'employee', department: ECE })).toBe(false);
  });

  it('the admin sees everyone', () => {
    expect(isVisibleInUserList(admin, { role: 'admin', department: ECE })).toBe(true);
  });
});

describe('Editing users', () => {
  it('the admin edits anyone; others only themselves', () => {
    expect(canEditUser(admin, { id: 'e' })).toBe(true);
    expect(canEditUser(employee, { id: 'e' })).toBe(true);
    expect(canEditUser(cseHod, { id: 'e' })).toBe(false);
  });

  it('the admin deletes anyone but themselves', () => {
    expect(canDeleteUser(admin, { id: 'e' })).toBe(true);
    expect(canDeleteUser(admin, { id: 'a' })).toBe(false);
    expect(canDeleteUser(cseHod, { id: 'e' })).toBe(false);
  });

  it('an employee may change profile fields (their language too) except department and date of joining', () => {
    expect(editableUserFields(employee, { id: 'e' })).toEqual(['name', 'email', 'designation', 'qualification', 'mobileNo', 'dateOfBirth', 'language']);
  });

  it('a HOD may change their own profile fields but department and date of joining, like an employee', () => {
    expect(editableUserFields(cseHod, { id: 'h' })).toEqual(['name', 'email', 'designation', 'qualification', 'mobileNo', 'dateOfBirth', 'language']);
  });

  it('sends whoever sends another department, date of joining or role to an administrator', () => {
    expect(refusedChangesMessage(['dateOfJoining'])).toEqual({ message: 'Date of joining cannot be changed here: please ask an administrator', field: 'dateOfJoining' });
    expect(refusedChangesMessage(['department', 'dateOfJoining', 'role', 'leaveBalance']).message).toBe(
      'Department, date of joining and role cannot be changed here: please ask an administrator',
    );
    expect(refusedChangesMessage(['isActive', 'leaveBalance'])).toEqual({ message: 'You are not allowed to change: isActive, leaveBalance', field: 'isActive' });
  });

  it('only the admin may change role, isActive, employee ID and balance', () => {
    expect(editableUserFields(admin, { id: 'e' })).toEqual(expect.arrayContaining(['role', 'isActive', 'employeeId', 'leaveBalance']));
    expect(editableUserFields(cseHod, { id: 'h' })).not.toContain('role');
  });

  it('nobody but the admin may change anything of another user', () => {
    expect(editableUserFields(cseHod, { id: 'e' })).toEqual([]);
  });
});

describe('Balance histories', () => {
  it('are seen by the person, the HOD of their department and the admin only', () => {
    const person = { id: 'e', role: 'employee' as const, department: CSE };
    expect([admin, employee, cseHod, eceHod, colleague].map((viewer) => canViewBalanceLedger(viewer, person))).toEqual([true, true, true, false, false]);
    expect(canViewBalanceLedger(cseHod, { id: 'a2', role: 'admin', department: CSE })).toBe(false);
  });
});

describe('Refused changes', () => {
  it("accept a whole form that resends an employee's fixed fields unchanged", () => {
    const body = updateUserBody.parse({
      name: 'Priya R',
      department: 'CSE',
      dateOfJoining: '2018-06-01T00:00:00.000Z',
      role: 'employee',
      isActive: true,
      employeeId: 'EMP001',
      leaveBalance: { cl: 6 },
      password: 'ignored',
    });
    expect(refusedUserChanges(employee, storedEmployee, body)).toEqual([]);
  });

  it("name each fixed field an employee tries to change", () => {
    const body = updateUserBody.parse({ department: 'ECE', dateOfJoining: '2017-01-01', role: 'admin', leaveBalance: { cl: 60 } });
    expect(refusedUserChanges(employee, storedEmployee, body)).toEqual(['department', 'dateOfJoining', 'role', 'leaveBalance']);
  });

  it('treat an empty date of joining as unchanged when none is stored', () => {
    const body = updateUserBody.parse({ dateOfJoining: '' });
    expect(refusedUserChanges(employee, { ...storedEmployee, dateOfJoining: null }, body)).toEqual([]);
  });

  it('refuse nothing to the admin', () => {
    const body = updateUserBody.parse({ department: 'ECE', role: 'hod', isActive: false, leaveBalance: { cl: 1 } });
    expect(refusedUserChanges(admin, storedEmployee, body)).toEqual([]);
  });
});

describe('the auditor', () => {
  const auditor: Viewer = { id: 'au', role: 'auditor', department: null };

  it('reads every application, person and ledger, like the admin', () => {
    expect(canViewLeave(auditor, { applicantId: 'e', department: CSE })).toBe(true);
    expect(leaveListScope(auditor)).toEqual({ kind: 'all' });
    expect(canListUsers(auditor)).toBe(true);
    expect(canViewBalanceLedger(auditor, { id: 'e', role: 'employee', department: ECE })).toBe(true);
    expect(canReadAudit('auditor')).toBe(true);
    expect(canReadAudit('admin')).toBe(true);
    expect(canReadAudit('hod')).toBe(false);
    expect(canReadAudit('employee')).toBe(false);
  });

  it('changes nothing, not even their own profile', () => {
    expect(canChangeData('auditor')).toBe(false);
    expect(canChangeData('admin')).toBe(true);
    expect(canEditUser(auditor, { id: 'au' })).toBe(false);
    expect(editableUserFields(auditor, { id: 'au' })).toEqual([]);
    expect(canDeleteUser(auditor, { id: 'e' })).toBe(false);
    expect(CHANGES_AN_AUDITOR_MAY_MAKE).toContain('PUT /api/auth/change-password');
  });

  it('is created only by an admin, and needs no department', () => {
    expect(onlyAnAdminCreates('auditor')).toBe(true);
    expect(onlyAnAdminCreates('hod')).toBe(false);
    expect(roleNeedsDepartment('auditor')).toBe(false);
    expect(roleNeedsDepartment('employee')).toBe(true);
  });
});
