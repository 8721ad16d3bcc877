// The status machine of a leave application (docs/rules.md). It answers one question: may this actor move
// the application from its status to the next one? The decider asks it, then explains any refusal.

import { and, or, setup, transition } from 'xstate';
import type { Role } from '../people/roles';
import type { LeaveStatus } from './leave.policy';
import type { Actor } from './leave.events';

export interface LeaveMachineContext {
  applicantId: string;
  applicantRole: Role;
  department: string;
}

export type LeaveMachineEvent =
  | { type: 'HOD_APPROVE'; actor: Actor }
  | { type: 'APPROVE'; actor: Actor }
  | { type: 'REJECT'; actor: Actor; reason: string };

export const leaveMachine = setup({
  types: {
    context: {} as LeaveMachineContext,
    events: {} as LeaveMachineEvent,
    input: {} as LeaveMachineContext,
  },
  guards: {
    isHodOfDepartment: ({ context, event }) => event.actor.role === 'hod' && event.actor.department === context.department,
    notOwnApplication: ({ context, event }) => event.actor.id !== context.applicantId,
    isAdmin: ({ event }) => event.actor.role === 'admin',
    hasReason: ({ event }) => event.type === 'REJECT' && event.reason.trim().length > 0,
    // A HOD has nobody above them but the admin, so the admin may approve their pending application.
    applicantIsHod: ({ context }) => context.applicantRole === 'hod',
  },
}).createMachine({
  id: 'leave',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      on: {
        HOD_APPROVE: { guard: and(['isHodOfDepartment', 'notOwnApplication']), target: 'hodApproved' },
        APPROVE: { guard: and(['isAdmin', 'applicantIsHod']), target: 'approved' },
        REJECT: { guard: and(['hasReason', or(['isAdmin', and(['isHodOfDepartment', 'notOwnApplication'])])]), target: 'rejected' },
      },
    },
    hodApproved: {
      on: {
        APPROVE: { guard: 'isAdmin', target: 'approved' },
        REJECT: { guard: and(['hasReason', 'isAdmin']), target: 'rejected' },
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
export function snapshotAt(status: LeaveStatus, context: LeaveMachineContext) {
  return leaveMachine.resolveState({ value: status, context, status: isFinalStatus(status) ? 'done' : 'active' });
}

/** The status the event leads to, or null when the machine refuses it. Pure: no actor is started. */
export function nextStatus(status: LeaveStatus, context: LeaveMachineContext, event: LeaveMachineEvent): LeaveStatus | null {
  const snapshot = snapshotAt(status, context);
  if (!snapshot.can(event)) return null;
  const [next] = transition(leaveMachine, snapshot, event);
  return next.value as LeaveStatus;
}
