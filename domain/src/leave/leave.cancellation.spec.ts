// Withdrawing an open application and cancelling an approved leave (docs/rules.md 'Withdraw and cancel'),
// given / when / then, and the machine's transitions for them.

import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../test/decider-specification';
import { LATER, NOW, admin, applied, colleague, cseHod, eceHod, employee, employeeActor, hodApplicant, otherCseHod } from '../../test/fixtures';
import type { CalendarDate } from '../dates';
import { decide, untakenDays } from './leave.decider';
import { LEAVE_REFUSALS, type LeaveCommand } from './leave.commands';
import { evolve, foldLeave, initialLeaveState, SYSTEM_ACTOR, type Actor, type LeaveEvent, type LeaveState } from './leave.events';
import { nextStatus, type LeaveMachineContext } from './leave.machine';
import { availableBalance } from './leave.policy';

const spec = deciderSpecification<LeaveCommand, LeaveEvent, LeaveState>({ decide, evolve, initialState: initialLeaveState });

// The leave of the fixtures runs Monday 9 to Wednesday 11 March 2026, 3 working days.
const hodApproved: LeaveEvent = { type: 'LeaveHodApproved', data: { by: cseHod, at: LATER } };
const approved: LeaveEvent = { type: 'LeaveApproved', data: { by: admin, at: LATER, includesHodLevel: false } };
const hodLeaveApproved: LeaveEvent = { type: 'LeaveApproved', data: { by: admin, at: LATER, includesHodLevel: true } };
const rejected: LeaveEvent = { type: 'LeaveRejected', data: { by: cseHod, reason: 'Exams are scheduled that week', at: LATER } };
const REASON = 'The conference was called off';
const requested = (by: Actor = employeeActor): LeaveEvent => ({ type: 'LeaveCancellationRequested', data: { by, reason: REASON, at: NOW } });
const declined: LeaveEvent = { type: 'LeaveCancellationDeclined', data: { by: cseHod, reason: 'The exam duty cannot be moved', at: NOW } };

const withdraw = (actor: Actor): LeaveCommand => ({ type: 'WithdrawLeave', data: { actor, now: NOW } });
const requestCancellation = (actor: Actor, reason = REASON, today: CalendarDate = '2026-03-02'): LeaveCommand => ({
  type: 'RequestCancellation',
  data: { actor, reason, today, now: NOW },
});
const accept = (actor: Actor, today: CalendarDate = '2026-03-02'): LeaveCommand => ({ type: 'AcceptCancellation', data: { actor, today, now: NOW } });
const decline = (actor: Actor, reason = 'The exam duty cannot be moved', today: CalendarDate = '2026-03-02'): LeaveCommand => ({
  type: 'DeclineCancellation',
  data: { actor, reason, today, now: NOW },
});

describe('Withdrawing', () => {
  it.each([
    ['pending', [applied()]],
    ['HOD-approved', [applied(), hodApproved]],
  ])('the applicant withdraws their %s application', (_, given) => {
    spec.given(given).when(withdraw(employeeActor)).then([{ type: 'LeaveWithdrawn', data: { by: employeeActor, at: NOW } }]);
  });

  it('a HOD withdraws their own pending application', () => {
    spec.given([applied(hodApplicant)]).when(withdraw(cseHod)).then([{ type: 'LeaveWithdrawn', data: { by: cseHod, at: NOW } }]);
  });

  it.each([
    ['the HOD', cseHod],
    ['the admin', admin],
    ['a colleague', colleague],
  ])('%s cannot withdraw somebody else’s application', (_, actor) => {
    spec.given([applied()]).when(withdraw(actor)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.withdrawForbidden);
  });

  it('an approved leave cannot be withdrawn: it is cancelled instead', () => {
    spec.given([applied(), hodApproved, approved]).when(withdraw(employeeActor)).thenThrows('CONFLICT', LEAVE_REFUSALS.approvedNotWithdrawable);
  });

  it.each([
    ['rejected', [applied(), rejected], LEAVE_REFUSALS.alreadyRejected],
    ['withdrawn', [applied(), { type: 'LeaveWithdrawn', data: { by: employeeActor, at: NOW } } as LeaveEvent], LEAVE_REFUSALS.alreadyWithdrawn],
  ])('a %s application cannot be withdrawn (again)', (_, given, message) => {
    spec.given(given).when(withdraw(employeeActor)).thenThrows('CONFLICT', message);
  });

  it('a withdrawn application no longer reserves its days', () => {
    const state = foldLeave([applied(), { type: 'LeaveWithdrawn', data: { by: employeeActor, at: NOW } }]);
    if (state.status === 'none') throw new Error('expected an application');
    expect(state.status).toBe('withdrawn');
    expect(availableBalance({ cl: 6, scl: 4, el: 0, hpl: 0, ccl: 7 }, [{ leaveType: 'cl', numberOfDays: 3, status: state.status }]).cl).toBe(6);
    expect(availableBalance({ cl: 6, scl: 4, el: 0, hpl: 0, ccl: 7 }, [{ leaveType: 'cl', numberOfDays: 3, status: 'pending' }]).cl).toBe(3);
  });
});

describe('Asking to cancel an approved leave', () => {
  it('the applicant asks, with a reason stored trimmed', () => {
    spec
      .given([applied(), hodApproved, approved])
      .when(requestCancellation(employeeActor, `  ${REASON} `))
      .then([requested()]);
  });

  it('may ask on the last day of the leave', () => {
    spec.given([applied(), hodApproved, approved]).when(requestCancellation(employeeActor, REASON, '2026-03-11')).then([requested()]);
  });

  it('may not once the leave has ended', () => {
    spec
      .given([applied(), hodApproved, approved])
      .when(requestCancellation(employeeActor, REASON, '2026-03-12'))
      .thenThrows('CONFLICT', LEAVE_REFUSALS.leaveEnded);
  });

  it.each(['', '   '])('the reason %j is refused', (reason) => {
    spec.given([applied(), hodApproved, approved]).when(requestCancellation(employeeActor, reason)).thenThrows('VALIDATION', 'Please give a reason for the cancellation');
  });

  it.each([
    ['the HOD', cseHod],
    ['the admin', admin],
    ['a colleague', colleague],
  ])('%s cannot ask for the applicant', (_, actor) => {
    spec.given([applied(), hodApproved, approved]).when(requestCancellation(actor)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.cancellationRequestForbidden);
  });

  it('an application not yet approved is withdrawn, not cancelled', () => {
    spec.given([applied(), hodApproved]).when(requestCancellation(employeeActor)).thenThrows('CONFLICT', LEAVE_REFUSALS.notApprovedNotCancellable);
  });

  it('a second request while one is waiting is a conflict', () => {
    spec.given([applied(), hodApproved, approved, requested()]).when(requestCancellation(employeeActor)).thenThrows('CONFLICT', LEAVE_REFUSALS.cancellationAlreadyRequested);
  });

  it('may ask again after a decline', () => {
    spec.given([applied(), hodApproved, approved, requested(), declined]).when(requestCancellation(employeeActor)).then([requested()]);
  });
});

describe('Deciding a cancellation', () => {
  const waiting = [applied(), hodApproved, approved, requested()];

  it('the department’s HOD accepts before the leave starts: every day comes back', () => {
    spec
      .given(waiting)
      .when(accept(cseHod))
      .then([{ type: 'LeaveCancelled', data: { by: cseHod, at: NOW, fromDate: '2026-03-09', daysCredited: 3 } }]);
  });

  it('accepted on the first day of the leave: that day stays taken, the next two come back', () => {
    spec
      .given(waiting)
      .when(accept(otherCseHod, '2026-03-09'))
      .then([{ type: 'LeaveCancelled', data: { by: otherCseHod, at: NOW, fromDate: '2026-03-10', daysCredited: 2 } }]);
  });

  it('accepted on the last day: nothing comes back', () => {
    spec
      .given(waiting)
      .when(accept(cseHod, '2026-03-11'))
      .then([{ type: 'LeaveCancelled', data: { by: cseHod, at: NOW, fromDate: '2026-03-12', daysCredited: 0 } }]);
  });

  it('cannot be accepted after the leave ended: it was taken', () => {
    spec.given(waiting).when(accept(cseHod, '2026-03-12')).thenThrows('CONFLICT', LEAVE_REFUSALS.leaveEnded);
  });

  it('the admin accepts the cancellation of a HOD’s own leave', () => {
    spec
      .given([applied(hodApplicant), hodLeaveApproved, requested(cseHod)])
      .when(accept(admin))
      .then([{ type: 'LeaveCancelled', data: { by: admin, at: NOW, fromDate: '2026-03-09', daysCredited: 3 } }]);
  });

  it('a HOD’s days are calendar days: a leave over a weekend gives back the weekend too', () => {
    const hodLeave = applied(hodApplicant, { fromDate: '2026-03-06', toDate: '2026-03-09', numberOfDays: 4 });
    spec
      .given([hodLeave, hodLeaveApproved, requested(cseHod)])
      .when(accept(admin, '2026-03-06'))
      .then([{ type: 'LeaveCancelled', data: { by: admin, at: NOW, fromDate: '2026-03-07', daysCredited: 3 } }]);
  });

  it.each([
    ['the admin, for an employee’s leave', admin, LEAVE_REFUSALS.cancellationDecisionForbidden],
    ['a HOD of another department', eceHod, LEAVE_REFUSALS.cancellationDecisionForbidden],
    ['a colleague', colleague, LEAVE_REFUSALS.cancellationDecisionForbidden],
    ['the applicant', employeeActor, LEAVE_REFUSALS.cancellationDecisionForbidden],
  ])('%s cannot accept or decline', (_, actor, message) => {
    spec.given(waiting).when(accept(actor)).thenThrows('FORBIDDEN', message);
    spec.given(waiting).when(decline(actor)).thenThrows('FORBIDDEN', message);
  });

  it('a HOD cannot decide the cancellation of their own leave', () => {
    spec.given([applied(hodApplicant), hodLeaveApproved, requested(cseHod)]).when(accept(cseHod)).thenThrows('FORBIDDEN', LEAVE_REFUSALS.ownCancellationDecision);
  });

  it('declined with a reason: the leave is approved again', () => {
    spec.given(waiting).when(decline(cseHod, '  The exam duty cannot be moved ')).then([declined]);
    const state = foldLeave([...waiting, declined]);
    expect(state.status).toBe('approved');
    expect(state.status !== 'none' && state.cancellationDeclineReason).toBe('The exam duty cannot be moved');
  });

  it.each(['', '  '])('declining with the reason %j is refused', (reason) => {
    spec.given(waiting).when(decline(cseHod, reason)).thenThrows('VALIDATION', 'Please give a reason for declining the cancellation');
  });

  it('nothing to decide when no cancellation was asked for', () => {
    spec.given([applied(), hodApproved, approved]).when(accept(cseHod)).thenThrows('CONFLICT', LEAVE_REFUSALS.noCancellationRequest);
    spec.given([applied(), hodApproved, approved, requested(), declined]).when(decline(cseHod)).thenThrows('CONFLICT', LEAVE_REFUSALS.noCancellationRequest);
  });

  it('a cancelled leave is final', () => {
    const cancelled: LeaveEvent = { type: 'LeaveCancelled', data: { by: cseHod, at: NOW, fromDate: '2026-03-09', daysCredited: 3 } };
    spec.given([...waiting, cancelled]).when(decline(cseHod)).thenThrows('CONFLICT', LEAVE_REFUSALS.alreadyCancelled);
    spec.given([...waiting, cancelled]).when(requestCancellation(employeeActor)).thenThrows('CONFLICT', LEAVE_REFUSALS.alreadyCancelled);
  });

  it('counts the untaken days as the application was counted', () => {
    const state = foldLeave([applied(employee, { fromDate: '2026-03-06', toDate: '2026-03-13', numberOfDays: 6 })]);
    if (state.status === 'none') throw new Error('expected an application');
    expect(untakenDays(state, '2026-03-05')).toBe(6);
    expect(untakenDays(state, '2026-03-06')).toBe(5);
    expect(untakenDays(state, '2026-03-08')).toBe(5);
    expect(untakenDays(state, '2026-03-13')).toBe(0);
  });
});

describe('The leave machine for withdrawing and cancelling', () => {
  const employeeApplication: LeaveMachineContext = { applicantId: employee.id, applicantRole: 'employee', department: employee.department, toDate: '2026-03-11' };
  const hodApplication: LeaveMachineContext = { applicantId: cseHod.id, applicantRole: 'hod', department: employee.department, toDate: '2026-03-11' };
  const today = '2026-03-02' as const;

  it.each([
    ['pending', employeeApplication, { type: 'WITHDRAW', actor: employeeActor }, 'withdrawn'],
    ['hodApproved', employeeApplication, { type: 'WITHDRAW', actor: employeeActor }, 'withdrawn'],
    ['approved', employeeApplication, { type: 'WITHDRAW', actor: employeeActor }, null],
    ['pending', employeeApplication, { type: 'WITHDRAW', actor: cseHod }, null],
    ['approved', employeeApplication, { type: 'REQUEST_CANCELLATION', actor: employeeActor, reason: REASON, today }, 'cancellationRequested'],
    ['approved', employeeApplication, { type: 'REQUEST_CANCELLATION', actor: employeeActor, reason: REASON, today: '2026-03-12' }, null],
    ['approved', employeeApplication, { type: 'REQUEST_CANCELLATION', actor: cseHod, reason: REASON, today }, null],
    ['cancellationRequested', employeeApplication, { type: 'ACCEPT_CANCELLATION', actor: cseHod, today }, 'cancelled'],
    ['cancellationRequested', employeeApplication, { type: 'ACCEPT_CANCELLATION', actor: admin, today }, null],
    ['cancellationRequested', hodApplication, { type: 'ACCEPT_CANCELLATION', actor: admin, today }, 'cancelled'],
    ['cancellationRequested', hodApplication, { type: 'ACCEPT_CANCELLATION', actor: cseHod, today }, null],
    ['cancellationRequested', employeeApplication, { type: 'DECLINE_CANCELLATION', actor: cseHod, reason: 'Exam duty' }, 'approved'],
    ['cancellationRequested', employeeApplication, { type: 'DECLINE_CANCELLATION', actor: cseHod, reason: ' ' }, null],
    ['withdrawn', employeeApplication, { type: 'REQUEST_CANCELLATION', actor: employeeActor, reason: REASON, today }, null],
    ['cancelled', employeeApplication, { type: 'DECLINE_CANCELLATION', actor: cseHod, reason: 'Exam duty' }, null],
  ] as const)('from %s with %o, %o leads to %s', (status, context, event, expected) => {
    expect(nextStatus(status, context, event)).toBe(expected);
  });
});

describe("Deleting the applicant's record", () => {
  it('declines their open cancellation request as System: the leave stays approved and nothing is credited', () => {
    const close: LeaveCommand = { type: 'CloseLeave', data: { reason: 'Employee record deleted', now: LATER } };
    spec
      .given([applied(), hodApproved, approved, requested()])
      .when(close)
      .then([{ type: 'LeaveCancellationDeclined', data: { by: SYSTEM_ACTOR, reason: 'Employee record deleted', at: LATER } }]);
    expect(foldLeave([applied(), hodApproved, approved, requested(), ...decide(close, foldLeave([applied(), hodApproved, approved, requested()]))]).status).toBe('approved');
  });
});
