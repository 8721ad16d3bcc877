import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../src/runtime';
import { inlineProjections } from '@leave/core/projections';
import { replayReadModels } from '../../src/replay/replay';
import { fixedClock, startTestRuntime } from '../helper';
import { person } from '../realtime/live-helpers';

describe('npm run replay: read models rebuilt from the event log', () => {
  let runtime: Runtime;
  let userId: string;

  beforeAll(async () => {
    runtime = await startTestRuntime({ clock: fixedClock('2026-11-23') });
    userId = (await person(runtime, 'employee', 'Civil Engineering (CIVIL)', 'Replay Person')).user.id;
  });
  afterAll(() => runtime.close());

  it('finds the live read models equal to the event log after normal work', async () => {
    const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
    expect(report.events).toBeGreaterThan(0);
    expect(report.differences.every((d) => d.onlyLive === 0 && d.onlyRebuilt === 0)).toBe(true);
  });

  it('reports a read model changed behind the log’s back, and --apply restores it from the events', async () => {
    await runtime.database.db.updateTable('leave_balances').set({ cl: 99 }).where('user_id', '=', userId).execute();
    const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
    expect(report.differences.find((d) => d.table === 'leave_balances')).toEqual({ table: 'leave_balances', onlyLive: 1, onlyRebuilt: 1 });
    expect((await runtime.database.db.selectFrom('leave_balances').select('cl').where('user_id', '=', userId).executeTakeFirstOrThrow()).cl).toBe(99);

    const applied = await replayReadModels(runtime.database.db, inlineProjections, { apply: true });
    expect(applied.applied).toBe(true);
    expect((await runtime.database.db.selectFrom('leave_balances').select('cl').where('user_id', '=', userId).executeTakeFirstOrThrow()).cl).toBe(6);
    const again = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
    expect(again.differences.every((d) => d.onlyLive === 0 && d.onlyRebuilt === 0)).toBe(true);
  });
});
