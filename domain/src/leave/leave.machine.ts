// The status machine of a leave application (docs/rules.md). It is the one place that says who may move
// an application from its status to the next: the decider asks it, and explains a refusal by naming
// the first of the machine's own guards that failed (judgeTransition), never by restating them.

import { and, or, setup, transition } from 'xstate';
import type { Role } from '../people/roles';
import { LEAVE_STATUSES, type LeaveStatus } from './leave.policy';
import type { Actor } from './leave.events';

export interface LeaveMachineContext {
  applicantId: string;
  /** The applicant's role now, at the decision: someone made HOD meanwhile is decided on as a HOD. */
  applicantRole: Role;
  department: string;
  /** The applicant's employee record was deleted (their open applications are closed with it). */
  applicantDeleted?: boolean;
}

export type LeaveMachineEvent =
  | { type: 'HOD_APPROVE'; actor: Actor }
  | { type: 'APPROVE'; actor: Actor }
  | { type: 'REJECT'; actor: Actor; reason: string }
  /** The system closes an open application whose applicant's record was deleted; no person acts. */
  | { type: 'CLOSE'; reason: string };

type GuardArgs = { context: LeaveMachineContext; event: LeaveMachineEvent };

const actorOf = (event: LeaveMachineEvent) => (event.type === 'CLOSE' ? null : event.actor);

const leaveGuards = {
  isHod: ({ event }: GuardArgs) => actorOf(event)?.role === 'hod',
  isAdmin: ({ event }: GuardArgs) => actorOf(event)?.role === 'admin',
  inOwnDepartment: ({ context, event }: GuardArgs) => actorOf(event)?.department === context.department,
  notOwnApplication: ({ context, event }: GuardArgs) => actorOf(event)?.id !== context.applicantId,
  // Nobody approves leave for someone whose employee record is gone (nothing would be debited to anyone).
  applicantPresent: ({ context }: GuardArgs) => context.applicantDeleted !== true,
  // A HOD has nobody above them but the admin, so the admin may approve their pending application.
  applicantIsHod: ({ context }: GuardArgs) => context.applicantRole === 'hod',
  hasReason: ({ event }: GuardArgs) => event.type === 'REJECT' && event.reason.trim().length > 0,
};

export type LeaveGuard = keyof typeof leaveGuards;

const departmentHod = and(['isHod', 'inOwnDepartment', 'notOwnApplication']);

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
      },
    },
    hodApproved: {
      on: {
        APPROVE: { guard: and(['isAdmin', 'applicantPresent']), target: 'approved' },
        REJECT: { guard: and(['isAdmin', 'hasReason']), target: 'rejected' },
        CLOSE: { target: 'rejected' },
      },
    },
    approved: { type: 'final' },
    rejected: { type: 'final' },
  },
});

const FINAL: readonly LeaveStatus[] = ['approved', 'rejected'];

export function isFinalStatus(status: LeaveStatus): boolean {
  return FINAL.includes(status);
}

/** The machine's snapshot for an application that is in `status`. */
function snapshotAt(status: LeaveStatus, context: LeaveMachineContext) {
  return leaveMachine.resolveState({ value: status, context, status: isFinalStatus(status) ? 'done' : 'active' });
}

/** The status the event leads to, or null when the machine refuses it. Pure: no actor is started. */
export function nextStatus(status: LeaveStatus, context: LeaveMachineContext, event: LeaveMachineEvent): LeaveStatus | null {
  const snapshot = snapshotAt(status, context);
  if (!snapshot.can(event)) return null;
  const [next] = transition(leaveMachine, snapshot, event);
  return next.value as LeaveStatus;
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
