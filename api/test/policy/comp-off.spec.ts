// Compensatory leave through the api (issue 20, docs/policy.md 'Compensatory leave'): a version adds
// 'coff', claimed for days worked on a weekend or a college holiday and lapsing 30 days after the day
// worked. A claim waits in the queues and is decided like an application; its final approval credits the
// days; a claim for a working day, a day ahead, a type that is not claimed or a day claimed twice is
// refused with its message, and an approved claim cannot be cancelled. Days are spent from the credit that
// lapses first; on a credit's expiry what is left of it lapses through the ledger, once. The calendar and
// the payroll do not count a claim as a day away; replay rebuilds the same read models.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMP_OFF_MESSAGES, DEFAULT_POLICY, LEAVE_REFUSALS, policyType, type LeavePolicy } from '@leave/domain';
import { inlineProjections } from '@leave/core/projections';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import { replayReadModels } from '../../src/replay/replay';
import type { Runtime } from '../../src/runtime';
import { runAccruals as runAccrualsOn } from './support';

// A Monday.
const clock = fixedClock('2026-06-15');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

const coff = {
  ...policyType(DEFAULT_POLICY, 'cl')!,
  code: 'coff',
  name: 'Compensatory Off',
  colour: '#0e7490',
  counting: 'working' as const,
  allowance: { per: 'claimed' as const, expiresAfterDays: 30 },
};
const policy: LeavePolicy = { leaveTypes: [...DEFAULT_POLICY.leaveTypes, coff] };

const as = (person: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const claim = (person: Person, workedOn: string, extra: object = {}) =>
  as(person, 'POST', '/comp-off', { workedOn, days: 1, reason: 'Worked the admissions counter', leaveType: 'coff', ...extra });
const coffBalance = async (person: Person) => (body(await as(person, 'GET', '/users/current-leave-balances')).data as Record<string, number>).coff;
const ledger = async (person: Person) =>
  (body(await as(cast.admin, 'GET', `/users/${person.user.id}/balance-ledger`)).data.entries as { leaveType: string; kind: string; days: number; reason: string }[]).filter(
    (entry) => entry.leaveType === 'coff',
  );

async function approve(id: string): Promise<void> {
  const hod = await as(cast.hodCse, 'PUT', `/leaves/${id}/status`, { status: 'hodApproved' });
  expect(hod.statusCode, hod.body).toBe(200);
  const admin = await as(cast.admin, 'PUT', `/leaves/${id}/status`, { status: 'approved' });
  expect(admin.statusCode, admin.body).toBe(200);
}

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
  const published = await as(cast.admin, 'POST', '/policy/versions', { policy, effectiveFrom: '2026-06-15', reason: 'Compensatory off for work on holidays' });
  expect(published.statusCode, published.body).toBe(201);
  // Wednesday 17 June is a college holiday.
  expect((await as(cast.admin, 'POST', '/holidays', { date: '2026-06-17', name: 'Founders Day' })).statusCode).toBe(201);
  // The next Monday.
  clock.set('2026-06-22');
});
afterAll(() => runtime.close());

describe('a claim of compensatory leave', () => {
  it('is refused for a working day, a day ahead, a type that is not claimed, and other days than 1 or 0.5', async () => {
    const refusals: [string, object, string][] = [
      ['2026-06-16', {}, COMP_OFF_MESSAGES.workingDay],
      ['2026-06-27', {}, COMP_OFF_MESSAGES.inFuture],
      ['2026-06-20', { leaveType: 'cl' }, COMP_OFF_MESSAGES.notClaimedType],
      ['2026-06-20', { days: 2 }, COMP_OFF_MESSAGES.daysInvalid],
    ];
    for (const [workedOn, extra, message] of refusals) {
      const refused = await claim(cast.empCse, workedOn, extra);
      expect(refused.statusCode, `${workedOn} ${JSON.stringify(extra)}`).toBe(400);
      expect(body(refused).message).toBe(message);
    }
    expect((await as(cast.admin, 'POST', '/comp-off', { workedOn: '2026-06-20', days: 1, reason: 'Worked the admissions counter', leaveType: 'coff' })).statusCode).toBe(403);
    expect(await coffBalance(cast.empCse)).toBe(0);
  });

  it('for a Saturday worked waits in the queue, is decided like an application and credits 1 day at the final approval', async () => {
    const claimed = await claim(cast.empCse, '2026-06-20');
    expect(claimed.statusCode, claimed.body).toBe(201);
    const leave = body(claimed).data.leave;
    expect(leave).toMatchObject({ kind: 'compOff', leaveType: 'coff', numberOfDays: 1, status: 'pending', fromDate: '2026-06-20T00:00:00.000Z', creditExpiresOn: '2026-07-20T00:00:00.000Z' });
    const twice = await claim(cast.empCse, '2026-06-20');
    expect(twice.statusCode).toBe(409);
    expect(body(twice).message).toBe(COMP_OFF_MESSAGES.alreadyClaimed);
    // In the HOD's queue with its kind, as every list carries it.
    const queue = body(await as(cast.hodCse, 'GET', '/leaves?status=pending')).data.leaves as { _id: string; kind?: string }[];
    expect(queue.find((row) => row._id === leave._id)).toMatchObject({ kind: 'compOff' });
    await approve(leave._id);
    expect(await coffBalance(cast.empCse)).toBe(1);
    // In the applications export as a claim.
    const exported = (await as(cast.admin, 'GET', '/exports/applications.csv')).body.replace(/^\ufeff/, '').trim().split('\r\n').map((line) => line.split(','));
    const kindColumn = exported[0]!.indexOf('kind');
    expect(exported.find((row) => row[0] === leave._id)?.[kindColumn]).toBe('compOff');
    // An application on the employee's dashboard, but no day taken: the day was worked.
    expect(body(await as(cast.empCse, 'GET', '/dashboard/stats')).data.stats).toMatchObject({ approvedApplications: 1, totalDaysTaken: 0 });
    expect(await ledger(cast.empCse)).toEqual([
      expect.objectContaining({ kind: 'granted', days: 1, period: null, reason: 'Compensatory leave for the day worked on 2026-06-20, to be taken by 2026-07-19' }),
    ]);
    const cancel = await as(cast.empCse, 'POST', `/leaves/${leave._id}/cancellation`, { reason: 'I would rather not have it' });
    expect(cancel.statusCode).toBe(409);
    expect(body(cancel).message).toBe(LEAVE_REFUSALS.compOffNotCancellable);
  });

  it('for half of a college holiday credits 0.5; leave of the type is taken from the credit that lapses first', async () => {
    const claimed = await claim(cast.empCse, '2026-06-17', { days: 0.5 });
    expect(claimed.statusCode, claimed.body).toBe(201);
    await approve(body(claimed).data.leave._id);
    expect(await coffBalance(cast.empCse)).toBe(1.5);
    const applied = await as(cast.empCse, 'POST', '/leaves', { leaveType: 'coff', fromDate: '2026-06-24', toDate: '2026-06-24', reason: 'Taking the day worked in lieu' });
    expect(applied.statusCode, applied.body).toBe(201);
    await approve(body(applied).data.leave._id);
    expect(await coffBalance(cast.empCse)).toBe(0.5);
    // The day worked is not a day away: the calendar shows the leave taken, not the claims.
    const calendar = body(await as(cast.empCse, 'GET', '/calendar?month=2026-06')).data;
    expect(JSON.stringify(calendar)).toContain('2026-06-24');
    expect(JSON.stringify(calendar)).not.toContain('2026-06-20');
  });

  it('lapses what is left of each credit on its expiry through the ledger, once; replay rebuilds the same read models', async () => {
    // 17 July: the holiday's half day (lapsing first) was spent by the leave of 24 June; nothing lapses.
    clock.set('2026-07-17');
    await runAccrualsOn(runtime);
    expect(await coffBalance(cast.empCse)).toBe(0.5);
    // 20 July: half of the Saturday's day is left, and lapses.
    clock.set('2026-07-20');
    await runAccrualsOn(runtime);
    expect(await coffBalance(cast.empCse)).toBe(0);
    expect((await ledger(cast.empCse)).at(-1)).toMatchObject({ kind: 'lapsed', days: -0.5, reason: '0.5 of the 1 days of compensatory leave not taken by 2026-07-19 lapse' });
    expect((await runAccrualsOn(runtime)).events).toBe(0);
    const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
    expect(report.differences.every((difference) => difference.onlyLive === 0 && difference.onlyRebuilt === 0)).toBe(true);
  });
});
