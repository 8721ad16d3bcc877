// The one place stream ids are built and read back: `leave-<leaveId>`, `balance-<userId>` and
// `user-<userId>`, each with the fold that turns its events into the state a command decides on.

import {
  balanceEventTypes,
  evolveOnce,
  importEventTypes,
  initialOnce,
  reminderEventTypes,
  type ImportEvent,
  type OnceState,
  type ReminderEvent,
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
  evolveHolidays,
  holidayEventTypes,
  initialHolidayCalendar,
  type HolidayCalendar,
  type HolidayEvent,
  evolveStandIn,
  initialStandInState,
  standInEventTypes,
  type StandInEvent,
  type StandInStreamState,
  evolvePolicy,
  initialPolicyHistory,
  policyEventTypes,
  type PolicyEvent,
  type PolicyHistory,
  LEAVE_REFUSALS,
  type StreamKindName,
  evolveTimetable,
  initialTimetable,
  timetableEventTypes,
  type TimetableEvent,
  type TimetableState,
  arrangementEventTypes,
  evolveArrangements,
  initialArrangements,
  type ArrangementEvent,
  type ArrangementsState,
} from '@leave/domain';
import type { Transaction } from 'kysely';
import type { Database } from '@leave/migrations';
import type { Prefetch } from './prefetch';
import type { InlineProjection, NewEvent, StoredEvent, WriteStatement } from './types';

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
  /** The 409 of a command whose expected version is no longer the stream's (handleCommand's expectedVersion). */
  staleMessage: string;
}

const STALE_RECORD = 'This record was changed by someone else. Please reload and try again.';

function streamKind<State, Event extends NewEvent>(
  prefix: StreamKindName,
  fold: Pick<StreamKind<State, Event>, 'initialState' | 'evolve' | 'events'> & Partial<Pick<StreamKind<State, Event>, 'staleMessage'>>,
): StreamKind<State, Event> {
  const start = `${prefix}-`;
  return {
    id: (ownerId) => `${start}${ownerId}`,
    ownerOf: (streamId) => (streamId.startsWith(start) ? streamId.slice(start.length) : null),
    staleMessage: STALE_RECORD,
    ...fold,
  };
}

/** A leave application's status history. */
export const leaveStream = streamKind<LeaveState, LeaveEvent>('leave', { initialState: initialLeaveState, evolve, events: leaveEventTypes, staleMessage: LEAVE_REFUSALS.staleVersion });

/** A person's balance ledger: every change to a balance, with its reason. */
export const balanceStream = streamKind<BalanceLedger, BalanceEvent>('balance', { initialState: initialLedger, evolve: evolveLedger, events: balanceEventTypes });

/** A person's audit trail (the users table holds the person as they are now). */
export const userStream = streamKind<UserStreamState, UserEvent>('user', { initialState: initialUserState, evolve: evolveUser, events: userEventTypes });

/** The college's holiday calendar: one stream, `holidays-college` (HOLIDAY_CALENDAR). */
export const holidayStream = streamKind<HolidayCalendar, HolidayEvent>('holidays', { initialState: initialHolidayCalendar, evolve: evolveHolidays, events: holidayEventTypes });
export const HOLIDAY_CALENDAR = 'college';
/** The college's leave policy: one stream, `policy-college` (COLLEGE_POLICY), of its published versions. */
export const policyStream = streamKind<PolicyHistory, PolicyEvent>('policy', { initialState: initialPolicyHistory, evolve: evolvePolicy, events: policyEventTypes });
export const COLLEGE_POLICY = 'college';
/** A teacher's weekly timetable (owner: the teacher's id): their periods added, changed, removed. */
export const timetableStream = streamKind<TimetableState, TimetableEvent>('timetable', { initialState: initialTimetable, evolve: evolveTimetable, events: timetableEventTypes });
/** A leave application's class arrangements (owner: the application's id; issue 45, decision 0350). */
export const arrangementsStream = streamKind<ArrangementsState, ArrangementEvent>('arrangements', { initialState: initialArrangements, evolve: evolveArrangements, events: arrangementEventTypes });
/** An Excel import's end (one event): the uploader's notification. */
export const importStream = streamKind<OnceState, ImportEvent>('import', { initialState: initialOnce, evolve: evolveOnce, events: importEventTypes });

/** One approver's reminder of one day (owner `<approverId>-<date>`): at most one event, so at most one reminder a day. */
export const reminderStream = streamKind<OnceState, ReminderEvent>('reminder', { initialState: initialOnce, evolve: evolveOnce, events: reminderEventTypes });

/** One stand-in naming (owner: the stand_ins row's id): named, then perhaps removed. */
export const standInStream = streamKind<StandInStreamState, StandInEvent>('stand-in', { initialState: initialStandInState, evolve: evolveStandIn, events: standInEventTypes });

/**
 * A read model kept from the streams of one kind (see InlineProjection): `load` gets the owners of the
 * batch's streams and their events typed, `apply` each event typed, with its stream's owner.
 */
export function streamProjection<Event extends NewEvent, Batch, Known = never>(
  name: string,
  kind: StreamKind<unknown, Event>,
  fold: {
    /** What it reads before a command's append (see InlineProjection.prefetch). */
    prefetch?: Prefetch<Known>;
    /** `known`: what its prefetch read for this append, to take instead of reading. */
    load(trx: Transaction<Database>, ownerIds: readonly string[], events: readonly Event[], known: Known | undefined): Promise<Batch>;
    apply(batch: Batch, ownerId: string, event: Event, stored: StoredEvent): void;
    /** The writes of the batch, in order (see InlineProjection.statements). */
    statements(batch: Batch): WriteStatement[];
    /** The rows it wrote, by table (see InlineProjection.written). */
    written?(batch: Batch): { table: string; rows: readonly object[] }[];
  },
): InlineProjection<Batch, Known> {
  return {
    name,
    handles: kind.events.names,
    ...(fold.prefetch ? { prefetch: fold.prefetch } : {}),
    load(trx, events, _earlier, known) {
      const mine = events.flatMap((stored) => eventOf(kind, stored) ?? []);
      return fold.load(
        trx,
        [...new Set(mine.map((of) => of.ownerId))],
        mine.map((of) => of.event),
        known,
      );
    },
    apply(batch, stored) {
      const of = eventOf(kind, stored);
      if (of) fold.apply(batch, of.ownerId, of.event, stored);
    },
    statements: (batch) => fold.statements(batch),
    ...(fold.written ? { written: fold.written } : {}),
  };
}

/** The owner and the typed event of a stored event, when it belongs to a stream of `kind`; else null. */
export function eventOf<Event extends NewEvent>(kind: StreamKind<unknown, Event>, stored: { streamId: string; type: string; data: unknown }): { ownerId: string; event: Event } | null {
  const ownerId = kind.ownerOf(stored.streamId);
  const event = { type: stored.type, data: stored.data };
  return ownerId !== null && kind.events.is(event) ? { ownerId, event } : null;
}
