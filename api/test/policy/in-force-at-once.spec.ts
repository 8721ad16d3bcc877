// A version effective today is in force the minute it is published (issue 46): an admin raises CL from 6
// to 8 and adds Examination Leave (3 a year) from today; right after the answer every balance holds them,
// with ledger entries naming the version, and exam leave can be applied for at once; a type added today
// cannot be removed again once people hold it. A version effective later changes nothing until its day,
// when the daily run applies it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, policyType, type LeavePolicy, type PolicyLeaveType } from '@leave/domain';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';
import { runAccruals } from './support';

// Tuesday 8 December 2026, inside the half-year July - December.
const clock = fixedClock('2026-12-08');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

const as = (person: Person, method: 'GET' | 'POST', url: string, payload?: object) => runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const balance = async (person: Person) => body(await as(person, 'GET', '/users/current-leave-balances')).data as Record<string, unknown>;
const ledger = async (person: Person) => body(await as(cast.admin, 'GET', `/users/${person.user.id}/balance-ledger`)).data.entries as { leaveType: string; kind: string; days: number; policyVersion?: number }[];

const exam: PolicyLeaveType = { ...policyType(DEFAULT_POLICY, 'ccl')!, code: 'exam', name: 'Examination Leave', colour: '#0f766e', counting: 'working', halfDays: false, allowance: { per: 'year', days: 3 } };
const policyWith = (clDays: number, extra: PolicyLeaveType[]): LeavePolicy => ({
  leaveTypes: [...DEFAULT_POLICY.leaveTypes.map((type) => (type.code === 'cl' ? { ...type, allowance: { per: 'halfYear' as const, days: clDays } } : type)), ...extra],
});

describe('a policy version effective today', () => {
  it('is in every balance when the publication answers: CL 8 with its quota, exam 3, each a ledger entry naming the version', async () => {
    expect(await balance(cast.empCse)).toMatchObject({ cl: 6, clInfo: { quota: 6 } });
    const published = await as(cast.admin, 'POST', '/policy/versions', { policy: policyWith(8, [exam]), effectiveFrom: clock.today(), reason: 'CL 8 a half-year and examination leave' });
    expect(published.statusCode, published.body).toBe(201);
    expect(body(published).message).toBe('Leave policy version 2 published');
    // The admin and the five people of the cast.
    expect(body(published).data).toEqual({ version: 2, balances: { state: 'updated', people: 6, changed: 6 } });
    for (const person of [cast.empCse, cast.hodCse, cast.empEce]) {
      expect(await balance(person)).toMatchObject({ cl: 8, exam: 3, clInfo: { quota: 8, period: 'July - December 2026' } });
    }
    const entries = await ledger(cast.empCse);
    expect(entries.filter((entry) => entry.policyVersion === 2).map(({ leaveType, days }) => [leaveType, days])).toEqual([
      ['cl', 2],
      ['exam', 3],
    ]);
    // The daily run of the same day finds nothing left to do.
    expect((await runAccruals(runtime)).events).toBe(0);
  });

  it('lets exam leave be applied for the same minute, and refuses removing it again now that people hold it', async () => {
    const applied = await as(cast.empCse, 'POST', '/leaves', { leaveType: 'exam', fromDate: '2026-12-10', toDate: '2026-12-11', reason: 'Invigilating the university examinations' });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(body(applied).data.leave).toMatchObject({ leaveType: 'exam', numberOfDays: 2 });
    const removed = await as(cast.admin, 'POST', '/policy/versions', { policy: policyWith(8, []), effectiveFrom: clock.today(), reason: 'No examination leave after all' });
    expect(removed.statusCode).toBe(409);
    expect(body(removed).message).toContain('EXAM');
  });
});

describe('a policy version effective later', () => {
  it('changes no balance when published, and is applied by the daily run on its day', async () => {
    const published = await as(cast.admin, 'POST', '/policy/versions', { policy: policyWith(9, [exam]), effectiveFrom: '2026-12-14', reason: 'One more day of CL from Monday' });
    expect(published.statusCode, published.body).toBe(201);
    expect(body(published).data).toEqual({ version: 3 });
    expect(await balance(cast.empEce)).toMatchObject({ cl: 8, clInfo: { quota: 8 } });
    clock.set('2026-12-11');
    await runAccruals(runtime);
    expect((await balance(cast.empEce)).cl).toBe(8);
    clock.set('2026-12-14');
    await runAccruals(runtime);
    expect(await balance(cast.empEce)).toMatchObject({ cl: 9, clInfo: { quota: 9 } });
    expect((await ledger(cast.empEce)).findLast((entry) => entry.leaveType === 'cl')).toMatchObject({ days: 1, policyVersion: 3 });
  });
});
