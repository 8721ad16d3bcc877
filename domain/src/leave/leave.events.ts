// The leave application's events, its state and `evolve`, which folds the events of one `leave-<id>`
// stream into that state. Events are facts: evolve never refuses one. One file though over 300 lines: the
// event types, the state and `evolve` change together (a new event is a type, a case and often a field).

import type { CalendarDate, DayHalf, DaySpan } from '../dates';
import type { Role } from '../people/roles';
import { eventTypes } from '../event-types';
import type { LeaveCode, LeaveStatus } from './leave.policy';
import type { AttachmentFacts } from './leave.attachments';
import type { ResolvedStep, RouteTimers } from '../policy/policy.routes';

/** Who did something, as recorded in the event. */
export interface Actor {
  id: string;
  name: string;
  role: Role;
  department: string | null;
}

export interface Applicant {
  id: string;
  name: string;
  employeeId: string | null;
  role: Role;
  department: string;
}

/** What an application is when it is made; the application keeps all of it. */
export interface AppliedLeave {
  leaveId: string;
  applicant: Applicant;
  department: string;
  leaveType: LeaveCode;
  fromDate: CalendarDate;
  toDate: CalendarDate;
  /** 'second' when the leave starts at noon of its first day; absent for a start in the morning. */
  fromHalf?: DayHalf;
  /** 'first' when the leave ends at noon of its last day; absent for an end in the evening. */
  toHalf?: DayHalf;
  /** In halves: 1.5 is a day and a half. */
  numberOfDays: number;
  reason: string;
  /** ISO datetime. */
  appliedAt: string;
  /**
   * The college's holidays on weekdays of the range that the count left out (an employee's application
   * only); every later count of this leave's days (debits, credits) leaves out the same ones. Absent in
   * applications made before holidays existed, and when there were none.
   */
  holidays?: CalendarDate[];
  /**
   * True when the type's policy in force on the first day needed no balance (leave without pay, or a type
   * granted without an allowance): its approval debits nothing and its cancellation credits nothing.
   * Absent otherwise, and in applications made before policies existed.
   */
  noBalance?: true;
  /**
   * 'compOff': a claim of compensatory leave for a day worked on a holiday or weekend (`fromDate` =
   * `toDate` = that day, `numberOfDays` 1 or 0.5); its final approval credits the days instead of debiting
   * them, lapsing on `creditExpiresOn`. Absent for an application for leave.
   */
  kind?: 'compOff';
  /** Of a claim: the day its credit lapses (the policy's `expiresAfterDays` after the day worked). */
  creditExpiresOn?: CalendarDate;
  /**
   * How its days are counted when the type's policy set it for everyone ('working' or 'calendar'); absent
   * when they count by the applicant's role, as before policies. Every later count (debits, credits,
   * payroll) counts the same way.
   */
  counting?: 'working' | 'calendar' | 'sandwich';
  /** Issue 46: the days counted that are not working days, each with why ('Sat 12 Dec: between two leave days'). */
  countedDays?: string[];
  /** Issue 46: what the application was let through with (the department cap in 'warn' mode: '3 of 12 away on 9 Dec, ...'). */
  warnings?: string[];
  /** Issue 46: the admin who recorded the application for its applicant (POST /leaves `onBehalfOf`). */
  recordedBy?: PersonRef;
  /** Issue 46: why the admin recorded it inside a blackout window (POST /leaves `overrideReason`). */
  overrideReason?: string;
  /**
   * The approval route fixed when it was made (issue 43): its steps in order, each with its office and the
   * approvers then, a step whose only approver was the applicant marked skipped. Absent in applications
   * made before routes existed: they go the default way, the department's HOD then the admin.
   */
  route?: ResolvedStep[];
  /** The route's reminder and escalation (issue 43), when it has them, fixed with it. */
  routeTimers?: RouteTimers;
}

/** What `countLeaveDays` counts an application's days by: its recorded counting, or its applicant's role. */
export function countingOf(application: Pick<AppliedLeave, 'counting' | 'applicant'>): string {
  return application.counting ?? application.applicant.role;
}

export interface LeaveApplied {
  type: 'LeaveApplied';
  data: AppliedLeave;
}

/** What every LeaveApplied records beside its applicant: the type, the days (halves only when set), the reason and when. */
export interface AppliedSpan {
  leaveId: string;
  leaveType: LeaveCode;
  span: DaySpan;
  numberOfDays: number;
  reason: string;
  appliedAt: string;
}

/**
 * The LeaveApplied of an application or a comp-off claim, built once: the applicant and their department,
 * the span, its days, the reason and the moment, then `facts`, what only some record (the holidays left
 * out, no balance, the counting; a claim's kind and the day its credit lapses).
 */
export function leaveApplied(applicant: Applicant, applied: AppliedSpan, facts: Pick<AppliedLeave, 'holidays' | 'noBalance' | 'counting' | 'kind' | 'creditExpiresOn' | 'route' | 'routeTimers' | 'countedDays' | 'warnings' | 'recordedBy' | 'overrideReason'> = {}): LeaveApplied {
  const { span } = applied;
  return {
    type: 'LeaveApplied',
    data: {
      leaveId: applied.leaveId,
      applicant,
      department: applicant.department,
      leaveType: applied.leaveType,
      fromDate: span.fromDate,
      toDate: span.toDate,
      ...(span.fromHalf === undefined ? {} : { fromHalf: span.fromHalf }),
      ...(span.toHalf === undefined ? {} : { toHalf: span.toHalf }),
      numberOfDays: applied.numberOfDays,
      reason: applied.reason,
      appliedAt: applied.appliedAt,
      ...facts,
    },
  };
}

/**
 * What every decision records about the applicant as the decider saw them: their role then (which ruled
 * the approval path) and their balance of the leave's type. Absent in decisions recorded before both were.
 */
export interface DecisionFacts {
  applicantRole?: Role;
  balanceBefore?: number;
  /** Issue 45: the HOD approved with classes not covered, and why (decision 0350). */
  uncoveredReason?: string;
}

/**
 * Of an application with a recorded route (issue 43): the step the decision took, its index in the route
 * and its office. Absent on the default route's decisions.
 */
export interface RouteStepRef {
  step?: number;
  office?: string;
  /** The step's office name ('Principal') and its place among the steps to decide ('step 2 of 3'), for the audit's sentence (recorded since issue 43b). */
  stepName?: string;
  place?: { step: number; steps: number };
}

/** A HOD-level decision (or a routed step's) taken by a stand-in names whom it was taken for: 'by X on behalf of Y'. */
export interface OnBehalfOf {
  onBehalfOf?: PersonRef;
}

export interface LeaveHodApproved {
  type: 'LeaveHodApproved';
  /** Of a routed application, any step but the last (the HOD's or another office's). */
  data: { by: Actor; at: string } & DecisionFacts & OnBehalfOf & RouteStepRef;
}

export interface LeaveApproved {
  type: 'LeaveApproved';
  /** includesHodLevel: the admin approved a HOD's own application, which has no HOD level above it. */
  data: { by: Actor; at: string; includesHodLevel: boolean } & DecisionFacts & OnBehalfOf & RouteStepRef;
}

export interface LeaveRejected {
  type: 'LeaveRejected';
  data: { by: Actor; reason: string; at: string } & DecisionFacts & OnBehalfOf & RouteStepRef;
}

export interface LeaveWithdrawn {
  type: 'LeaveWithdrawn';
  data: { by: Actor; at: string };
}

export interface LeaveCancellationRequested {
  type: 'LeaveCancellationRequested';
  data: { by: Actor; reason: string; at: string };
}

export interface LeaveCancelled {
  type: 'LeaveCancelled';
  /**
   * fromDate: the first day credited back (the day after the decision, or the leave's first day if later);
   * daysCredited: the days the applicant's ledger gets back (its `BalanceCredited` entries add up to it).
   */
  data: { by: Actor; at: string; fromDate: CalendarDate; daysCredited: number } & DecisionFacts;
}

export interface LeaveCancellationDeclined {
  type: 'LeaveCancellationDeclined';
  data: { by: Actor; reason: string; at: string } & DecisionFacts;
}

/** The applicant attached a file (issue 21); its bytes are stored beside the event, in the same transaction. */
export interface AttachmentAdded {
  type: 'AttachmentAdded';
  data: AttachmentFacts & { uploadedBy: Actor; at: string };
}

/**
 * A routed application's waiting step waited longer than its route's `escalateAfterHours` (issue 43): it
 * moves to `to` (the route's `escalateTo`, resolved when the application was made), put in after it.
 */
export interface LeaveStepEscalated {
  type: 'LeaveStepEscalated';
  data: { step: number; from: string; to: ResolvedStep; reason: string; at: string; hours: number };
}

/** A routed application's waiting step waited longer than its route's `remindAfterHours`: its approvers were reminded. */
export interface LeaveStepReminded {
  type: 'LeaveStepReminded';
  data: { step: number; office: string; at: string; hours: number };
}

/** The actor of what the system does by itself, e.g. closing the applications of a deleted person. */
export const SYSTEM_ACTOR: Actor = { id: '', name: 'System', role: 'admin', department: null };

export type LeaveEvent =
  | LeaveApplied
  | LeaveHodApproved
  | LeaveApproved
  | LeaveRejected
  | LeaveWithdrawn
  | LeaveCancellationRequested
  | LeaveCancelled
  | LeaveCancellationDeclined
  | AttachmentAdded
  | LeaveStepEscalated
  | LeaveStepReminded;
export type LeaveEventType = LeaveEvent['type'];

export const leaveEventTypes = eventTypes<LeaveEvent>({
  LeaveApplied: true,
  LeaveHodApproved: true,
  LeaveApproved: true,
  LeaveRejected: true,
  LeaveWithdrawn: true,
  LeaveCancellationRequested: true,
  LeaveCancelled: true,
  LeaveCancellationDeclined: true,
  AttachmentAdded: true,
  LeaveStepEscalated: true,
  LeaveStepReminded: true,
});

export interface PersonRef {
  id: string;
  name: string;
}

/** A file of the application as its answers carry it. */
export interface LeaveAttachment extends AttachmentFacts {
  /** ISO datetime. */
  uploadedAt: string;
  uploadedBy: PersonRef;
}

export interface LeaveApplication extends AppliedLeave {
  status: LeaveStatus;
  hodApprovedBy: PersonRef | null;
  approvedBy: PersonRef | null;
  rejectedBy: PersonRef | null;
  rejectionReason: string | null;
  /** The reason of the applicant's last request to cancel the approved leave. */
  cancellationReason: string | null;
  /** Who accepted or declined the last cancellation request. */
  cancellationDecidedBy: PersonRef | null;
  /** Why the last cancellation request was declined (null once another is asked for). */
  cancellationDeclineReason: string | null;
  /** Of a cancelled leave: the first day given back; the days before it stay taken. */
  cancelledFrom: CalendarDate | null;
  /** The files attached, in the order they came. */
  attachments: LeaveAttachment[];
  /** ISO datetime of the last event. */
  updatedAt: string;
  /** How many events the stream holds: the expected version for the next append. */
  version: number;
  /** Of an application with a recorded route: each step decided so far, in order. */
  stepDecisions?: StepDecision[];
  /** Issue 45: why the HOD approved with classes not covered. */
  uncoveredReason?: string;
}

/** A step of a routed application decided: by whom, when, how. */
export interface StepDecision {
  step: number;
  decision: 'approved' | 'rejected';
  by: PersonRef;
  at: string;
}

function withStepDecision(state: LeaveApplication, data: RouteStepRef & { by: Actor; at: string }, decision: StepDecision['decision']): Pick<LeaveApplication, 'stepDecisions'> {
  if (data.step === undefined) return state.stepDecisions === undefined ? {} : { stepDecisions: state.stepDecisions };
  return { stepDecisions: [...(state.stepDecisions ?? []), { step: data.step, decision, by: personRef(data.by), at: data.at }] };
}

export type LeaveState = { status: 'none'; version: 0 } | LeaveApplication;

export const initialLeaveState: LeaveState = { status: 'none', version: 0 };

function personRef(actor: Actor): PersonRef {
  return { id: actor.id, name: actor.name };
}

export function evolve(state: LeaveState, event: LeaveEvent): LeaveState {
  if (event.type === 'LeaveApplied') {
    const { data } = event;
    return {
      ...data,
      status: 'pending',
      hodApprovedBy: null,
      approvedBy: null,
      rejectedBy: null,
      rejectionReason: null,
      cancellationReason: null,
      cancellationDecidedBy: null,
      cancellationDeclineReason: null,
      cancelledFrom: null,
      attachments: [],
      updatedAt: data.appliedAt,
      version: state.version + 1,
    };
  }
  if (state.status === 'none') return state;
  const version = state.version + 1;
  switch (event.type) {
    case 'LeaveHodApproved': {
      // A routed application's step of another office than the HOD's leaves hodApprovedBy as it was.
      const byHod = event.data.office === undefined || event.data.office === 'hod';
      return {
        ...state,
        status: 'hodApproved',
        hodApprovedBy: byHod ? personRef(event.data.by) : state.hodApprovedBy,
        ...withStepDecision(state, event.data, 'approved'),
        ...(event.data.uncoveredReason ? { uncoveredReason: event.data.uncoveredReason } : {}),
        updatedAt: event.data.at,
        version,
      };
    }
    case 'LeaveApproved':
      return {
        ...state,
        status: 'approved',
        hodApprovedBy: event.data.includesHodLevel ? personRef(event.data.by) : state.hodApprovedBy,
        approvedBy: personRef(event.data.by),
        ...(event.data.uncoveredReason ? { uncoveredReason: event.data.uncoveredReason } : {}),
        ...withStepDecision(state, event.data, 'approved'),
        updatedAt: event.data.at,
        version,
      };
    case 'LeaveRejected':
      return {
        ...state,
        status: 'rejected',
        rejectedBy: personRef(event.data.by),
        rejectionReason: event.data.reason,
        ...withStepDecision(state, event.data, 'rejected'),
        updatedAt: event.data.at,
        version,
      };
    case 'LeaveWithdrawn':
      return { ...state, status: 'withdrawn', updatedAt: event.data.at, version };
    case 'LeaveCancellationRequested':
      return {
        ...state,
        status: 'cancellationRequested',
        cancellationReason: event.data.reason,
        cancellationDecidedBy: null,
        cancellationDeclineReason: null,
        updatedAt: event.data.at,
        version,
      };
    case 'LeaveCancelled':
      return { ...state, status: 'cancelled', cancellationDecidedBy: personRef(event.data.by), cancelledFrom: event.data.fromDate, updatedAt: event.data.at, version };
    case 'LeaveCancellationDeclined':
      return {
        ...state,
        status: 'approved',
        cancellationDecidedBy: personRef(event.data.by),
        cancellationDeclineReason: event.data.reason,
        updatedAt: event.data.at,
        version,
      };
    case 'AttachmentAdded': {
      const { uploadedBy, at, ...file } = event.data;
      return { ...state, attachments: [...state.attachments, { ...file, uploadedAt: at, uploadedBy: personRef(uploadedBy) }], updatedAt: at, version };
    }
    case 'LeaveStepEscalated': {
      // The step is kept, marked; the office it escalated to is the step after it (the indices of the steps decided before stay).
      const { step, to, reason, at } = event.data;
      const route = [...(state.route ?? [])];
      const from = route[step];
      if (!from) return { ...state, version };
      route.splice(step, 1, { ...from, escalated: { at, reason } }, { ...to, byEscalation: true });
      return { ...state, route, updatedAt: at, version };
    }
    case 'LeaveStepReminded': {
      const route = (state.route ?? []).map((step, at) => (at === event.data.step ? { ...step, reminded: event.data.at } : step));
      return { ...state, route, version };
    }
  }
}

/** The state after a whole stream. */
export function foldLeave(events: readonly LeaveEvent[]): LeaveState {
  return events.reduce(evolve, initialLeaveState);
}
