// How often a node's live feed reads the log (api/src/realtime/publisher.ts, READ_SPACING_MS): a lone
// commit is read as soon as its wake-up comes; while commits come faster than the feed reads them, one read
// carries several, at most 15 ms after the last. A unit test of the publisher alone: the event store is a
// stand-in that hands out the commits the test makes and counts the reads, and no socket is connected.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock } from '@leave/core/clock';
import type { Db } from '@leave/core/db';
import { leaveStream, type CommitCursor, type EventStore, type StoredEvent } from '@leave/core/event-store';
import { startPublisher, type Publisher } from '../../src/realtime/publisher';
import type { LiveServer } from '../../src/realtime/types';

const SPACING_MS = 15;

describe("the live feed's reads", () => {
  let committed: { event: StoredEvent; cursor: CommitCursor }[];
  let reads: { at: number; commits: number }[];
  let wake: () => void;
  let publisher: Publisher;
  let position = 0;
  let transaction = 100;

  /** Commits one application's event in a transaction of its own. */
  const commit = () => {
    position++;
    transaction++;
    const event: StoredEvent = { globalPosition: position, streamId: leaveStream.id(`leave-${position}`), version: 1, type: 'LeaveApplied', data: {}, metadata: { actor: null }, occurredAt: new Date() };
    committed.push({ event, cursor: { xactId: String(transaction), position } });
  };
  /** Lets the publisher run what is due now (no time passes). */
  const settle = () => vi.advanceTimersByTimeAsync(0);

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'] });
    committed = [];
    reads = [];
    const eventStore = {
      commitHead: async () => ({ xactId: '0', position: 0 }),
      readCommitted: async () => {
        const events = committed.splice(0);
        reads.push({ at: performance.now(), commits: new Set(events.map((e) => e.cursor.xactId)).size });
        return { events, held: false };
      },
      onAppended: () => () => undefined,
    } as unknown as EventStore;
    const io = { sockets: { sockets: new Map(), adapter: { rooms: new Map() } } } as unknown as LiveServer;
    const log = { error: () => undefined } as unknown as FastifyBaseLogger;
    publisher = await startPublisher({
      db: {} as Db,
      eventStore,
      io,
      log,
      listen: async (_channel, onNotify) => {
        wake = onNotify;
        return async () => undefined;
      },
      recheckUser: async () => undefined,
      replayLimit: 100,
      today: systemClock('Asia/Kolkata').today,
    });
    await settle();
    reads = []; // the catch-up read at start
  });
  afterEach(async () => {
    await publisher.stop();
    vi.useRealTimers();
  });

  it('reads a lone commit at once', async () => {
    await vi.advanceTimersByTimeAsync(1_000);
    commit();
    const woken = performance.now();
    wake();
    await settle();
    expect(reads).toEqual([{ at: woken, commits: 1 }]);
  });

  it('carries the commits that come while it is busy in one read, at most 15 ms after the last', async () => {
    // Two commits before one wake-up: the node is hearing more than it reads.
    commit();
    commit();
    wake();
    await settle();
    expect(reads.map((r) => r.commits)).toEqual([2]);
    const busyAt = reads[0]!.at;

    // Five more, a millisecond apart, each with its wake-up: none is read before 15 ms have passed.
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(1);
      commit();
      wake();
      await settle();
    }
    expect(reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(busyAt + SPACING_MS - performance.now());
    expect(reads).toEqual([{ at: busyAt, commits: 2 }, { at: busyAt + SPACING_MS, commits: 5 }]);

    // A quiet spell: the next commit is read the moment it is heard.
    await vi.advanceTimersByTimeAsync(1_000);
    commit();
    const woken = performance.now();
    wake();
    await settle();
    expect(reads[2]).toEqual({ at: woken, commits: 1 });
  });

  it('reads at once again after a read of one commit', async () => {
    commit();
    commit();
    wake();
    await settle();
    await vi.advanceTimersByTimeAsync(SPACING_MS);
    commit();
    wake();
    await settle();
    // The last read found one commit: the next wake-up, a millisecond later, is not held.
    await vi.advanceTimersByTimeAsync(1);
    commit();
    const woken = performance.now();
    wake();
    await settle();
    expect(reads.map((r) => r.commits)).toEqual([2, 1, 1]);
    expect(reads[2]!.at).toBe(woken);
  });
});
