import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@leave/domain';
import { EventStore, type InlineProjection, type StoredEvent } from '../../src/event-store';
import type { DatabaseHandle } from '../../src/db';
import { openTestDatabase, usesServices } from '../../testing/runtime';

const actor = { actor: { id: 'u1', name: 'Test', role: 'admin' } };

describe(`event store on ${usesServices ? 'Postgres' : 'PGlite'}`, () => {
  let database: DatabaseHandle;
  let store: EventStore;
  const projected: string[] = [];
  const projection: InlineProjection<string[]> = {
    name: 'test',
    handles: ['Counted'],
    load: async () => [],
    apply(batch, event) {
      batch.push(`${event.streamId}@${event.version}`);
    },
    // Writes nothing to a table: what it would write is noted when the append asks for its statements.
    statements(batch) {
      projected.push(...batch);
      return [];
    },
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    store = new EventStore(database.db, [projection]);
  });
  afterAll(() => database.close());

  it('appends events with consecutive versions and reads them back in order', async () => {
    await store.append('s-1', 0, [{ type: 'Counted', data: { n: 1 } }, { type: 'Counted', data: { n: 2 } }], actor);
    await store.append('s-1', 2, [{ type: 'Counted', data: { n: 3 } }], actor);
    const events = await store.readStream('s-1');
    expect(events.map((e) => [e.version, (e.data as { n: number }).n])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(events[0]!.metadata.actor).toEqual(actor.actor);
    expect(events[1]!.globalPosition).toBeGreaterThan(events[0]!.globalPosition);
    expect(projected).toEqual(['s-1@1', 's-1@2', 's-1@3']);
  });

  it('refuses an append whose expected version is behind with a conflict and stores nothing', async () => {
    await store.append('s-2', 0, [{ type: 'Counted', data: {} }], actor);
    await expect(store.append('s-2', 0, [{ type: 'Counted', data: {} }], actor)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await store.readStream('s-2')).toHaveLength(1);
  });

  it('gives exactly one success to two appends with the same expected version at once', async () => {
    for (let round = 0; round < 10; round++) {
      const stream = `race-${round}`;
      const results = await Promise.allSettled([
        store.append(stream, 0, [{ type: 'Counted', data: { by: 'a' } }], actor),
        store.append(stream, 0, [{ type: 'Counted', data: { by: 'b' } }], actor),
      ]);
      const ok = results.filter((r) => r.status === 'fulfilled');
      const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(ok).toHaveLength(1);
      expect(failed).toHaveLength(1);
      expect(failed[0]!.reason).toBeInstanceOf(DomainError);
      expect((failed[0]!.reason as DomainError).code).toBe('CONFLICT');
      expect(await store.readStream(stream)).toHaveLength(1);
    }
  });

  it('appends at the end of a stream for "any" without losing concurrent writers', async () => {
    await Promise.all(Array.from({ length: 8 }, (_, i) => store.append('ledger-1', 'any', [{ type: 'Counted', data: { i } }], actor)));
    const events = await store.readStream('ledger-1');
    expect(events.map((e) => e.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('writes to several streams in one transaction: all or nothing', async () => {
    await store.append('multi-b', 0, [{ type: 'Counted', data: {} }], actor);
    await expect(
      store.transaction((tx) =>
        tx.append(
          [
            { streamId: 'multi-a', expectedVersion: 0, events: [{ type: 'Counted', data: {} }] },
            { streamId: 'multi-b', expectedVersion: 0, events: [{ type: 'Counted', data: {} }] },
          ],
          actor,
        ),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await store.readStream('multi-a')).toHaveLength(0);
  });

  it('tells listeners after commit, with global positions', async () => {
    const seen: StoredEvent[] = [];
    const stop = store.onAppended((events) => seen.push(...events));
    const stored = await store.append('listen-1', 0, [{ type: 'Counted', data: {} }], actor);
    stop();
    expect(seen.map((e) => e.globalPosition)).toEqual(stored.map((e) => e.globalPosition));
  });
});
