// The sandwich rule across two applications (issue 46, decision 0262): under `sandwich: true` the weekend
// between Friday's CL and Monday's CL (two applications) counts as leave. The preview and the application
// list the days with why while the other side is pending or approved; they are debited, with a ledger
// entry naming them, when the second side is approved, and credited back when either side is cancelled.
// Replay rebuilds the same balances.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, type LeavePolicy } from '@leave/domain';
import { inlineProjections } from '@leave/core/projections';
import { replayReadModels } from '../../src/replay/replay';
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
const reason = 'Family function in the home town';
const weekend = ['Sat 12 Dec: between two leave days', 'Sun 13 Dec: between two leave days'];
const cl = async (person: Person) => body(await as(person, 'GET', '/users/current-leave-balances')).data.cl as number;
const ledger = async (person: Person) => body(await as(cast.admin, 'GET', `/users/${person.user.id}/balance-ledger`)).data.entries as { leaveType: string; days: number; reason: string }[];

async function apply(person: Person, leaveType: string, date: string): Promise<string> {
  const applied = await as(person, 'POST', '/leaves', { leaveType, fromDate: date, toDate: date, reason });
  expect(applied.statusCode, applied.body).toBe(201);
  return body(applied).data.leave.id as string;
}

async function approve(id: string) {
  expect((await as(cast.hodCse, 'PUT', `/leaves/${id}/status`, { status: 'hodApproved' })).statusCode).toBe(200);
  const approved = await as(cast.admin, 'PUT', `/leaves/${id}/status`, { status: 'approved' });
  expect(approved.statusCode, approved.body).toBe(200);
  return body(approved).data.leave;
}

describe('the sandwich rule across two applications', () => {
  it("takes Saturday and Sunday between Friday's CL and Monday's CL when the second is approved, and gives them back when Monday is cancelled", async () => {
    const start = await cl(cast.empCse);
    const friday = await apply(cast.empCse, 'cl', '2026-12-11');
    // Friday pending: Monday's preview and application already list the weekend, with why.
    const previewed = await as(cast.empCse, 'POST', '/leaves/preview', { leaveType: 'cl', fromDate: '2026-12-14', toDate: '2026-12-14' });
    expect(body(previewed).data).toMatchObject({ days: 1, problems: [], countedDays: weekend });
    await approve(friday);
    expect(await cl(cast.empCse)).toBe(start - 1);

    const monday = await apply(cast.empCse, 'cl', '2026-12-14');
    const mine = body(await as(cast.empCse, 'GET', '/leaves/my-leaves')).data.leaves as { id: string; countedDays?: string[] }[];
    expect(mine.find((row) => row.id === monday)?.countedDays).toEqual(weekend);
    const approved = await approve(monday);
    expect(approved.countedDays).toEqual(weekend);
    expect(await cl(cast.empCse)).toBe(start - 4);
    expect((await ledger(cast.empCse)).filter((entry) => entry.leaveType === 'cl').at(-1)).toMatchObject({ days: -2, reason: `CL: ${weekend.join('; ')}` });

    // Monday cancelled: its day and the weekend come back; Friday stays taken.
    expect((await as(cast.empCse, 'POST', `/leaves/${monday}/cancellation`, { reason: 'The function was postponed' })).statusCode).toBe(200);
    const accepted = await as(cast.hodCse, 'PUT', `/leaves/${monday}/cancellation`, { decision: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await cl(cast.empCse)).toBe(start - 1);
    expect((await ledger(cast.empCse)).filter((entry) => entry.leaveType === 'cl').at(-1)).toMatchObject({ days: 2, reason: 'CL given back, the leave on one side cancelled: Sat 12 Dec, Sun 13 Dec' });

    const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
    expect(report.differences.every((difference) => difference.onlyLive === 0 && difference.onlyRebuilt === 0)).toBe(true);
  });

  it('counts nothing between two applications of a type without the rule, or of two types', async () => {
    const start = await cl(cast.empCse2);
    await approve(await apply(cast.empCse2, 'scl', '2026-12-18'));
    await approve(await apply(cast.empCse2, 'scl', '2026-12-21'));
    const monday = await as(cast.empCse2, 'POST', '/leaves/preview', { leaveType: 'cl', fromDate: '2026-12-21', toDate: '2026-12-21' });
    expect(body(monday).data).not.toHaveProperty('countedDays');
    await approve(await apply(cast.empCse2, 'cl', '2026-12-28'));
    expect(await cl(cast.empCse2)).toBe(start - 1);
  });

  it("refuses the second side when the balance cannot also take the weekend between them, as its approval would", async () => {
    const corrected = await as(cast.admin, 'PUT', `/users/${cast.empEce.user.id}`, { leaveBalance: { cl: 3 }, balanceReason: 'Corrected from the attendance register' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    await apply(cast.empEce, 'cl', '2026-12-18');
    // Friday pending holds 1 of the 3; Monday with the weekend would take 3 more.
    const refusal = 'Insufficient CL balance. Available: 2 days, Requested: 3 days';
    const previewed = await as(cast.empEce, 'POST', '/leaves/preview', { leaveType: 'cl', fromDate: '2026-12-21', toDate: '2026-12-21' });
    expect(body(previewed).data).toMatchObject({ days: 1, balanceAfter: -1, countedDays: ['Sat 19 Dec: between two leave days', 'Sun 20 Dec: between two leave days'] });
    expect(body(previewed).data.problems).toContainEqual({ field: 'leaveType', msg: refusal });
    const refused = await as(cast.empEce, 'POST', '/leaves', { leaveType: 'cl', fromDate: '2026-12-21', toDate: '2026-12-21', reason });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toBe(refusal);
    // A Tuesday encloses nothing: it fits.
    await apply(cast.empEce, 'cl', '2026-12-22');
  });
});
