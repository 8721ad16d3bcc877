// What the live feed's message builders share: a message with its rooms, the run of events they are made
// for, and the shape of a builder (messages/index.ts composes them; publisher.ts sends what they make).

import type { ServerToClientEvents } from '@leave/domain';
import type { StoredEvent } from '@leave/core/event-store';

export type EventName = keyof ServerToClientEvents;
export type PayloadOf<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** One message to send: to these rooms (live), or to one socket that would be in one of them (replay). */
export interface Delivery<E extends EventName = EventName> {
  rooms: string[];
  event: E;
  payload: PayloadOf<E>;
}

/**
 * A run of events from the log, in commit order, and who is listening: a message for one person (an
 * inbox entry with their unread count, their balance) is made only when `audience` has their room, since
 * its reads are the feed's dearest (an unread count reads the whole inbox).
 */
export interface Run {
  events: readonly StoredEvent[];
  audience(room: string): boolean;
}

/** The messages of one event of the run (none when the event is not this builder's). */
export type MessagesOfEvent = (event: StoredEvent, index: number) => Delivery[] | Promise<Delivery[]>;

/** One resource's messages: reads once what the run needs, then makes each event's. */
export type MessageBuilder = (run: Run) => Promise<MessagesOfEvent>;
