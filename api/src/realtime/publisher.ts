// The live feed of an api node (docs/architecture.md, Live updates): the tail of the log in commit order and
// its cursor, the admission and replay of a socket between two batches. What each event says to whom is
// made by the resources' message builders (messages/); the rows of this node's own commits are held by
// own-commits.ts.

import type { FastifyBaseLogger } from 'fastify';
import type { CalendarDate, LiveReady } from '@leave/domain';
import type { Db, DatabaseHandle } from '@leave/core/db';
import { eventOf, isAfter, LOG_START, userStream, type CommitCursor, type EventStore, type StoredEvent } from '@leave/core/event-store';
import { messagesOfRuns, type EventName, type PayloadOf } from './messages';
import { OwnCommits } from './own-commits';
import type { LiveServer } from './types';

/** The channel the events table's trigger notifies on each committing append (migration 20261124_1101). */
export const EVENTS_CHANNEL = 'leave_events';
/** The safety net: a wake-up lost with a dropped LISTEN connection is made up for by this poll. */
const SAFETY_POLL_MS = 5_000;
/** While a running transaction holds committed events back, look again soon (doubling up to a second). */
const HELD_RETRY_FIRST_MS = 5;
const HELD_RETRY_MAX_MS = 1_000;
const BATCH = 200;
/**
 * Under load the tail reads at most once in this time: after a read that found the commits of two or more
 * transactions, a wake-up sooner than this after that read began waits for the rest of it, so that one read
 * carries the commits of several commands (read per commit, a node with screens open spent about 1 ms of its
 * own and Postgres's CPU per command). After a read of one commit, the next wake-up reads at once: a lone
 * command's message is never delayed.
 */
const READ_SPACING_MS = 15;

/** What a socket being resumed needs: which rooms it is to join, how to send, and the joining itself. */
export interface ResumingSocket {
  rooms: readonly string[];
  send<E extends EventName>(event: E, payload: PayloadOf<E>): void;
  join(): void;
}

export interface Publisher {
  /**
   * Publishes everything committed so far, waiting (up to 10 s) while an open transaction holds committed
   * events back; resolves when they have been sent (tests and shutdown use it).
   */
  flush(): Promise<void>;
  /** Stops tailing; resolves once a batch under way has finished (no query outlives the pool). */
  stop(): Promise<void>;
  /**
   * Brings a new connection in: sends it what it may see after `since` (when given and replayable),
   * joins it to its rooms and sends `live:ready`, all between two batches, so that no live message is
   * missed or sent twice.
   */
  admit(socket: ResumingSocket, since: number | undefined): Promise<LiveReady>;
}

/**
 * Turns the event log into Socket.IO messages. Every api node tails the log in commit order
 * (CommitCursor) from where it started and emits each event once to its own sockets (`io.local`), so a
 * change committed by any node or by a worker reaches every connected client exactly once. It wakes up on
 * the database's notification from each committing append (LISTEN/NOTIFY) and on its own appends; a slow
 * poll is only the safety net. Only events below the commit horizon are read, so a transaction that is
 * still open holds the later events back until it ends, and nothing committed is ever passed over.
 */
export async function startPublisher(deps: {
  db: Db;
  /** LISTEN on the database, when it can (the wake-ups); otherwise only the poll wakes the tail. */
  listen?: DatabaseHandle['listen'];
  eventStore: EventStore;
  io: LiveServer;
  log: FastifyBaseLogger;
  /** People's accounts changed: told before the batch goes out, so nobody hears of it from here before this node does. */
  accountsChanged?(userIds: readonly string[]): void;
  /**
   * The tail has read every event committed before `startedAt` (Date.now() as its read began): told after
   * a read that left nothing committed behind (not held back, not a full batch), once its batch went out.
   */
  heard?(startedAt: number): void;
  /** Sockets of a user whose account changed are checked again (a revoked token is dropped). */
  recheckUser(userId: string): Promise<void>;
  /** Told after each batch has gone out (the push-lag metric). */
  pushed?(events: readonly StoredEvent[]): void;
  /** A connection that missed more events than this is told to refetch instead (`live:ready` reason 'too-old'). */
  replayLimit: number;
  /** The college's day (the api's clock): whose stand-ins are in force. */
  today: () => CalendarDate;
}): Promise<Publisher> {
  const { db, eventStore, io, log } = deps;
  let cursor = await eventStore.commitHead();
  let stopped = false;
  // Batches and admissions run one at a time, in order.
  let chain: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = chain.then(work);
    chain = result.catch(() => undefined);
    return result;
  };

  const own = new OwnCommits();
  const messagesOf = messagesOfRuns({ db, own, log, today: deps.today });

  let heldRetryMs = HELD_RETRY_FIRST_MS;
  let heldTimer: NodeJS.Timeout | null = null;
  /** Whether the last drain left committed events held back by an older open transaction. */
  let lastHeld = false;

  /** Publishes one batch; answers how many events went out and whether later ones are held back. */
  async function publishBatch(): Promise<{ count: number; held: boolean }> {
    const startedAt = Date.now();
    const { events, held } = await eventStore.readCommitted(cursor, BATCH);
    busy = new Set(events.map((e) => e.cursor.xactId)).size > 1;
    const complete = !held && events.length < BATCH;
    if (events.length === 0) {
      if (complete) deps.heard?.(startedAt);
      return { count: 0, held };
    }
    const changed = new Set<string>();
    for (const { event } of events) {
      const owner = userStream.ownerOf(event.streamId);
      if (owner !== null) changed.add(owner);
    }
    if (changed.size > 0) deps.accountsChanged?.([...changed]);
    // Only what this node's own sockets are to hear: nothing at all when none is connected here.
    const rooms = io.sockets.adapter.rooms;
    const deliveries = io.sockets.sockets.size === 0 ? [] : await messagesOf({ events: events.map((e) => e.event), audience: (room) => rooms.has(room) });
    for (const d of deliveries) io.local.to(d.rooms).emit(d.event, d.payload as never);
    cursor = events[events.length - 1]!.cursor;
    deps.pushed?.(events.map((e) => e.event));
    own.release(events.map((e) => e.event));
    for (const { event } of events) {
      const userChange = eventOf(userStream, event);
      if (userChange) await deps.recheckUser(userChange.ownerId).catch((error) => log.error({ err: error }, 'could not recheck sockets'));
    }
    if (complete) deps.heard?.(startedAt);
    return { count: events.length, held };
  }

  /** Everything committed so far, batch after batch. */
  async function drain(): Promise<void> {
    for (;;) {
      const { count, held } = await publishBatch();
      if (count === BATCH) continue;
      lastHeld = held;
      if (held) retryHeld();
      else heldRetryMs = HELD_RETRY_FIRST_MS;
      return;
    }
  }

  function retryHeld(): void {
    if (heldTimer || stopped) return;
    heldTimer = setTimeout(() => {
      heldTimer = null;
      void tick();
    }, heldRetryMs);
    heldTimer.unref();
    heldRetryMs = Math.min(heldRetryMs * 2, HELD_RETRY_MAX_MS);
  }

  let pending: Promise<void> | null = null;
  let lastReadAt = Number.NEGATIVE_INFINITY;
  /** Whether the last read found several transactions' commits (the layout is busy: reads are spaced). */
  let busy = false;
  /** Wake-ups arriving while a drain is queued share it (and wait for READ_SPACING_MS since the last). */
  function tick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (pending) return pending;
    const wait = busy ? lastReadAt + READ_SPACING_MS - performance.now() : 0;
    const run = (wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve()).then(() => exclusive(async () => {
      pending = null;
      if (stopped) return;
      lastReadAt = performance.now();
      try {
        await drain();
      } catch (error) {
        log.error({ err: error }, 'publisher failed; retrying on the next wake-up');
        retryHeld();
      }
    }));
    pending = run;
    return run;
  }

  async function admit(socket: ResumingSocket, since: number | undefined): Promise<LiveReady> {
    return exclusive(async () => {
      let ready: LiveReady;
      try {
        ready = since === undefined ? { position: cursor.position, resumed: false } : await replay(socket, since);
      } catch (error) {
        log.error({ err: error }, 'could not replay missed messages');
        ready = { position: cursor.position, resumed: false, reason: 'unknown-position' };
      }
      socket.join();
      socket.send('live:ready', ready);
      return ready;
    });
  }

  /** Sends what the socket missed after `since` (inside `exclusive`: no batch goes out meanwhile). */
  async function replay(socket: ResumingSocket, since: number): Promise<LiveReady> {
    const from = since === 0 ? LOG_START : await eventStore.cursorAt(since);
    if (!from) return { position: cursor.position, resumed: false, reason: 'unknown-position' };
    // The client heard of events this node has not published yet (it was on a node further ahead).
    while (isAfter(from, cursor)) {
      const { count, held } = await publishBatch();
      if (count === 0) {
        if (held) await new Promise((r) => setTimeout(r, HELD_RETRY_FIRST_MS * 4));
        else return { position: cursor.position, resumed: false, reason: 'unknown-position' };
      }
    }
    const missed = await eventStore.countCommittedAfter(from, cursor, deps.replayLimit + 1);
    if (missed > deps.replayLimit) return { position: cursor.position, resumed: false, reason: 'too-old' };
    const rooms = new Set(socket.rooms);
    const audience = (room: string) => rooms.has(room);
    let at = from;
    while (isAfter(cursor, at)) {
      const page = (await eventStore.readCommitted(at, BATCH)).events.filter((e) => !isAfter(e.cursor, cursor));
      if (page.length === 0) break;
      for (const d of await messagesOf({ events: page.map((e) => e.event), audience })) {
        if (d.rooms.some((room) => rooms.has(room))) socket.send(d.event, d.payload);
      }
      at = page[page.length - 1]!.cursor;
    }
    return { position: cursor.position, resumed: true };
  }

  const unsubscribe = eventStore.onAppended((events, written) => {
    own.hold(events, written);
    void tick();
  });
  let unlisten: (() => Promise<void>) | null = null;
  try {
    if (deps.listen) unlisten = await deps.listen(EVENTS_CHANNEL, () => void tick());
  } catch (error) {
    log.error({ err: error }, 'could not LISTEN for appended events; the publisher polls');
  }
  // A catch-up read, as after a lost LISTEN: what other processes committed between reading the head and
  // listening woke nobody here, and would otherwise wait for the next wake-up (or the poll).
  void tick();
  const timer = setInterval(() => void tick(), SAFETY_POLL_MS);
  timer.unref();

  return {
    async flush() {
      // Until nothing committed is held back any more (an open transaction elsewhere may hold the
      // horizon for a moment), or ten seconds have passed.
      const deadline = Date.now() + 10_000;
      do {
        await tick();
        await chain;
        if (lastHeld) await new Promise((resolve) => setTimeout(resolve, HELD_RETRY_FIRST_MS));
      } while (lastHeld && !stopped && Date.now() < deadline);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (heldTimer) clearTimeout(heldTimer);
      unsubscribe();
      await unlisten?.().catch(() => undefined);
      await chain;
    },
    admit,
  };
}

export type { CommitCursor };
