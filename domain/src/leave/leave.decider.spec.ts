import { describe, it } from 'vitest';
import { deciderSpecification } from '../../test/decider-specification';
import {
  LATER,
  NOW,
  admin,
  applied,
  applyCommand,
  asActor,
  colleague,
  cseHod,
  eceHod,
  employee,
  employeeActor,
  hodApplicant,
  otherCseHod,
} from '../../test/fixtures';
import { decide } from './leave.decider';
import { EMPLOYEE_RECORD_DELETED, LEAVE_REFUSALS, type LeaveCommand } from './leave.commands';
import { evolve, initialLeaveState, SYSTEM_ACTOR, type Actor, type LeaveEvent, type LeaveState } from './leave.events';

const spec = deciderSpecification<LeaveCommand, LeaveEvent, LeaveState>({ decide, evolve, initialState: initialLeaveState });

const hodApprove = (actor: Actor): LeaveCommand => ({ type: 'ApproveAsHod', data: { actor, now: LATER } });
const approve = (actor: Actor): LeaveCommand => ({ type: 'ApproveFinal', data: { actor, now: LATER } });
const reject = (actor: Actor, reason = 'Exams are scheduled that week'): LeaveCommand => ({ type: 'RejectLeave', data: { actor, reason, now: LATER } });

const hodApproved: LeaveEvent = { type: 'LeaveHodApproved', data: { by: cseHod, at: LATER } };
const approved: LeaveEvent = { type: 'LeaveApproved', data: { by: admin, at: LATER, includesHodLevel: false } };
const rejected: LeaveEvent = { type: 'LeaveRejected', data: { by: cseHod, reason: 'Exams are scheduled that week', at: LATER } };

describe('When nothing has been applied for', () => {
  it('an employee applying gets a pending application counted in working days', () => {
    spec.given([]).when(applyCommand()).then([applied()]);
  });

  it('a HOD applying has weekends counted', () => {
    spec
      .given([])
      .when(applyCommand({ actor: hodApplicant, fromDate: '2026-03-06', toDate: '2026-03-09' }))
      .then([applied(hodApplicant, { fromDate: '2026-03-06', toDate: '2026-03-09', numberOfDays: 4 })]);
  });

  it('an employee applying over a weekend is charged only the weekdays', () => {
    spec
      .given([])
      .when(applyCommand({ fromDate: '2026-03-06', toDate: '2026-03-09' }))
      .then([applied(employee, { fromDate: '2026-03-06', toDate: '2026-03-09', numberOfDays: 2 })]);
  });

  it('the reason is stored trimmed', () => {
    spec
      .given([])
      .when(applyCommand({ reason: '   Attending a family wedding  ' }))
      .then([applied()]);
  });

  it('a leave starting today is accepted', () => {
    spec
      .given([])
      .when(applyCommand({ fromDate: '2026-03-02', toDate: '2026-03-02' }))
      .then([applied(employee, { fromDate: '2026-03-02', toDate: '2026-03-02', numberOfDays: 1 })]);
  });

  it('an admin cannot apply for leave', () => {
    spec
      .given([])
      .when(applyCommand({ actor: { ...employee, id: admin.id, role: 'admin' } }))
      .thenThrows('FORBIDDEN', LEAVE_REFUSALS.applyRoleForbidden);
  });

  it('an unknown leave type is refused', () => {
    spec.given([]).when(applyCommand({ leaveType: 'sick' })).thenThrows('VALIDATION', 'Please select a leave type');
  });

  it('a start date before today is refused', () => {
    spec.given([]).when(applyCommand({ fromDate: '2026-03-01' })).thenThrows('VALIDATION', 'Start date cannot be in the past');
  });

  it('an end date before the start date is refused', () => {
    spec.given([]).when(applyCommand({ fromDate: '2026-03-10', toDate: '2026-03-09' })).thenThrows('VALIDATION', 'End date cannot be before start date');
  });

  it('a reason shorter than 10 characters after trimming is refused', () => {
    spec.given([]).when(applyCommand({ reason: '  too short ' })).thenThrows('VALIDATION', 'Reason must be at least 10 characters long');
  });

  it('a blank reason is refused', () => {
    spec.given([]).when(applyCommand({ reason: '   ' })).thenThrows('VALIDATION', 'Please provide a reason for leave');
  });

  it('a reason longer than 500 characters is refused', () => {
    spec.given([]).when(applyCommand({ reason: 'x'.repeat(501) })).thenThrows('VALIDATION', 'Reason cannot exceed 500 characters');
  });

  it("an employee's weekend-only leave has no days and is refused", () => {
    spec
      .given([])
      .when(applyCommand({ fromDate: '2026-03-07', toDate: '2026-03-08' }))
      .thenThrows('VALIDATION', 'The selected dates contain no working days');
  });

  it('more days than available is refused with both figures', () => {
    spec
      .given([])
      .when(applyCommand({ fromDate: '2026-03-09', toDate: '2026-03-13', available: { cl: 3, scl: 4, el: 0, hpl: 0, ccl: 7 } }))
      .thenThrows('VALIDATION', 'Insufficient CL balance. Available: 3 days, Requested: 5 days');
  });

  it('exactly the available days is accepted', () => {
    spec
      .given([])
      .when(applyCommand({ available: { cl: 3, scl: 0, el: 0, hpl: 0, ccl: 0 } }))
      .then([applied()]);
  });

  it.each(['pending', 'hodApproved', 'approved'] as const)('dates overlapping an own %s application are refused', (status) => {
    spec
      .given([])
      .when(applyCommand({ ownOpenLeaves: [{ fromDate: '2026-03-11', toDate: '2026-03-12', status }] }))
      .thenThrows('CONFLICT', 'You already have a leave application for these dates');
  });

  it('dates overlapping an own rejected application are accepted', () => {
    spec
      .given([])
      .when(applyCommand({ ownOpenLeaves: [{ fromDate: '2026-03-09', toDate: '2026-03-11', status: 'rejected' }] }))
      .then([applied()]);
  });

  it('an application next to an own application without sharing a day is accepted', () => {
    spec
      .given([])
      .when(applyCommand({ ownOpenLeaves: [{ fromDate: '2026-03-12', toDate: '2026-03-13', status: 'pending' }] }))
      .then([applied()]);
  });

  it.each([
    ['a HOD approval', hodApprove(cseHod)],
    ['a final approval', approve(admin)],
    ['a rejection', reject(admin)],
  ])('%s of an application that does not exist is not found', (_, command) => {
    spec.given([]).when(command).thenThrows('NOT_FOUND', LEAVE_REFUSALS.notFound);
  });
});

describe('When pending', () => {
  it('applying again with the same id is a conflict', () => {
    spec.given([applied()]).when(applyCommand()).thenThrows('CONFLICT', LEAVE_REFUSALS.alreadyExists);
  });

  it("the department's HOD approves at the first level", () => {
    spec.given([applied()]).when(hodApprove(cseHod)).then([hodApproved]);
  });

  it('another HOD of the same department may approve too', () => {
    spec.given([applied()]).when(hodApprove(otherCseHod)).then([{ type: 'LeaveHodApproved', data: { by: otherCseHod, at: LATER } }]);
  });

  it('a HOD of another department cannot approve', () => {
    spec.given([applied()]).when(hodApprove(eceHod)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.otherDepartment);
  });

  it('a HOD cannot approve their own application', () => {
    spec.given([applied(hodApplicant)]).when(hodApprove(cseHod)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.ownApproval);
  });

  it('an employee cannot approve', () => {
    spec.given([applied()]).when(hodApprove(colleague)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.hodApproveForbidden);
  });

  it('an admin cannot approve at the HOD level', () => {
    spec.given([applied()]).when(hodApprove(admin)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.hodApproveForbidden);
  });

  it("an admin's final approval of an employee's application requires HOD approval first", () => {
    spec.given([applied()]).when(approve(admin)).thenThrows('CONFLICT', 'Requires HOD approval first');
  });

  it("an admin's approval of a HOD's application records both levels", () => {
    spec.given([applied(hodApplicant)]).when(approve(admin)).then([{ type: 'LeaveApproved', data: { by: admin, at: LATER, includesHodLevel: true } }]);
  });

  it('a HOD cannot give the final approval', () => {
    spec.given([applied()]).when(approve(cseHod)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.finalApproveForbidden);
  });

  it('an employee cannot give the final approval', () => {
    spec.given([applied()]).when(approve(employeeActor)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.finalApproveForbidden);
  });

  it("the department's HOD rejects with a reason, stored trimmed", () => {
    spec.given([applied()]).when(reject(cseHod, '  Exams are scheduled that week ')).then([rejected]);
  });

  it('an admin rejects with a reason', () => {
    spec.given([applied()]).when(reject(admin)).then([{ type: 'LeaveRejected', data: { by: admin, reason: 'Exams are scheduled that week', at: LATER } }]);
  });

  it.each(['', '   '])('a rejection with the reason %j is refused', (reason) => {
    spec.given([applied()]).when(reject(cseHod, reason)).thenThrows('VALIDATION', 'Please provide a reason for rejection');
  });

  it('an admin rejection without a reason is refused', () => {
    spec.given([applied()]).when(reject(admin, '')).thenThrows('VALIDATION', 'Please provide a reason for rejection');
  });

  it('a HOD of another department cannot reject', () => {
    spec.given([applied()]).when(reject(eceHod)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.otherDepartment);
  });

  it('a HOD cannot reject their own application', () => {
    spec.given([applied(hodApplicant)]).when(reject(cseHod)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.ownRejection);
  });

  it('an employee cannot reject', () => {
    spec.given([applied()]).when(reject(colleague)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.rejectForbidden);
  });

  it('the applicant cannot reject their own application', () => {
    spec.given([applied()]).when(reject(employeeActor)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.rejectForbidden);
  });
});

describe('When HOD-approved', () => {
  const history = [applied(), hodApproved];

  it('an admin gives the final approval', () => {
    spec.given(history).when(approve(admin)).then([approved]);
  });

  it('a HOD cannot give the final approval', () => {
    spec.given(history).when(approve(cseHod)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.finalApproveForbidden);
  });

  it('the HOD cannot approve a second time', () => {
    spec.given(history).when(hodApprove(cseHod)).thenThrows('CONFLICT', LEAVE_REFUSALS.alreadyHodApproved);
  });

  it('an admin rejects with a reason', () => {
    spec.given(history).when(reject(admin)).then([{ type: 'LeaveRejected', data: { by: admin, reason: 'Exams are scheduled that week', at: LATER } }]);
  });

  it('an admin rejection without a reason is refused', () => {
    spec.given(history).when(reject(admin, ' ')).thenThrows('VALIDATION', 'Please provide a reason for rejection');
  });

  it('the HOD can no longer reject', () => {
    spec.given(history).when(reject(cseHod)).thenThrows('CONFLICT', LEAVE_REFUSALS.alreadyHodApproved);
  });

  it('an employee cannot reject', () => {
    spec.given(history).when(reject(colleague)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.rejectForbidden);
  });
});

describe('When approved', () => {
  const history = [applied(), hodApproved, approved];

  it.each([
    ['a HOD approval', hodApprove(cseHod)],
    ['a second final approval', approve(admin)],
    ['an admin rejection', reject(admin)],
    ['an admin rejection without reason', reject(admin, '')],
  ])('%s is a conflict', (_, command) => {
    spec.given(history).when(command).thenThrows('CONFLICT', 'This application has already been approved');
  });

  it('an employee acting on it is still forbidden', () => {
    spec.given(history).when(reject(colleague)).thenThrows('FORBIDDEN');
  });

  it("a HOD's own application approved by the admin stays approved", () => {
    spec.given([applied(hodApplicant), { type: 'LeaveApproved', data: { by: admin, at: LATER, includesHodLevel: true } }]).when(reject(admin)).thenThrows('CONFLICT', 'This application has already been approved');
  });
});

describe('When rejected', () => {
  const history = [applied(), rejected];

  it.each([
    ['a HOD approval', hodApprove(cseHod)],
    ['a final approval', approve(admin)],
    ['another rejection', reject(admin)],
    ['a HOD rejection', reject(cseHod)],
  ])('%s is a conflict', (_, command) => {
    spec.given(history).when(command).thenThrows('CONFLICT', 'This application has already been rejected');
  });

  it('an application rejected after HOD approval is final too', () => {
    spec
      .given([applied(), hodApproved, { type: 'LeaveRejected', data: { by: admin, reason: 'Not possible now', at: LATER } }])
      .when(approve(admin))
      .thenThrows('CONFLICT', 'This application has already been rejected');
  });
});

describe('Actors recorded in the events', () => {
  it('keep the department of the acting HOD', () => {
    const hod = asActor({ ...hodApplicant, id: 'u-hod9' });
    spec.given([applied()]).when(hodApprove(hod)).then([{ type: 'LeaveHodApproved', data: { by: hod, at: LATER } }]);
  });

  it('keep the time the command carried', () => {
    spec.given([applied()]).when({ type: 'ApproveAsHod', data: { actor: cseHod, now: NOW } }).then([{ type: 'LeaveHodApproved', data: { by: cseHod, at: NOW } }]);
  });
});

describe('The applicant as they are at the decision', () => {
  const asNow = (role: 'employee' | 'hod', deleted = false) => ({ applicant: { role, deleted }, balanceBefore: 6 });

  it('rules the approval path: someone made HOD since applying is approved by the admin directly', () => {
    spec
      .given([applied()])
      .when({ type: 'ApproveFinal', data: { actor: admin, now: LATER, ...asNow('hod') } })
      .then([{ type: 'LeaveApproved', data: { by: admin, at: LATER, includesHodLevel: true, applicantRole: 'hod', balanceBefore: 6 } }]);
  });

  it('and is recorded with the balance the decider saw at every decision', () => {
    spec.given([applied()]).when({ type: 'ApproveAsHod', data: { actor: cseHod, now: LATER, ...asNow('employee') } }).then([
      { type: 'LeaveHodApproved', data: { by: cseHod, at: LATER, applicantRole: 'employee', balanceBefore: 6 } },
    ]);
    spec.given([applied()]).when({ type: 'RejectLeave', data: { actor: cseHod, reason: 'Exams that week', now: LATER, ...asNow('employee') } }).then([
      { type: 'LeaveRejected', data: { by: cseHod, reason: 'Exams that week', at: LATER, applicantRole: 'employee', balanceBefore: 6 } },
    ]);
  });

  it('whose record was deleted cannot be approved at either level, only rejected', () => {
    spec.given([applied()]).when({ type: 'ApproveAsHod', data: { actor: cseHod, now: LATER, ...asNow('employee', true) } }).thenThrows('CONFLICT', LEAVE_REFUSALS.applicantDeleted);
    spec.given([applied(), hodApproved]).when({ type: 'ApproveFinal', data: { actor: admin, now: LATER, ...asNow('employee', true) } }).thenThrows('CONFLICT', LEAVE_REFUSALS.applicantDeleted);
    spec.given([applied()]).when({ type: 'ApproveAsHod', data: { actor: eceHod, now: LATER, ...asNow('employee', true) } }).thenThrows('FORBIDDEN', LEAVE_REFUSALS.otherDepartment);
  });
});

describe('Closing by the system', () => {
  const close: LeaveCommand = { type: 'CloseLeave', data: { reason: EMPLOYEE_RECORD_DELETED, now: LATER } };

  it.each([
    ['pending', [applied()]],
    ['HOD-approved', [applied(), hodApproved]],
  ] as const)('rejects a %s application as System', (_, history) => {
    spec.given(history).when(close).then([{ type: 'LeaveRejected', data: { by: SYSTEM_ACTOR, reason: 'Employee record deleted', at: LATER } }]);
  });

  it('leaves a decided application alone', () => {
    spec.given([applied(), rejected]).when(close).thenThrows('CONFLICT', 'This application has already been rejected');
    spec.given([applied(), hodApproved, approved]).when(close).thenThrows('CONFLICT', 'This application has already been approved');
  });
});
