// The sandwich rule (issue 46), per type: under `sandwich: true` the weekends and holidays between two
// working days of one application count as leave, listed with why in the preview and the application, and
// debited with the rest on approval. A weekend at either end of the range does not count. (Across two
// applications: sandwich-across.spec.ts.)

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, type LeavePolicy } from '@leave/domain';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// Monday 7 December 2026.
const clock = fixedClock('2026-12-07');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

const policy: LeavePolicy = { ...DEFAULT_POLICY, leaveTypes: DEFAULT_POLICY.leaveTypes.map((type) => (type.code === 'cl' ? { ...type, sandwich: true } : type)) };

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
  const published = await as(cast.admin, 'POST', '/policy/versions', { policy, effectiveFrom: clock.today(), reason: 'The sandwich rule of the leave circular' });
  expect(published.statusCode, published.body).toBe(201);
});
afterAll(() => runtime.close());

const as = (person: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const days = (leaveType: string, fromDate: string, toDate: string) => ({ leaveType, fromDate, toDate });
const reason = 'Family function in the home town';
const weekend = ['Sat 12 Dec: between two leave days', 'Sun 13 Dec: between two leave days'];

describe('a type with the sandwich rule', () => {
  it('counts the weekend between Friday and Monday, with why, in the preview and the application, and debits it', async () => {
    const previewed = await as(cast.empCse, 'POST', '/leaves/preview', days('cl', '2026-12-11', '2026-12-14'));
    expect(body(previewed).data).toMatchObject({ days: 4, balanceAfter: 2, problems: [], countedDays: weekend });
    const applied = await as(cast.empCse, 'POST', '/leaves', { ...days('cl', '2026-12-11', '2026-12-14'), reason });
    expect(applied.statusCode, applied.body).toBe(201);
    const leave = body(applied).data.leave;
    expect(leave).toMatchObject({ numberOfDays: 4, countedDays: weekend });
    expect((await as(cast.hodCse, 'PUT', `/leaves/${leave.id}/status`, { status: 'hodApproved' })).statusCode).toBe(200);
    const approved = await as(cast.admin, 'PUT', `/leaves/${leave.id}/status`, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(body(approved).data.leave.countedDays).toEqual(weekend);
    expect(body(await as(cast.empCse, 'GET', '/users/current-leave-balances')).data.cl).toBe(2);
  });

  it('leaves out a weekend at either end of the range, and a type without the rule counts working days', async () => {
    const fromSaturday = await as(cast.empCse2, 'POST', '/leaves/preview', days('cl', '2026-12-19', '2026-12-22'));
    expect(body(fromSaturday).data).toMatchObject({ days: 2, problems: [] });
    expect(body(fromSaturday).data).not.toHaveProperty('countedDays');
    const scl = await as(cast.empCse2, 'POST', '/leaves/preview', days('scl', '2026-12-11', '2026-12-14'));
    expect(body(scl).data).toMatchObject({ days: 2, problems: [] });
    expect(body(scl).data).not.toHaveProperty('countedDays');
  });
});
