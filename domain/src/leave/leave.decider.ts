// Commands on a leave application and `decide`, which turns a command and the current state into new
// events or a DomainError. The XState machine decides every status change; the pure checks here validate
// an application, and a refused status change is explained by the machine guard that failed.

import { compareDates, countLeaveDays, rangesOverlap, type CalendarDate } from '../dates';
import { DomainError } from '../errors';
import { MESSAGES, leaveReasonField } from '../contracts/fields';
import { insufficientBalanceMessageHod } from '../contracts/forms';
import { UI_MESSAGES } from '../contracts/messages';
import type { Role } from '../people/roles';
import { isLeaveType, type LeaveBalance, type LeaveStatus } from './leave.policy';
import { judgeTransition, nextStatus, statusesAccepting, type LeaveGuard, type LeaveMachineContext, type LeaveMachineEvent } from './leave.machine';
import { SYSTEM_ACTOR, type Actor, type Applicant, type DecisionFacts, type LeaveApplication, type LeaveEvent, type LeaveState } from './leave.events';

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

export interface ApproveAsHod {
  type: 'ApproveAsHod';
  data: { actor: Actor; now: string } & DecisionContext;
}

export interface ApproveFinal {
  type: 'ApproveFinal';
  data: { actor: Actor; now: string } & DecisionContext;
}

export interface RejectLeave {
  type: 'RejectLeave';
  data: { actor: Actor; reason: string; now: string } & DecisionContext;
}

/** The system closes an open application (its applicant's record was deleted): a rejection by 'System'. */
export interface CloseLeave {
  type: 'CloseLeave';
  data: { reason: string; now: string; balanceBefore?: number };
}

export type LeaveCommand = ApplyLeave | ApproveAsHod | ApproveFinal | RejectLeave | CloseLeave;

const APPLICANT_ROLES: readonly Role[] = ['employee', 'hod'];
/** An application blocks its dates until it is rejected. */
const BLOCKING_STATUSES: readonly LeaveStatus[] = ['pending', 'hodApproved', 'approved'];

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

  const numberOfDays = countLeaveDays(actor.role, data.fromDate, data.toDate);
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
      },
    },
  ];
}

type StatusCommand = ApproveAsHod | ApproveFinal | RejectLeave | CloseLeave;

function machineEvent(command: StatusCommand): LeaveMachineEvent {
  switch (command.type) {
    case 'ApproveAsHod':
      return { type: 'HOD_APPROVE', actor: command.data.actor };
    case 'ApproveFinal':
      return { type: 'APPROVE', actor: command.data.actor };
    case 'RejectLeave':
      return { type: 'REJECT', actor: command.data.actor, reason: command.data.reason };
    case 'CloseLeave':
      return { type: 'CLOSE', reason: command.data.reason };
  }
}

function applicantNow(command: StatusCommand) {
  return command.type === 'CloseLeave' ? undefined : command.data.applicant;
}

function machineContext(application: LeaveApplication, command: StatusCommand): LeaveMachineContext {
  const now = applicantNow(command);
  return {
    applicantId: application.applicant.id,
    applicantRole: now?.role ?? application.applicant.role,
    department: application.department,
    applicantDeleted: now?.deleted ?? false,
  };
}

/** What the decision records about the applicant, when the command says it. */
function decisionFacts(command: StatusCommand): DecisionFacts {
  const role = applicantNow(command)?.role;
  const { balanceBefore } = command.data;
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
      return [{ type: 'LeaveHodApproved', data: { by: command.data.actor, at: now, ...facts } }];
    case 'ApproveFinal':
      return [{ type: 'LeaveApproved', data: { by: command.data.actor, at: now, includesHodLevel: state.status === 'pending', ...facts } }];
    case 'RejectLeave':
      return [{ type: 'LeaveRejected', data: { by: command.data.actor, reason: command.data.reason.trim(), at: now, ...facts } }];
    case 'CloseLeave':
      return [{ type: 'LeaveRejected', data: { by: SYSTEM_ACTOR, reason: command.data.reason, at: now, ...facts } }];
  }
}

/** The guards about who acts; the others are about the application (applicantPresent, applicantIsHod) and the input (hasReason). */
const ACTOR_GUARDS: ReadonlySet<LeaveGuard> = new Set(['isHod', 'isAdmin', 'inOwnDepartment', 'notOwnApplication']);
const aboutActor = (guard: LeaveGuard) => ACTOR_GUARDS.has(guard);

/** What a failed guard of the machine means for the command, in the user's words. */
function refusedBy(guard: LeaveGuard, command: StatusCommand): DomainError {
  switch (guard) {
    case 'isHod':
      return DomainError.forbidden(command.type === 'ApproveAsHod' ? LEAVE_REFUSALS.hodApproveForbidden : LEAVE_REFUSALS.rejectForbidden);
    case 'isAdmin':
      return DomainError.forbidden(command.type === 'ApproveFinal' ? LEAVE_REFUSALS.finalApproveForbidden : LEAVE_REFUSALS.rejectForbidden);
    case 'inOwnDepartment':
      return DomainError.forbidden(LEAVE_REFUSALS.otherDepartment);
    case 'notOwnApplication':
      return DomainError.forbidden(command.type === 'RejectLeave' ? LEAVE_REFUSALS.ownRejection : LEAVE_REFUSALS.ownApproval);
    case 'applicantPresent':
      return DomainError.conflict(LEAVE_REFUSALS.applicantDeleted);
    case 'applicantIsHod':
      return DomainError.conflict(LEAVE_REFUSALS.requiresHodApproval);
    case 'hasReason':
      return DomainError.validation(MESSAGES.rejectionReasonRequired, 'rejectionReason');
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
  if (here === 'no-transition' || here === 'allowed' || aboutActor(here)) return statusConflict(application.status);
  return refusedBy(here, command);
}

function statusConflict(status: LeaveStatus): DomainError {
  switch (status) {
    case 'hodApproved':
      return DomainError.conflict(LEAVE_REFUSALS.alreadyHodApproved);
    case 'approved':
      return DomainError.conflict(LEAVE_REFUSALS.alreadyApproved);
    case 'rejected':
      return DomainError.conflict(LEAVE_REFUSALS.alreadyRejected);
    case 'pending':
      return DomainError.conflict(LEAVE_REFUSALS.notPossible);
  }
}
