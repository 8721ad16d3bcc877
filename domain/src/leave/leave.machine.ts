// The status machine of a leave application (docs/rules.md). It is the one place that says who may move
// an application from its status to the next: the decider asks it, and explains a refusal by naming
// the first of the machine's own guards that failed (judgeTransition), never by restating them.

import { and, or, setup } from 'xstate';
import { compareDates, type CalendarDate } from '../dates';
import type { Role } from '../people/roles';
import { LEAVE_STATUSES, type LeaveStatus } from './leave.policy';
import type { Actor } from './leave.events';
import { officeMandateFor, type OfficeMandate } from './leave.office-stand-in';

export { officeMandateFor, type OfficeMandate } from './leave.office-stand-in';

export interface LeaveMachineContext {
  applicantId: string;
  /** The applicant's role now, at the decision: someone made HOD meanwhile is decided on as a HOD. */
  applicantRole: Role;
  department: string;
  /** The applicant's employee record was deleted (their open applications are closed with it). */
  applicantDeleted?: boolean;
  /** The leave's last day: a cancellation can be asked for until it has passed. */
  toDate?: CalendarDate;
  /** A claim of compensatory leave (a day worked): decided like an application, never cancelled. */
  claim?: boolean;
  /**
   * Of an application with a recorded route (issue 43): the step that waits, its offices, the approvers
   * recorded for them, and whether it is the last step left.
   */
  waitingStep?: { offices: readonly string[]; approverIds: readonly string[]; last: boolean };
}

/**
 * A stand-in named for a HOD (docs/rules.md 'Stand-ins'): from `from` to `to` (both included) the person
 * it names decides the department's pending applications as its HOD would.
 */
export interface StandInMandate {
  hodId: string;
  hodName: string;
  department: string;
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * A decision taken as someone's stand-in carries the mandate and the day it is taken on: a HOD's
 * (`standIn`), and the namings the decider holds for offices' holders (`officeStandIn`, issue 43).
 */
export interface AsStandIn {
  standIn?: { mandate: StandInMandate; today: CalendarDate };
  officeStandIn?: { mandates: readonly OfficeMandate[]; today: CalendarDate };
}

export type LeaveMachineEvent =
  | ({ type: 'HOD_APPROVE'; actor: Actor } & AsStandIn)
  | { type: 'APPROVE'; actor: Actor }
  | ({ type: 'REJECT'; actor: Actor; reason: string } & AsStandIn)
  /** The system closes an open application whose applicant's record was deleted; no person acts. */
  | { type: 'CLOSE'; reason: string }
  /** The applicant takes back an application that is still open. */
  | { type: 'WITHDRAW'; actor: Actor }
  /** The applicant asks to cancel an approved leave that has not ended (`today` in APP_TIMEZONE). */
  | { type: 'REQUEST_CANCELLATION'; actor: Actor; reason: string; today: CalendarDate }
  | { type: 'ACCEPT_CANCELLATION'; actor: Actor; today: CalendarDate }
  | { type: 'DECLINE_CANCELLATION'; actor: Actor; reason: string }
  /** The applicant attaches a file (a certificate) to their application while it is open; the status stays. */
  | { type: 'ATTACH'; actor: Actor }
  /** A holder of a routed application's waiting step approves it: more steps wait, or it was the last. */
  | ({ type: 'STEP_APPROVE'; actor: Actor } & AsStandIn)
  | ({ type: 'STEP_APPROVE_LAST'; actor: Actor } & AsStandIn)
  | ({ type: 'STEP_REJECT'; actor: Actor; reason: string } & AsStandIn);

type GuardArgs = { context: LeaveMachineContext; event: LeaveMachineEvent };

const actorOf = (event: LeaveMachineEvent) => (event.type === 'CLOSE' ? null : event.actor);

/** The office namings a step's decision carries (issue 43). */
const officeStandInOf = (event: LeaveMachineEvent) => (event.type === 'STEP_APPROVE' || event.type === 'STEP_APPROVE_LAST' || event.type === 'STEP_REJECT' ? event.officeStandIn : undefined);

const leaveGuards = {
  isHod: ({ event }: GuardArgs) => actorOf(event)?.role === 'hod',
  isAdmin: ({ event }: GuardArgs) => actorOf(event)?.role === 'admin',
  inOwnDepartment: ({ context, event }: GuardArgs) => actorOf(event)?.department === context.department,
  notOwnApplication: ({ context, event }: GuardArgs) => actorOf(event)?.id !== context.applicantId,
  // A stand-in acts for the department's HOD, only for that department, only within the named days, and
  // never on the application of the HOD they stand in for (that one waits for the admin).
  standsInForDepartment: ({ context, event }: GuardArgs) => {
    const standIn = event.type === 'HOD_APPROVE' || event.type === 'REJECT' || event.type === 'STEP_APPROVE' || event.type === 'STEP_APPROVE_LAST' || event.type === 'STEP_REJECT' ? event.standIn : undefined;
    return (
      standIn !== undefined &&
      standIn.mandate.department === context.department &&
      standIn.mandate.hodId !== context.applicantId &&
      compareDates(standIn.mandate.from, standIn.today) <= 0 &&
      compareDates(standIn.today, standIn.mandate.to) <= 0
    );
  },
  // Nobody approves leave for someone whose employee record is gone (nothing would be debited to anyone).
  applicantPresent: ({ context }: GuardArgs) => context.applicantDeleted !== true,
  // A HOD has nobody above them but the admin, so the admin may approve their pending application.
  applicantIsHod: ({ context }: GuardArgs) => context.applicantRole === 'hod',
  // A routed application's waiting step: an admin for `admin`, the department's HOD (or their stand-in)
  // for `hod`, a holder recorded at apply time for another office (or their stand-in, within the mandate).
  holdsWaitingStep: (args: GuardArgs) => {
    const { context, event } = args;
    const actor = actorOf(event);
    const step = context.waitingStep;
    if (!actor || !step) return false;
    return step.offices.some((office) => {
      if (office === 'admin') return actor.role === 'admin';
      if (office === 'hod') return (actor.role === 'hod' && actor.department === context.department) || leaveGuards.standsInForDepartment(args);
      return step.approverIds.includes(actor.id) || officeMandateFor({ offices: [office], approverIds: step.approverIds }, context.applicantId, officeStandInOf(event)) !== undefined;
    });
  },
  moreStepsWait: ({ context }: GuardArgs) => context.waitingStep !== undefined && !context.waitingStep.last,
  lastStep: ({ context }: GuardArgs) => context.waitingStep?.last === true,
  hasReason: ({ event }: GuardArgs) =>
    (event.type === 'REJECT' || event.type === 'STEP_REJECT' || event.type === 'REQUEST_CANCELLATION' || event.type === 'DECLINE_CANCELLATION') && event.reason.trim().length > 0,
  // Only the applicant takes back or asks to cancel their own application.
  isApplicant: ({ context, event }: GuardArgs) => actorOf(event)?.id === context.applicantId,
  // A leave whose last day has passed is taken: there is nothing left to cancel.
  // Accepting too: a leave that ended meanwhile was taken in full, and is declined.
  notAClaim: ({ context }: GuardArgs) => context.claim !== true,
  notEnded: ({ context, event }: GuardArgs) =>
    (event.type === 'REQUEST_CANCELLATION' || event.type === 'ACCEPT_CANCELLATION') && context.toDate !== undefined && compareDates(event.today, context.toDate) <= 0,
};

export type LeaveGuard = keyof typeof leaveGuards;

/** The HOD of the department, or their stand-in within the mandate's days; never on their own application. */
const departmentHod = and([or([and(['isHod', 'inOwnDepartment']), 'standsInForDepartment']), 'notOwnApplication']);
/** Who decides a cancellation: the HOD of the department, or the admin for a HOD's own leave. */
const cancellationDecider = or([departmentHod, and(['isAdmin', 'applicantIsHod'])]);

/** A routed application's steps (issue 43): the holder of the waiting step decides it, never on their own application. */
const stepHolder = and(['holdsWaitingStep', 'notOwnApplication']);
const ROUTE_STEPS = {
  STEP_APPROVE: { guard: and([stepHolder, 'applicantPresent', 'moreStepsWait']), target: 'hodApproved' },
  STEP_APPROVE_LAST: { guard: and([stepHolder, 'applicantPresent', 'lastStep']), target: 'approved' },
  STEP_REJECT: { guard: and([stepHolder, 'hasReason']), target: 'rejected' },
} as const;

export const leaveMachine = setup({
  types: {
    context: {} as LeaveMachineContext,
    events: {} as LeaveMachineEvent,
    input: {} as LeaveMachineContext,
  },
  guards: leaveGuards,
}).createMachine({
  id: 'leave',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    // Guards run in the order of the refusals: who may act first, then the application, then the input.
    pending: {
      on: {
        HOD_APPROVE: { guard: and([departmentHod, 'applicantPresent']), target: 'hodApproved' },
        APPROVE: { guard: and(['isAdmin', 'applicantPresent', 'applicantIsHod']), target: 'approved' },
        REJECT: { guard: and([or(['isAdmin', departmentHod]), 'hasReason']), target: 'rejected' },
        CLOSE: { target: 'rejected' },
        WITHDRAW: { guard: 'isApplicant', target: 'withdrawn' },
        // The status stays (a named target: XState's can() does not count a targetless transition).
        ATTACH: { guard: 'isApplicant', target: 'pending' },
        ...ROUTE_STEPS,
      },
    },
    hodApproved: {
      on: {
        APPROVE: { guard: and(['isAdmin', 'applicantPresent']), target: 'approved' },
        REJECT: { guard: and(['isAdmin', 'hasReason']), target: 'rejected' },
        CLOSE: { target: 'rejected' },
        WITHDRAW: { guard: 'isApplicant', target: 'withdrawn' },
        ATTACH: { guard: 'isApplicant', target: 'hodApproved' },
        ...ROUTE_STEPS,
      },
    },
    approved: {
      on: {
        REQUEST_CANCELLATION: { guard: and(['isApplicant', 'notAClaim', 'notEnded', 'hasReason']), target: 'cancellationRequested' },
      },
    },
    cancellationRequested: {
      on: {
        ACCEPT_CANCELLATION: { guard: and([cancellationDecider, 'notEnded']), target: 'cancelled' },
        DECLINE_CANCELLATION: { guard: and([cancellationDecider, 'hasReason']), target: 'approved' },
        // The applicant's record was deleted: the request is closed and the leave stays as it was approved.
        CLOSE: { target: 'approved' },
      },
    },
    rejected: { type: 'final' },
    withdrawn: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/**
 * Statuses of a decided application: no approval step is left. An approved leave (and one whose
 * cancellation is asked for) counts as decided, though its cancellation may still be asked for.
 */
const FINAL: readonly LeaveStatus[] = ['approved', 'rejected', 'withdrawn', 'cancelled', 'cancellationRequested'];
const MACHINE_FINAL: readonly LeaveStatus[] = ['rejected', 'withdrawn', 'cancelled'];

export function isFinalStatus(status: LeaveStatus): boolean {
  return FINAL.includes(status);
}

/** The machine's snapshot for an application that is in `status`. */
function snapshotAt(status: LeaveStatus, context: LeaveMachineContext) {
  return leaveMachine.resolveState({ value: status, context, status: MACHINE_FINAL.includes(status) ? 'done' : 'active' });
}

/**
 * The status the event leads to, or null when the machine refuses it. Pure: no actor is started. The
 * machine's own transition for the event, its guards judged by XState (`getTransitionData`, as `can()`
 * does), gives the target: every transition of this flat machine names one and runs no action. XState's
 * `transition()` gave the same answer at several times the cost: it builds an inert actor, which works out
 * the machine's initial snapshot, at every call (the web asks for each row's buttons at each render, the
 * api at each decision). leave.machine.spec.ts holds the two to the same answers.
 */
export function nextStatus(status: LeaveStatus, context: LeaveMachineContext, event: LeaveMachineEvent): LeaveStatus | null {
  const [enabled] = leaveMachine.getTransitionData(snapshotAt(status, context), event);
  const target = enabled?.target?.[0];
  return target ? (target.key as LeaveStatus) : null;
}

// --- Reading the machine's guards back ------------------------------------------------------------

/** A transition's guard as the machine holds it: a named guard, or XState's and()/or() over others. */
type GuardNode = LeaveGuard | { check: unknown; guards: readonly GuardNode[] };

const AND_CHECK = (and([]) as unknown as { check: unknown }).check;
const OR_CHECK = (or([]) as unknown as { check: unknown }).check;

interface Judged {
  /** The first guard that failed, or null when the whole expression passed. */
  failed: LeaveGuard | null;
  /** How many named guards passed on the way: of an or(), the alternative that got furthest is reported. */
  passed: number;
}

function judge(node: GuardNode, args: GuardArgs, counts: (guard: LeaveGuard) => boolean): Judged {
  if (typeof node === 'string') {
    const ok = !counts(node) || leaveGuards[node](args);
    return { failed: ok ? null : node, passed: ok ? 1 : 0 };
  }
  if (node.check === AND_CHECK) {
    let passed = 0;
    for (const child of node.guards) {
      const judged = judge(child, args, counts);
      passed += judged.passed;
      if (judged.failed) return { failed: judged.failed, passed };
    }
    return { failed: null, passed };
  }
  if (node.check === OR_CHECK) {
    let furthest: Judged | null = null;
    for (const child of node.guards) {
      const judged = judge(child, args, counts);
      if (!judged.failed) return judged;
      if (!furthest || judged.passed > furthest.passed) furthest = judged;
    }
    return furthest ?? { failed: null, passed: 0 };
  }
  throw new Error('The leave machine uses a guard that judgeTransition cannot read');
}

function transitionOf(status: LeaveStatus, eventType: LeaveMachineEvent['type']): { guard?: GuardNode } | undefined {
  const on = (leaveMachine.config.states?.[status] as { on?: Record<string, { guard?: GuardNode }> } | undefined)?.on;
  return on?.[eventType];
}

/** The statuses from which the machine has a transition for the event. */
export function statusesAccepting(eventType: LeaveMachineEvent['type']): LeaveStatus[] {
  return LEAVE_STATUSES.filter((status) => transitionOf(status, eventType) !== undefined);
}

/**
 * How the machine's own guards judge `event` from `status`: 'no-transition' when that status has none
 * for it, 'allowed', or the first guard that fails (in the machine's order). `counts` limits the judging
 * to some guards; the others are taken as passed.
 */
export function judgeTransition(
  status: LeaveStatus,
  context: LeaveMachineContext,
  event: LeaveMachineEvent,
  counts: (guard: LeaveGuard) => boolean = () => true,
): 'no-transition' | 'allowed' | LeaveGuard {
  const found = transitionOf(status, event.type);
  if (found === undefined) return 'no-transition';
  if (found.guard === undefined) return 'allowed';
  return judge(found.guard, { context, event }, counts).failed ?? 'allowed';
}
