// Whether the signed-in user may withdraw an application, ask to cancel an approved leave, or decide a
// cancellation, asked of domain's status machine, so that the buttons offered are exactly the
// transitions the server accepts. Statuses and their texts: docs/product.md 'Withdraw and cancel'.
import { nextStatus, type Actor, type CalendarDate, type LeaveDto, type LeaveMachineContext, type LeaveMachineEvent, type UserDto } from '@leave/domain';
import type { ApplicantNow } from './leave-decisions';

function contextOf(leave: LeaveDto, applicantNow?: ApplicantNow): LeaveMachineContext {
  return {
    applicantId: leave.employee._id,
    applicantRole: applicantNow?.role ?? leave.employee.role,
    department: leave.department,
    applicantDeleted: applicantNow?.deleted ?? false,
    toDate: leave.toDate.slice(0, 10) as CalendarDate,
    ...(leave.kind === 'compOff' ? { claim: true } : {}),
  };
}

function allowed(leave: LeaveDto, user: UserDto | null, event: (actor: Actor) => LeaveMachineEvent, applicantNow?: ApplicantNow): boolean {
  if (!user) return false;
  const actor: Actor = { id: user._id, name: user.name, role: user.role, department: user.department };
  return nextStatus(leave.status, contextOf(leave, applicantNow), event(actor)) !== null;
}

export function canWithdraw(leave: LeaveDto, user: UserDto | null): boolean {
  return allowed(leave, user, (actor) => ({ type: 'WITHDRAW', actor }));
}

/** The reason is asked for in the dialog; any non-empty one stands in for it here. */
export function canAskToCancel(leave: LeaveDto, user: UserDto | null, today: CalendarDate): boolean {
  return allowed(leave, user, (actor) => ({ type: 'REQUEST_CANCELLATION', actor, reason: 'reason', today }));
}

export function canDecideCancellation(leave: LeaveDto, user: UserDto | null, today: CalendarDate, applicantNow?: ApplicantNow): boolean {
  return allowed(leave, user, (actor) => ({ type: 'DECLINE_CANCELLATION', actor, reason: 'reason' }), applicantNow) || allowed(leave, user, (actor) => ({ type: 'ACCEPT_CANCELLATION', actor, today }), applicantNow);
}

export function canAcceptCancellation(leave: LeaveDto, user: UserDto | null, today: CalendarDate, applicantNow?: ApplicantNow): boolean {
  return allowed(leave, user, (actor) => ({ type: 'ACCEPT_CANCELLATION', actor, today }), applicantNow);
}
