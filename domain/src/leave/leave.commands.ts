// The commands on a leave application (what a person or the system asks of it, with the facts the decider
// needs read beforehand) and the refusals the decider answers them with. `decide` (leave.decider.ts) turns
// a command and the application's state into events.

import type { ClassAdjustmentContext } from '../timetable/class-adjustment';
import type { Coverage } from '../timetable/arrangements';
import type { CalendarDate, DayHalf, DaySpan } from '../dates';
import { UI_MESSAGES } from '../contracts/messages';
import type { Role } from '../people/roles';
import type { LeavePolicy } from '../policy/policy.schema';
import type { AwayLeave } from '../policy/policy.calendar';
import type { OfficeHolders } from '../policy/policy.routes';
import type { AttachmentFacts } from './leave.attachments';
import type { Actor, Applicant } from './leave.events';
import type { OfficeMandate, StandInMandate } from './leave.machine';
import type { LeaveBalance, LeaveStatus } from './leave.policy';

export interface OwnLeave extends DaySpan {
  status: LeaveStatus;
  /** Its type: the sandwich rule counts the days between two of the same type (issue 46). */
  leaveType?: string;
}

/**
 * Facts an application is judged on beyond its own fields, each read by its owner with the command's reads
 * (core/src/leave/context-fact.ts): a new one is a field here and its fact there.
 */
export interface ApplyContext extends ClassAdjustmentContext {
  /**
   * The leave of the others of the applicant's department (pending, HOD-approved, approved, cancellation
   * asked) with a day in the range: the department cap counts them (policy.calendar.ts). Absent: no cap is judged.
   */
  departmentAway?: readonly AwayLeave[];
  /** How many live, active employees and HODs the applicant's department has: the cap's percent is of them. */
  departmentSize?: number;
  /** The calendar's optional holidays in the range (restricted holidays, policy.calendar.ts); they are working days for every other count. */
  optionalHolidays?: readonly CalendarDate[];
  /** Issue 46: the holidays (not the optional ones) within two weeks of the range: the days between it and the applicant's other leave of the type. */
  holidaysAround?: readonly CalendarDate[];
  /** How many restricted holidays the applicant has taken (pending, HOD-approved, approved, cancellation asked) in the year of the first day. */
  restrictedHolidaysTaken?: number;
  /**
   * Who holds each office of the policy's routes for this applicant (the department's HODs, the admins,
   * the named holders of the college's offices): the route is resolved against them and recorded. Absent
   * (tests of the decider alone), no route is recorded and the application goes the default way.
   */
  officeHolders?: OfficeHolders;
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
    /** 'second': the leave starts at noon of its first day; absent or 'first', in the morning. */
    fromHalf?: DayHalf | undefined;
    /** 'first': the leave ends at noon of its last day; absent or 'second', in the evening. */
    toHalf?: DayHalf | undefined;
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
    /**
     * The leave policy in force on the first day of leave: its type's application rules (who may take it,
     * notice, the longest application, whether it needs a balance). Without it only the rules of
     * docs/rules.md apply, as under the default policy.
     */
    policy?: LeavePolicy;
    /** Files sent with the application (a medical certificate): recorded with it, in the same transaction. */
    attachments?: readonly AttachmentFacts[];
    /** Issue 46: who records the application for the applicant (POST /leaves `onBehalfOf`): only an admin may. */
    recordedBy?: Actor;
    /** Issue 46: why it is recorded inside a blackout window; only with an admin's `recordedBy`. */
    overrideReason?: string;
  } & ApplyContext;
}

/**
 * A claim of compensatory leave (issue 20): a day worked on a weekend or a college holiday, for which the
 * policy's claimed type credits `days` once the HOD and the admin approve it like an application.
 */
export interface ClaimCompOff {
  type: 'ClaimCompOff';
  data: {
    actor: Applicant;
    leaveId: string;
    leaveType: string;
    workedOn: CalendarDate;
    /** 1, or 0.5 for half a day worked. */
    days: number;
    reason: string;
    today: CalendarDate;
    /** ISO datetime. */
    now: string;
    /** The college's holidays on the day worked (it is one, or a weekend day, or the claim is refused). */
    holidays: readonly CalendarDate[];
    /** The leave policy in force today, when the claim is made: the claimed types and when their days lapse. */
    policy: LeavePolicy;
    /** The days the applicant already claimed (open or approved claims): a day is claimed once. */
    claimedDays: readonly CalendarDate[];
  };
}

/**
 * The applicant as they are at the decision. The api always gives it (and the balance): their current
 * role rules the approval path, and both are recorded in the event. Without it (tests of the machine
 * alone) the role recorded when they applied is used and nothing more is recorded.
 */
export interface DecisionContext {
  applicant?: { role: Role; deleted: boolean };
  /**
   * Issue 46, the sandwich rule across applications: the applicant's other leave of the type that is taken
   * (approved, cancellation asked) within two weeks of the application, and the holidays around it (not
   * the optional ones). Absent: no days between two applications are counted.
   */
  sameTypeTaken?: readonly DaySpan[];
  holidaysAround?: readonly CalendarDate[];
  /** The applicant's balance of the leave's type as the decider saw it. */
  balanceBefore?: number;
  /** Issue 45: the application's classes covered of those it has (absent: it has none). */
  coverage?: Coverage;
  /** Issue 45: the HOD approves with classes not covered, for this reason. */
  uncoveredReason?: string | undefined;
}

/**
 * A HOD's decision taken by their stand-in: the mandate, and today in APP_TIMEZONE; a routed step's taken
 * by the stand-in of an office's holder: the namings the decider holds for offices (issue 43).
 */
export interface StandInDecision {
  standIn?: { mandate: StandInMandate; today: CalendarDate };
  officeStandIn?: { mandates: readonly OfficeMandate[]; today: CalendarDate };
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

/**
 * A decision on the waiting step of an application with a recorded route (issue 43, POST
 * /leaves/:id/decisions): by a holder of its office, or the HOD's stand-in for a `hod` step.
 */
export interface DecideStep {
  type: 'DecideStep';
  data: { actor: Actor; decision: 'approve' | 'reject'; reason?: string | undefined; now: string } & DecisionContext & StandInDecision;
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

/** The applicant attaches a file to their open application (the machine's ATTACH). */
export interface AddAttachment {
  type: 'AddAttachment';
  data: { actor: Actor; attachment: AttachmentFacts; now: string };
}

export type LeaveCommand =
  | ApplyLeave
  | ClaimCompOff
  | ApproveAsHod
  | ApproveFinal
  | RejectLeave
  | CloseLeave
  | WithdrawLeave
  | RequestCancellation
  | AcceptCancellation
  | DeclineCancellation
  | AddAttachment
  | DecideStep;

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
  compOffNotCancellable: 'A claim of compensatory leave cannot be cancelled',
  /** A decision sent with the version the client saw (If-Match) when the application has changed since. */
  staleVersion: 'This application was changed by someone else. Please reload and try again.',
} as const;

/** The reason recorded when deleting a person closes their open applications. */
export const EMPLOYEE_RECORD_DELETED = 'Employee record deleted';

