import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../src/runtime';
import { inlineProjections } from '@leave/core/projections';
import { replayReadModels } from '../../src/replay/replay';
import { fixedClock, startTestRuntime } from '../helper';
import { person } from '../realtime/live-helpers';
import { DEFAULT_POLICY } from '@leave/domain';
import { addCast, addPerson, body, CSE } from '../fixtures';

describe('npm run replay: read models rebuilt from the event log', () => {
  let runtime: Runtime;
  let userId: string;

  beforeAll(async () => {
    runtime = await startTestRuntime({ clock: fixedClock('2026-11-23'), workers: true });
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

  it('rebuilds class arrangements (issue 45) equal to the live ones, and restores a row changed behind the log’s back', async () => {
    const inject = runtime.app.inject.bind(runtime.app);
    const cast = await addCast(runtime);
    const anil = await addPerson(runtime, { name: 'Anil Cse', email: 'anil.cse@college.edu', role: 'employee', department: CSE });
    const published = await inject({
      method: 'POST',
      url: '/api/policy/versions',
      headers: cast.admin.headers,
      payload: { policy: { ...DEFAULT_POLICY, classAdjustment: { leaveTypes: ['*'], roles: ['employee'] } }, effectiveFrom: '2026-11-23', reason: 'Class adjustment' },
    });
    expect(published.statusCode, published.body).toBe(201);
    const period = { userId: cast.empCse.user.id, weekday: 1, period: 1, start: '09:00', end: '09:50', className: 'II CSE-A', subject: 'DS', room: '', termFrom: '2026-11-02', termTo: '2027-03-31' };
    expect((await inject({ method: 'POST', url: '/api/timetable/periods', headers: cast.admin.headers, payload: period })).statusCode).toBe(201);
    const applied = await inject({
      method: 'POST',
      url: '/api/leaves',
      headers: cast.empCse.headers,
      payload: { leaveType: 'cl', fromDate: '2026-11-30', toDate: '2026-11-30', reason: 'Family function in the village', arrangements: [{ date: '2026-11-30', period: 1, substituteId: anil.user.id }] },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const [arrangement] = body(await inject({ method: 'GET', url: '/api/arrangements?mine=true', headers: anil.headers })).data.arrangements;
    expect((await inject({ method: 'POST', url: `/api/arrangements/${arrangement._id}/accept`, headers: anil.headers })).statusCode).toBe(200);

    const clean = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
    expect(clean.rows).toEqual([]);
    await runtime.database.db.updateTable('arrangements').set({ status: 'declined', covered: false }).where('id', '=', arrangement._id).execute();
    const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: true });
    expect(report.differences.find((d) => d.table === 'arrangements')).toEqual({ table: 'arrangements', onlyLive: 1, onlyRebuilt: 1 });
    const restored = await runtime.database.db.selectFrom('arrangements').select(['status', 'covered']).where('id', '=', arrangement._id).executeTakeFirstOrThrow();
    expect(restored).toEqual({ status: 'accepted', covered: true });
  });
});
