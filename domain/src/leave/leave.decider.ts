// Commands on a leave application and `decide`, which turns a command and the current state into new
// events or a DomainError. The XState machine decides every status change; the pure checks here validate
// an application, and a refused status change is explained by the machine guard that failed.

import { addDays, compareDates, countLeaveDays, maxDate, rangesOverlap, weekdayHolidaysIn, type CalendarDate } from '../dates';
import { DomainError } from '../errors';
import { MESSAGES, leaveReasonField } from '../contracts/fields';
import { insufficientBalanceMessageHod } from '../contracts/forms';
import { UI_MESSAGES } from '../contracts/messages';
import type { Role } from '../people/roles';
import { BLOCKING_STATUSES, isLeaveType, type LeaveBalance, type LeaveStatus } from './leave.policy';
import { judgeTransition, nextStatus, statusesAccepting, type AsStandIn, type LeaveGuard, type LeaveMachineContext, type LeaveMachineEvent, type StandInMandate } from './leave.machine';
import { SYSTEM_ACTOR, type Actor, type Applicant, type DecisionFacts, type LeaveApplication, type LeaveEvent, type LeaveState, type PersonRef } from './leave.events';

export interface OwnLeave {
  fromDate: CalendarDate;
  toDate: CalendarDate;
  status: LeaveStatus;
}

export interface ApplyLeave {
  type: 'ApplyLeave';
  data: {
    actor: Applicant;
    leaveId: string;
    /** Checked here too: the command may come from outside the schema. */
    leaveType: string;
    fromDate: CalendarDate;
    toDate: CalendarDate;
    reason: string;
    today: CalendarDate;
    /** ISO datetime. */
    now: string;
    /** The balance minus days reserved by open applications: see `availableBalance`. */
    available: LeaveBalance;
    /** The applicant's other applications, for the overlap check. */
    ownOpenLeaves: readonly OwnLeave[];
    /** The college's holidays (at least those in the range): an employee's count leaves them out. */
    holidays?: readonly CalendarDate[];
  };
}

/**
 * The applicant as they are at the decision. The api always gives it (and the balance): their current
 * role rules the approval path, and both are recorded in the event. Without it (tests of the machine
 * alone) the role recorded when they applied is used and nothing more is recorded.
 */
export interface DecisionContext {
  applicant?: { role: Role; deleted: boolean };
  /** The applicant's balance of the leave's type as the decider saw it. */
  balanceBefore?: number;
}

/** A HOD's decision taken by their stand-in: the mandate, and today in APP_TIMEZONE. */
export interface StandInDecision {
  standIn?: { mandate: StandInMandate; today: CalendarDate };
}

export interface ApproveAsHod {
  type: 'ApproveAsHod';
  data: { actor: Actor; now: string } & DecisionContext & StandInDecision;
}

export interface ApproveFinal {
  type: 'ApproveFinal';
  data: { actor: Actor; now: string } & DecisionContext;
}

export interface RejectLeave {
  type: 'RejectLeave';
  data: { actor: Actor; reason: string; now: string } & DecisionContext & StandInDecision;
}

/** The system closes an open application (its applicant's record was deleted): a rejection by 'System'. */
export interface CloseLeave {
  type: 'CloseLeave';
  data: { reason: string; now: string; balanceBefore?: number };
}

/** The applicant takes back their pending or HOD-approved application; its reserved days are free again. */
export interface WithdrawLeave {
  type: 'WithdrawLeave';
  data: { actor: Actor; now: string };
}

/** The applicant asks to cancel their approved leave that has not ended; the days stay debited meanwhile. */
export interface RequestCancellation {
  type: 'RequestCancellation';
  data: { actor: Actor; reason: string; today: CalendarDate; now: string };
}

/** The HOD of the department (the admin, for a HOD's own leave) accepts: the days from tomorrow on come back. */
export interface AcceptCancellation {
  type: 'AcceptCancellation';
  data: { actor: Actor; today: CalendarDate; now: string } & DecisionContext;
}

/** The same deciders decline, with a reason: the leave is approved again. */
export interface DeclineCancellation {
  type: 'DeclineCancellation';
  data: { actor: Actor; reason: string; today: CalendarDate; now: string } & DecisionContext;
}

export type LeaveCommand = ApplyLeave | ApproveAsHod | ApproveFinal | RejectLeave | CloseLeave | WithdrawLeave | RequestCancellation | AcceptCancellation | DeclineCancellation;

const APPLICANT_ROLES: readonly Role[] = ['employee', 'hod'];

export const LEAVE_REFUSALS = {
  notFound: 'Leave application not found',
  alreadyExists: 'This leave application already exists',
  applyRoleForbidden: 'Only employees and HODs can apply for leave',
  hodApproveForbidden: 'Only the HOD of the department can approve an application at the first level',
  otherDepartment: 'You can only act on applications of your own department',
  ownApproval: 'You cannot approve your own application',
  ownRejection: 'You cannot reject your own application',
  finalApproveForbidden: 'Only an admin can give the final approval',
  rejectForbidden: 'Only a HOD or an admin can reject an application',
  requiresHodApproval: UI_MESSAGES.requiresHodApproval,
  alreadyHodApproved: 'This application has already been approved by the HOD',
  alreadyApproved: 'This application has already been approved',
  alreadyRejected: 'This application has already been rejected',
  notPossible: 'This action is not possible for the application in its current status',
  applicantDeleted: "The applicant's employee record has been deleted",
  withdrawForbidden: 'Only the applicant can withdraw an application',
  cancellationRequestForbidden: 'Only the applicant can ask to cancel a leave',
  cancellationDecisionForbidden: "Only the HOD of the department can decide the cancellation of an employee's leave, and only the admin that of a HOD's leave",
  ownCancellationDecision: 'You cannot decide the cancellation of your own leave',
  leaveEnded: 'This leave has already ended and can no longer be cancelled',
  alreadyWithdrawn: 'This application has been withdrawn',
  alreadyCancelled: 'This leave has been cancelled',
  cancellationAlreadyRequested: 'A cancellation of this leave has already been requested',
  noCancellationRequest: 'There is no cancellation request to decide for this leave',
  approvedNotWithdrawable: 'An approved leave cannot be withdrawn: ask to cancel it instead',
  notApprovedNotCancellable: 'Only an approved leave can be cancelled: withdraw the application instead',
} as const;

/** The reason recorded when deleting a person closes their open applications. */
export const EMPLOYEE_RECORD_DELETED = 'Employee record deleted';

export function decide(command: LeaveCommand, state: LeaveState): LeaveEvent[] {
  switch (command.type) {
    case 'ApplyLeave':
      return applyLeave(command, state);
    case 'ApproveAsHod':
    case 'ApproveFinal':
    case 'RejectLeave':
    case 'CloseLeave':
    case 'WithdrawLeave':
    case 'RequestCancellation':
    case 'AcceptCancellation':
    case 'DeclineCancellation':
      return changeStatus(command, state);
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown leave command ${JSON.stringify(unhandled)}`);
    }
  }
}

function applyLeave({ data }: ApplyLeave, state: LeaveState): LeaveEvent[] {
  if (state.status !== 'none') throw DomainError.conflict(LEAVE_REFUSALS.alreadyExists);
  const { actor } = data;
  if (!APPLICANT_ROLES.includes(actor.role)) throw DomainError.forbidden(LEAVE_REFUSALS.applyRoleForbidden);
  if (!isLeaveType(data.leaveType)) throw DomainError.validation(MESSAGES.leaveTypeRequired, 'leaveType');
  if (compareDates(data.fromDate, data.today) < 0) throw DomainError.validation(MESSAGES.startDateInPast, 'fromDate');
  if (compareDates(data.toDate, data.fromDate) < 0) throw DomainError.validation(MESSAGES.endDateBeforeStartHod, 'toDate');
  const reason = leaveReasonField.safeParse(data.reason);
  if (!reason.success) throw DomainError.validation(reason.error.issues[0]?.message ?? MESSAGES.reasonRequired, 'reason');

  const excluded = actor.role === 'hod' ? [] : weekdayHolidaysIn(data.fromDate, data.toDate, data.holidays);
  const numberOfDays = countLeaveDays(actor.role, data.fromDate, data.toDate, excluded);
  if (numberOfDays === 0) throw DomainError.validation(MESSAGES.noWorkingDays, 'toDate');
  const available = data.available[data.leaveType];
  if (numberOfDays > available) {
    throw DomainError.validation(insufficientBalanceMessageHod(data.leaveType, available, numberOfDays), 'leaveType');
  }
  const requested = { fromDate: data.fromDate, toDate: data.toDate };
  if (data.ownOpenLeaves.some((leave) => BLOCKING_STATUSES.includes(leave.status) && rangesOverlap(leave, requested))) {
    throw DomainError.conflict(MESSAGES.overlappingLeave);
  }

  return [
    {
      type: 'LeaveApplied',
      data: {
        leaveId: data.leaveId,
        applicant: actor,
        department: actor.department,
        leaveType: data.leaveType,
        fromDate: data.fromDate,
        toDate: data.toDate,
        numberOfDays,
        reason: reason.data,
        appliedAt: data.now,
        ...(excluded.length > 0 ? { holidays: excluded } : {}),
      },
    },
  ];
}

type StatusCommand = Exclude<LeaveCommand, ApplyLeave>;

function machineEvent(command: StatusCommand): LeaveMachineEvent {
  switch (command.type) {
    case 'ApproveAsHod':
      return { type: 'HOD_APPROVE', actor: command.data.actor, ...standInOf(command) };
    case 'ApproveFinal':
      return { type: 'APPROVE', actor: command.data.actor };
    case 'RejectLeave':
      return { type: 'REJECT', actor: command.data.actor, reason: command.data.reason, ...standInOf(command) };
    case 'CloseLeave':
      return { type: 'CLOSE', reason: command.data.reason };
    case 'WithdrawLeave':
      return { type: 'WITHDRAW', actor: command.data.actor };
    case 'RequestCancellation':
      return { type: 'REQUEST_CANCELLATION', actor: command.data.actor, reason: command.data.reason, today: command.data.today };
    case 'AcceptCancellation':
      return { type: 'ACCEPT_CANCELLATION', actor: command.data.actor, today: command.data.today };
    case 'DeclineCancellation':
      return { type: 'DECLINE_CANCELLATION', actor: command.data.actor, reason: command.data.reason };
  }
}

function standInOf(command: ApproveAsHod | RejectLeave): AsStandIn {
  return command.data.standIn ? { standIn: command.data.standIn } : {};
}

/**
 * Whom a HOD-level decision was taken for: the mandate's HOD, when the decider is not a HOD of the
 * department themselves (nor an admin) and the machine let them act as the stand-in.
 */
function onBehalfOf(command: StatusCommand, department: string): { onBehalfOf: PersonRef } | Record<string, never> {
  if (command.type !== 'ApproveAsHod' && command.type !== 'RejectLeave') return {};
  const { actor, standIn } = command.data;
  if (!standIn || actor.role === 'admin' || (actor.role === 'hod' && actor.department === department)) return {};
  return { onBehalfOf: { id: standIn.mandate.hodId, name: standIn.mandate.hodName } };
}

function applicantNow(command: StatusCommand) {
  switch (command.type) {
    case 'CloseLeave':
    case 'WithdrawLeave':
    case 'RequestCancellation':
      return undefined;
    default:
      return command.data.applicant;
  }
}

function balanceBeforeOf(command: StatusCommand): number | undefined {
  return command.type === 'WithdrawLeave' || command.type === 'RequestCancellation' ? undefined : command.data.balanceBefore;
}

/**
 * The days an accepted cancellation gives back: those from the day after `today` (or from the leave's
 * first day, if later) to its last, counted as the application was (a HOD's calendar days, anyone
 * else's weekdays). Days already in the past, and today, stay taken. Null when no day is left.
 */
export function untakenRange(application: Pick<LeaveApplication, 'fromDate' | 'toDate'>, today: CalendarDate): { fromDate: CalendarDate; toDate: CalendarDate } | null {
  const fromDate = maxDate(application.fromDate, addDays(today, 1));
  return compareDates(fromDate, application.toDate) > 0 ? null : { fromDate, toDate: application.toDate };
}

export function untakenDays(application: LeaveApplication, today: CalendarDate): number {
  const range = untakenRange(application, today);
  return range === null ? 0 : countLeaveDays(application.applicant.role, range.fromDate, range.toDate, application.holidays);
}

function machineContext(application: LeaveApplication, command: StatusCommand): LeaveMachineContext {
  const now = applicantNow(command);
  return {
    applicantId: application.applicant.id,
    applicantRole: now?.role ?? application.applicant.role,
    department: application.department,
    applicantDeleted: now?.deleted ?? false,
    toDate: application.toDate,
  };
}

/** What the decision records about the applicant, when the command says it. */
function decisionFacts(command: StatusCommand): DecisionFacts {
  const role = applicantNow(command)?.role;
  const balanceBefore = balanceBeforeOf(command);
  return { ...(role === undefined ? {} : { applicantRole: role }), ...(balanceBefore === undefined ? {} : { balanceBefore }) };
}

function changeStatus(command: StatusCommand, state: LeaveState): LeaveEvent[] {
  if (state.status === 'none') throw DomainError.notFound(LEAVE_REFUSALS.notFound);
  const next = nextStatus(state.status, machineContext(state, command), machineEvent(command));
  if (next === null) throw refusal(command, state);
  const { now } = command.data;
  const facts = decisionFacts(command);
  switch (command.type) {
    case 'ApproveAsHod':
      return [{ type: 'LeaveHodApproved', data: { by: command.data.actor, at: now, ...onBehalfOf(command, state.department), ...facts } }];
    case 'ApproveFinal':
      return [{ type: 'LeaveApproved', data: { by: command.data.actor, at: now, includesHodLevel: state.status === 'pending', ...facts } }];
    case 'RejectLeave':
      return [{ type: 'LeaveRejected', data: { by: command.data.actor, reason: command.data.reason.trim(), at: now, ...onBehalfOf(command, state.department), ...facts } }];
    case 'CloseLeave':
      // An open cancellation request is declined by the system; an open application is rejected by it.
      if (state.status === 'cancellationRequested') {
        return [{ type: 'LeaveCancellationDeclined', data: { by: SYSTEM_ACTOR, reason: command.data.reason, at: now, ...facts } }];
      }
      return [{ type: 'LeaveRejected', data: { by: SYSTEM_ACTOR, reason: command.data.reason, at: now, ...facts } }];
    case 'WithdrawLeave':
      return [{ type: 'LeaveWithdrawn', data: { by: command.data.actor, at: now } }];
    case 'RequestCancellation':
      return [{ type: 'LeaveCancellationRequested', data: { by: command.data.actor, reason: command.data.reason.trim(), at: now } }];
    case 'AcceptCancellation': {
      const range = untakenRange(state, command.data.today);
      return [
        {
          type: 'LeaveCancelled',
          data: { by: command.data.actor, at: now, fromDate: range?.fromDate ?? addDays(state.toDate, 1), daysCredited: untakenDays(state, command.data.today), ...facts },
        },
      ];
    }
    case 'DeclineCancellation':
      return [{ type: 'LeaveCancellationDeclined', data: { by: command.data.actor, reason: command.data.reason.trim(), at: now, ...facts } }];
  }
}

/** The guards about who acts; the others are about the application (applicantPresent, applicantIsHod) and the input (hasReason). */
const ACTOR_GUARDS: ReadonlySet<LeaveGuard> = new Set(['isHod', 'isAdmin', 'inOwnDepartment', 'notOwnApplication', 'isApplicant', 'standsInForDepartment']);
const aboutActor = (guard: LeaveGuard) => ACTOR_GUARDS.has(guard);

/** What a failed guard of the machine means for the command, in the user's words. */
function refusedBy(guard: LeaveGuard, command: StatusCommand): DomainError {
  const cancellationDecision = command.type === 'AcceptCancellation' || command.type === 'DeclineCancellation';
  if (cancellationDecision && ['isHod', 'isAdmin', 'inOwnDepartment', 'applicantIsHod'].includes(guard)) {
    return DomainError.forbidden(LEAVE_REFUSALS.cancellationDecisionForbidden);
  }
  if (cancellationDecision && guard === 'notOwnApplication') return DomainError.forbidden(LEAVE_REFUSALS.ownCancellationDecision);
  switch (guard) {
    case 'isHod':
      return DomainError.forbidden(command.type === 'ApproveAsHod' ? LEAVE_REFUSALS.hodApproveForbidden : LEAVE_REFUSALS.rejectForbidden);
    case 'isAdmin':
      return DomainError.forbidden(command.type === 'ApproveFinal' ? LEAVE_REFUSALS.finalApproveForbidden : LEAVE_REFUSALS.rejectForbidden);
    case 'inOwnDepartment':
      return DomainError.forbidden(LEAVE_REFUSALS.otherDepartment);
    case 'standsInForDepartment':
      return DomainError.forbidden(command.type === 'ApproveAsHod' ? LEAVE_REFUSALS.hodApproveForbidden : LEAVE_REFUSALS.rejectForbidden);
    case 'notOwnApplication':
      return DomainError.forbidden(command.type === 'RejectLeave' ? LEAVE_REFUSALS.ownRejection : LEAVE_REFUSALS.ownApproval);
    case 'applicantPresent':
      return DomainError.conflict(LEAVE_REFUSALS.applicantDeleted);
    case 'applicantIsHod':
      return DomainError.conflict(LEAVE_REFUSALS.requiresHodApproval);
    case 'hasReason':
      if (command.type === 'RequestCancellation') return DomainError.validation(MESSAGES.cancellationReasonRequired, 'reason');
      if (command.type === 'DeclineCancellation') return DomainError.validation(MESSAGES.declineReasonRequired, 'reason');
      return DomainError.validation(MESSAGES.rejectionReasonRequired, 'rejectionReason');
    case 'isApplicant':
      return DomainError.forbidden(command.type === 'WithdrawLeave' ? LEAVE_REFUSALS.withdrawForbidden : LEAVE_REFUSALS.cancellationRequestForbidden);
    case 'notEnded':
      return DomainError.conflict(LEAVE_REFUSALS.leaveEnded);
  }
}

/**
 * Why the machine refused, read from its guards: someone whom no status lets do this is refused by the
 * first actor guard that fails (403); someone who could do it in another status meets the status (409);
 * otherwise the guard that failed here speaks (the application's, or the input's).
 */
function refusal(command: StatusCommand, application: LeaveApplication): DomainError {
  const event = machineEvent(command);
  const context = machineContext(application, command);
  const accepting = statusesAccepting(event.type);
  const here = judgeTransition(application.status, context, event);
  if (!accepting.some((status) => judgeTransition(status, context, event, aboutActor) === 'allowed')) {
    const judgedAt = here === 'no-transition' ? accepting[0]! : application.status;
    const failed = judgeTransition(judgedAt, context, event, aboutActor);
    if (failed !== 'allowed' && failed !== 'no-transition') return refusedBy(failed, command);
  }
  if (here === 'no-transition' || here === 'allowed' || aboutActor(here)) return statusConflict(application.status, command);
  return refusedBy(here, command);
}

function statusConflict(status: LeaveStatus, command: StatusCommand): DomainError {
  if (status === 'approved' && command.type === 'WithdrawLeave') return DomainError.conflict(LEAVE_REFUSALS.approvedNotWithdrawable);
  if ((status === 'pending' || status === 'hodApproved') && command.type === 'RequestCancellation') return DomainError.conflict(LEAVE_REFUSALS.notApprovedNotCancellable);
  if (status === 'approved' && (command.type === 'AcceptCancellation' || command.type === 'DeclineCancellation')) return DomainError.conflict(LEAVE_REFUSALS.noCancellationRequest);
  switch (status) {
    case 'hodApproved':
      return DomainError.conflict(LEAVE_REFUSALS.alreadyHodApproved);
    case 'approved':
      return DomainError.conflict(LEAVE_REFUSALS.alreadyApproved);
    case 'rejected':
      return DomainError.conflict(LEAVE_REFUSALS.alreadyRejected);
    case 'withdrawn':
      return DomainError.conflict(LEAVE_REFUSALS.alreadyWithdrawn);
    case 'cancelled':
      return DomainError.conflict(LEAVE_REFUSALS.alreadyCancelled);
    case 'cancellationRequested':
      return DomainError.conflict(LEAVE_REFUSALS.cancellationAlreadyRequested);
    case 'pending':
      return DomainError.conflict(LEAVE_REFUSALS.notPossible);
  }
}
