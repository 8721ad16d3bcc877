// Carry-forward through the api and the accruals job (docs/policy.md 'Carry-forward'): a version that
// carries CL forward up to 3 days; at 1 July what exceeds the cap lapses and the rest is carried on top of
// the new quota, running the job again changes nothing, and on the expiry date the unused carried days
// lapse; the ledger shows each entry with the version; replay rebuilds the same balances.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '@leave/domain';
import { inlineProjections } from '@leave/core/projections';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import { replayReadModels } from '../../src/replay/replay';
import type { Runtime } from '../../src/runtime';
import { runAccruals as runAccrualsOn } from './support';

const clock = fixedClock('2026-06-15');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

const as = (person: Person, method: 'GET' | 'POST', url: string, payload?: object) => runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const cl = async (person: Person) => (body(await as(person, 'GET', '/users/current-leave-balances')).data as Record<string, number>).cl;
const ledger = async (person: Person) => body(await as(cast.admin, 'GET', `/users/${person.user.id}/balance-ledger`)).data.entries as { leaveType: string; kind: string; days: number; reason: string; policyVersion?: number }[];
const runAccruals = () => runAccrualsOn(runtime);

describe('carry-forward of CL up to 3 days, lapsing 30 days after the boundary', () => {
  it('at 1 July 3 of the 6 days left are carried on top of the quota and 3 lapse; twice changes nothing', async () => {
    const policy = { leaveTypes: DEFAULT_POLICY.leaveTypes.map((type) => (type.code === 'cl' ? { ...type, carryForward: { maxDays: 3, expiresAfterDays: 30 } } : type)) };
    const published = await as(cast.admin, 'POST', '/policy/versions', { policy, effectiveFrom: '2026-06-20', reason: 'Carry up to 3 days of CL' });
    expect(published.statusCode, published.body).toBe(201);
    clock.set('2026-07-01');
    await runAccruals();
    expect(await cl(cast.empCse)).toBe(9);
    const entries = (await ledger(cast.empCse)).filter((entry) => entry.leaveType === 'cl');
    expect(entries.slice(-2)).toMatchObject([
      { kind: 'lapsed', days: -3, policyVersion: 2, reason: 'End of January - June 2026: 3 days above the carry-forward cap of 3 lapse; 3 days carried forward, to be taken by 2026-07-30' },
      { kind: 'reset', days: 6, policyVersion: 2 },
    ]);
    expect((await runAccruals()).events).toBe(0);
    expect(await cl(cast.empCse)).toBe(9);
  });

  it('on 31 July the 3 carried days not taken lapse, once; replay rebuilds the same balances', async () => {
    clock.set('2026-07-31');
    await runAccruals();
    expect(await cl(cast.empCse)).toBe(6);
    expect((await ledger(cast.empCse)).at(-1)).toMatchObject({ leaveType: 'cl', kind: 'lapsed', days: -3, reason: '3 of the 3 days carried forward from January - June 2026 not taken by 2026-07-30 lapse' });
    expect((await runAccruals()).events).toBe(0);
    const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
    expect(report.differences.every((difference) => difference.onlyLive === 0 && difference.onlyRebuilt === 0)).toBe(true);
  });
});

describe('carry-forward of EL up to 30 days at the year end', () => {
  it('EL 40 lapses 10 on 1 January naming the version, twice changes nothing, and the recalculation keeps the 30 carried', async () => {
    const policy = { leaveTypes: DEFAULT_POLICY.leaveTypes.map((type) => (type.code === 'el' ? { ...type, carryForward: { maxDays: 30, expiresAfterDays: null } } : type)) };
    clock.set('2026-12-01');
    const published = await as(cast.admin, 'POST', '/policy/versions', { policy, effectiveFrom: '2026-12-01', reason: 'Carry up to 30 days of EL' });
    expect(published.statusCode, published.body).toBe(201);
    const edited = await runtime.app.inject({ method: 'PUT', url: `/api/users/${cast.empEce.user.id}`, headers: cast.admin.headers, payload: { leaveBalance: { el: 40 }, balanceReason: 'EL earned before the system' } });
    expect(edited.statusCode, edited.body).toBe(200);
    clock.set('2027-01-01');
    await runAccruals();
    const el = async () => (body(await as(cast.empEce, 'GET', '/users/current-leave-balances')).data as Record<string, number>).el;
    expect(await el()).toBe(30);
    expect((await ledger(cast.empEce)).filter((entry) => entry.leaveType === 'el').at(-1)).toMatchObject({
      kind: 'lapsed',
      days: -10,
      policyVersion: 3,
      reason: 'End of 2026: 10 days above the carry-forward cap of 30 lapse; 30 days carried forward',
    });
    expect((await runAccruals()).events).toBe(0);
    const recalculated = await as(cast.empEce, 'POST', '/users/calculate-earned-leave');
    expect(recalculated.statusCode).toBe(200);
    expect(await el()).toBe(30);
  });
});
