import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@leave/core/db';
import { inlineProjections } from '@leave/core/projections';
import { generateHistory, type HistoryShape } from '@leave/core/testing/history';
import { replayReadModels } from '../../src/replay/replay';
import { openTestDatabase, testToday } from '../helper';

// The benchmark's history generator (core/testing/history.ts, `npm run bench -- --scale`), at a tiny scale
// on migrated databases: the same seed writes the same events in two of them, another seed others, and the
// log it wrote rebuilds the very read models its appends kept.
describe('the generated history of a college', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  const shape: HistoryShape = { seed: 48, staff: 16, departments: 2, years: 1, end: testToday(), applicationsPerYear: 12 };

  /** The events in the log, as stored but for their positions and time. */
  const logOf = async (database: DatabaseHandle) =>
    (await database.db.selectFrom('events').select(['stream_id', 'version', 'type', 'data', 'metadata']).orderBy('global_position').execute()).map((row) => JSON.stringify(row));

  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('writes the same events for the same seed, every status among them, and its log replays to 0 differences', async () => {
    const months: number[] = [];
    const counts = await generateHistory(first.db, shape, (done) => months.push(done));
    await generateHistory(second.db, shape);
    const [a, b] = [await logOf(first), await logOf(second)];
    expect(a).toHaveLength(counts.events);
    expect(b).toEqual(a);
    expect(months.at(-1)).toBe(13);
    expect(counts.people).toBe(16);
    expect(counts.applications).toBeGreaterThan(100);

    const statuses = await first.db.selectFrom('leave_applications').select('status').distinct().execute();
    expect(statuses.map((s) => s.status)).toEqual(expect.arrayContaining(['approved', 'cancelled', 'hodApproved', 'pending', 'rejected', 'withdrawn']));
    const types = new Set(a.map((row) => (JSON.parse(row) as { type: string }).type));
    for (const type of ['BalanceReset', 'BalanceDebited', 'BalanceCredited', 'LeaveHodApproved', 'LeaveApproved']) expect(types).toContain(type);
    const notifications = Number((await first.db.selectFrom('notifications').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(notifications).toBeGreaterThan(counts.applications);

    const report = await replayReadModels(first.db, inlineProjections, { apply: false });
    expect(report.events).toBe(counts.events);
    expect(report.differences.reduce((n, d) => n + d.onlyLive + d.onlyRebuilt, 0)).toBe(0);
  });

  it('writes other events for another seed', async () => {
    const other = await openTestDatabase();
    try {
      await generateHistory(other.db, { ...shape, seed: 49, staff: 4, years: 0.02 });
      const mine = new Set(await logOf(first));
      expect((await logOf(other)).filter((row) => mine.has(row))).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
