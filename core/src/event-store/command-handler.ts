// The one command path of the server: load a stream, fold it with its `evolve`, let the domain decide,
// append what was decided at the version that was read. Every command runs through here, inside an
// event transaction, so that the inline projections commit with the events (or nothing does).

import { DomainError } from '@leave/domain';
import type { EventMetadata, EventTransaction, NewEvent, StoredEvent, StreamAppend } from './types';
import type { StreamKind } from './streams';

/** The events that follow from a stream's state ([] for none); throws a DomainError to refuse. */
export type Decide<State, Event> = (state: State) => Event[] | Promise<Event[]>;

export interface Handled<State, Event> {
  /** The state the decision was taken on. */
  state: State;
  events: Event[];
  /** The state after the appended events. */
  next: State;
}

export interface CommandOptions {
  /**
   * The stream's version as the caller last saw it (a client's If-Match): anything appended since, even
   * what would still be allowed, is a 409 with the stream kind's stale message. A stream with no events
   * is left to `decide` (its not-found answer).
   */
  expectedVersion?: number | undefined;
  /** The stream's events as already read in this transaction (with the command's other reads, in one round trip). */
  stored?: readonly StoredEvent[] | undefined;
}

/** A decision taken on a stream and not yet appended: what `handleCommand` appends, or a caller with others in one append. */
export interface Decided<State, Event> extends Handled<State, Event> {
  /** The events at the version read, for `EventTransaction.append`. */
  append: StreamAppend;
}

/**
 * Handles one command on the stream of `ownerId` (a leave application or a person) in a running event
 * transaction; a command that touches several streams handles each in the same transaction.
 */
export async function handleCommand<State, Event extends NewEvent>(
  tx: EventTransaction,
  stream: StreamKind<State, Event>,
  ownerId: string,
  decide: NoInfer<Decide<State, Event>>,
  metadata: EventMetadata,
  options: CommandOptions = {},
): Promise<Handled<State, Event>> {
  const { append, ...handled } = await decideOn(tx, stream, ownerId, decide, options);
  await tx.append([append], metadata);
  return handled;
}

/**
 * The reading, folding and deciding of `handleCommand`, without the append: a command that decides on
 * several streams (a leave decision and its ledger effect) appends them together, in one append.
 */
export async function decideOn<State, Event extends NewEvent>(
  tx: EventTransaction,
  stream: StreamKind<State, Event>,
  ownerId: string,
  decide: NoInfer<Decide<State, Event>>,
  options: CommandOptions = {},
): Promise<Decided<State, Event>> {
  const streamId = stream.id(ownerId);
  const stored = options.stored ?? (await tx.readStream(streamId));
  const version = stored.at(-1)?.version ?? 0;
  if (options.expectedVersion !== undefined && stored.length > 0 && version !== options.expectedVersion) throw DomainError.conflict(stream.staleMessage);
  let state = stream.initialState;
  for (const event of stored) {
    const fact = { type: event.type, data: event.data };
    if (!stream.events.is(fact)) throw new Error(`${event.type} does not belong in ${streamId}`);
    state = stream.evolve(state, fact);
  }
  const events = await decide(state);
  return { state, events, next: events.reduce(stream.evolve, state), append: { streamId, expectedVersion: version, events } };
}
