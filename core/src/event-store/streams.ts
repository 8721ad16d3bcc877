// The one place stream ids are built and read back: `leave-<leaveId>`, `balance-<userId>` and
// `user-<userId>`, each with the fold that turns its events into the state a command decides on.

import {
  balanceEventTypes,
  evolve,
  evolveLedger,
  evolveUser,
  initialLedger,
  initialLeaveState,
  initialUserState,
  leaveEventTypes,
  userEventTypes,
  type BalanceEvent,
  type BalanceLedger,
  type EventTypes,
  type LeaveEvent,
  type LeaveState,
  type UserEvent,
  type UserStreamState,
} from '@leave/domain';
import type { Transaction } from 'kysely';
import type { Database } from '@leave/migrations';
import type { InlineProjection, NewEvent, StoredEvent } from './event-store';

/** A kind of stream: how its ids are spelled, and how its events fold into a state. */
export interface StreamKind<State, Event extends NewEvent> {
  /** The stream of one leave application or one person. */
  id(ownerId: string): string;
  /** The leave or person id of a stream of this kind, or null for a stream of another kind. */
  ownerOf(streamId: string): string | null;
  initialState: State;
  evolve(state: State, event: Event): State;
  /** The event types its streams hold, and the guard for an event read from the log (types are text there). */
  events: EventTypes<Event>;
}

function streamKind<State, Event extends NewEvent>(prefix: string, fold: Pick<StreamKind<State, Event>, 'initialState' | 'evolve' | 'events'>): StreamKind<State, Event> {
  const start = `${prefix}-`;
  return {
    id: (ownerId) => `${start}${ownerId}`,
    ownerOf: (streamId) => (streamId.startsWith(start) ? streamId.slice(start.length) : null),
    ...fold,
  };
}

/** A leave application's status history. */
export const leaveStream = streamKind<LeaveState, LeaveEvent>('leave', { initialState: initialLeaveState, evolve, events: leaveEventTypes });

/** A person's balance ledger: every change to a balance, with its reason. */
export const balanceStream = streamKind<BalanceLedger, BalanceEvent>('balance', { initialState: initialLedger, evolve: evolveLedger, events: balanceEventTypes });

/** A person's audit trail (the users table holds the person as they are now). */
export const userStream = streamKind<UserStreamState, UserEvent>('user', { initialState: initialUserState, evolve: evolveUser, events: userEventTypes });

/** A read model kept from the streams of one kind: `apply` gets each of their events typed, with its stream's owner. */
export function streamProjection<Event extends NewEvent>(
  name: string,
  kind: StreamKind<unknown, Event>,
  apply: (trx: Transaction<Database>, ownerId: string, event: Event, stored: StoredEvent) => Promise<void>,
): InlineProjection {
  return {
    name,
    handles: kind.events.names,
    async apply(trx, stored) {
      const of = eventOf(kind, stored);
      if (of) await apply(trx, of.ownerId, of.event, stored);
    },
  };
}

/** The owner and the typed event of a stored event, when it belongs to a stream of `kind`; else null. */
export function eventOf<Event extends NewEvent>(kind: StreamKind<unknown, Event>, stored: { streamId: string; type: string; data: unknown }): { ownerId: string; event: Event } | null {
  const ownerId = kind.ownerOf(stored.streamId);
  const event = { type: stored.type, data: stored.data };
  return ownerId !== null && kind.events.is(event) ? { ownerId, event } : null;
}
