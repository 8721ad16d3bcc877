// The one place stream ids are built and read back: `leave-<leaveId>`, `balance-<userId>` and
// `user-<userId>`, each with the fold that turns its events into the state a command decides on.

import {
  evolve,
  evolveLedger,
  evolveUser,
  initialLedger,
  initialLeaveState,
  initialUserState,
  isBalanceEvent,
  isLeaveEvent,
  isUserEvent,
  type BalanceEvent,
  type BalanceLedger,
  type LeaveEvent,
  type LeaveState,
  type UserEvent,
  type UserStreamState,
} from '@leave/domain';
import type { NewEvent } from './event-store';

/** A kind of stream: how its ids are spelled, and how its events fold into a state. */
export interface StreamKind<State, Event extends NewEvent> {
  /** The stream of one leave application or one person. */
  id(ownerId: string): string;
  /** The leave or person id of a stream of this kind, or null for a stream of another kind. */
  ownerOf(streamId: string): string | null;
  initialState: State;
  evolve(state: State, event: Event): State;
  /** Whether an event read from the log belongs to this kind (the log stores types as text). */
  accepts(event: NewEvent): event is Event;
}

function streamKind<State, Event extends NewEvent>(prefix: string, fold: Pick<StreamKind<State, Event>, 'initialState' | 'evolve' | 'accepts'>): StreamKind<State, Event> {
  const start = `${prefix}-`;
  return {
    id: (ownerId) => `${start}${ownerId}`,
    ownerOf: (streamId) => (streamId.startsWith(start) ? streamId.slice(start.length) : null),
    ...fold,
  };
}

/** A leave application's status history. */
export const leaveStream = streamKind<LeaveState, LeaveEvent>('leave', { initialState: initialLeaveState, evolve, accepts: isLeaveEvent });

/** A person's balance ledger: every change to a balance, with its reason. */
export const balanceStream = streamKind<BalanceLedger, BalanceEvent>('balance', { initialState: initialLedger, evolve: evolveLedger, accepts: isBalanceEvent });

/** A person's audit trail (the users table holds the person as they are now). */
export const userStream = streamKind<UserStreamState, UserEvent>('user', { initialState: initialUserState, evolve: evolveUser, accepts: isUserEvent });
