// The college's leave policy through its routes (docs/contract.md 'Leave policy'): the default policy is
// version 1 of a new database; the admin publishes a version from today on with a reason; bad documents
// and past dates are 400; the auditor reads the versions; raising CL from 6 to 8 from 1 July credits it on
// 1 July and not before, in ledger entries naming version 2; a mid-period change credits the difference
// once; replay rebuilds the same balances.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, policyType, type LeavePolicy } from '@leave/domain';
import { inlineProjections } from '@leave/core/projections';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, type Person } from '../fixtures';
import { replayReadModels } from '../../src/replay/replay';
import type { Runtime } from '../../src/runtime';
import { runAccruals as runAccrualsOn } from './support';

const clock = fixedClock('2026-06-15');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let auditor: Person;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
  auditor = await addPerson(runtime, { name: 'Asha Auditor', email: 'auditor@college.edu', role: 'auditor', department: null });
});
afterAll(() => runtime.close());

const as = (person: Person, method: 'GET' | 'POST', url: string, payload?: object) => runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const publish = (payload: object, person = cast.admin) => as(person, 'POST', '/policy/versions', payload);
const withCl = (days: number): LeavePolicy => ({ leaveTypes: DEFAULT_POLICY.leaveTypes.map((type) => (type.code === 'cl' ? { ...type, allowance: { per: 'halfYear' as const, days } } : type)) });
const balance = async (person: Person) => body(await as(person, 'GET', '/users/current-leave-balances')).data as Record<string, number> & { clInfo: unknown };
const ledger = async (person: Person) => body(await as(cast.admin, 'GET', `/users/${person.user.id}/balance-ledger`)).data.entries as { leaveType: string; kind: string; days: number; period: string | null; reason: string; policyVersion?: number }[];
const runAccruals = () => runAccrualsOn(runtime);

describe('the leave policy', () => {
  it('a new database has the default policy as version 1, which anyone signed in reads', async () => {
    const response = await as(cast.empCse, 'GET', '/policy');
    expect(response.statusCode).toBe(200);
    // With the college's time zone, in which the web app reads 'today'.
    expect(body(response).data).toEqual({ policy: DEFAULT_POLICY, version: 1, effectiveFrom: '2000-01-01', timeZone: runtime.app.config.appTimezone });
    expect((await runtime.app.inject({ method: 'GET', url: '/api/policy' })).statusCode).toBe(401);
  });

  it('the admin and the auditor read the versions, with who published them and why; nobody else', async () => {
    for (const person of [cast.admin, auditor]) {
      const versions = body(await as(person, 'GET', '/policy/versions')).data.versions;
      expect(versions).toEqual([expect.objectContaining({ version: 1, effectiveFrom: '2000-01-01', publishedBy: { _id: '', name: 'System' }, policy: DEFAULT_POLICY, replaced: false })]);
    }
    expect((await as(cast.empCse, 'GET', '/policy/versions')).statusCode).toBe(403);
    expect((await as(cast.hodCse, 'GET', '/policy/versions')).statusCode).toBe(403);
  });

  it("the audit log filters by the policy's publication like by any other event", async () => {
    const published = await as(auditor, 'GET', '/audit/events?type=LeavePolicyPublished');
    expect(published.statusCode).toBe(200);
    expect(body(published).data.events).toEqual([expect.objectContaining({ type: 'LeavePolicyPublished', streamId: 'policy-college', version: 1 })]);
  });

  it('refuses a policy with mistakes naming each field, a past date, no reason, and anyone but the admin; nothing changes', async () => {
    const bad = { leaveTypes: [...withCl(8).leaveTypes, { ...policyType(DEFAULT_POLICY, 'ccl')!, code: 'Exam1', allowance: { per: 'year' } }] };
    const invalid = await publish({ policy: bad, effectiveFrom: '2026-07-01', reason: 'Exams' });
    expect(invalid.statusCode).toBe(400);
    expect(body(invalid).errors).toEqual(
      expect.arrayContaining([
        { field: 'policy.leaveTypes.5.code', msg: 'The code must be 2 to 8 lower-case letters' },
        { field: 'policy.leaveTypes.5.allowance.days', msg: 'Please give the days of the allowance' },
      ]),
    );
    const past = await publish({ policy: withCl(8), effectiveFrom: '2026-06-14', reason: 'Raise CL' });
    expect(past.statusCode).toBe(400);
    expect(body(past).message).toBe('The effective date cannot be in the past');
    expect((await publish({ policy: withCl(8), effectiveFrom: '2026-07-01', reason: ' ' })).statusCode).toBe(400);
    expect((await publish({ policy: withCl(8), effectiveFrom: '2026-07-01', reason: 'Raise CL' }, cast.hodCse)).statusCode).toBe(403);
    expect(body(await as(cast.admin, 'GET', '/policy/versions')).data.versions).toHaveLength(1);
  });

  it('previews what a version would change, with how many people each change reaches, and writes nothing', async () => {
    const cl = policyType(DEFAULT_POLICY, 'cl')!;
    const payload = { policy: withCl(8), effectiveFrom: '2026-07-01', reason: 'CL raised to 8' };
    const preview = await as(cast.admin, 'POST', '/policy/versions/preview', payload);
    expect(preview.statusCode, preview.body).toBe(200);
    // Two HODs and three employees take CL (the auditor takes no leave).
    expect(body(preview).data).toEqual({ follows: 1, effectiveFrom: '2026-07-01', types: [{ code: 'cl', name: cl.name, kind: 'allowance', takenBy: cl.takenBy, fromDays: cl.allowance.days, toDays: 8, people: 5 }], sections: [] });
    expect(body(await as(cast.admin, 'GET', '/policy/versions')).data.versions).toHaveLength(1);
    expect((await as(cast.hodCse, 'POST', '/policy/versions/preview', payload)).statusCode).toBe(403);
    expect((await as(auditor, 'POST', '/policy/versions/preview', payload)).statusCode).toBe(403);
    expect((await as(cast.admin, 'POST', '/policy/versions/preview', { ...payload, effectiveFrom: 'soon' })).statusCode).toBe(400);
  });

  it('a version not yet in force is replaced by the next one published for the same day', async () => {
    const first = await publish({ policy: withCl(7), effectiveFrom: '2026-07-01', reason: 'Raise CL a little' });
    expect(first.statusCode).toBe(201);
    expect(body(first).data).toEqual({ version: 2 });
    const second = await publish({ policy: withCl(8), effectiveFrom: '2026-07-01', reason: 'Raise CL to 8 from July' });
    expect(body(second).data).toEqual({ version: 3 });
    const versions = body(await as(auditor, 'GET', '/policy/versions')).data.versions as { version: number; replaced: boolean; publishedBy: { _id: string; name: string } }[];
    expect(versions.map((version) => [version.version, version.replaced])).toEqual([
      [3, false],
      [2, true],
      [1, false],
    ]);
    expect(versions[0]!.publishedBy).toEqual({ _id: cast.admin.user.id, name: cast.admin.user.name });
    expect(body(await as(cast.empCse, 'GET', '/policy')).data.version).toBe(1);
  });

  it('raising CL from 6 to 8 from 1 July credits it on 1 July and not before, naming the version; twice changes nothing', async () => {
    clock.set('2026-06-30');
    await runAccruals();
    expect((await balance(cast.empCse)).cl).toBe(6);
    clock.set('2026-07-01');
    await runAccruals();
    expect((await balance(cast.empCse)).cl).toBe(8);
    expect((await balance(cast.empCse)).clInfo).toEqual({ quota: 8, period: 'July - December 2026' });
    expect(body(await as(cast.empCse, 'GET', '/policy')).data).toMatchObject({ version: 3, effectiveFrom: '2026-07-01' });
    const entry = (await ledger(cast.empCse)).findLast((e) => e.leaveType === 'cl');
    expect(entry).toMatchObject({ kind: 'reset', days: 2, period: '2026-H2', policyVersion: 3 });
    const again = await runAccruals();
    expect(again.events).toBe(0);
  });

  it('a version starting inside the half-year credits the difference once, as a ledger entry naming it', async () => {
    clock.set('2026-07-10');
    expect(body(await publish({ policy: withCl(9), effectiveFrom: '2026-08-03', reason: 'One more day of CL' })).data).toEqual({ version: 4 });
    clock.set('2026-08-03');
    await runAccruals();
    expect((await balance(cast.empEce)).cl).toBe(9);
    expect((await ledger(cast.empEce)).at(-1)).toMatchObject({ leaveType: 'cl', kind: 'granted', days: 1, period: '2026-H2', policyVersion: 4, reason: 'Leave policy version 4: CL 8 -> 9 days per half-year' });
    expect((await runAccruals()).events).toBe(0);
  });

  it('a person who joins under a version opens with its quota; replay rebuilds the same balances', async () => {
    const newcomer = await addPerson(runtime, { name: 'Nita New', email: 'nita@college.edu', role: 'employee', department: 'Computer Science and Engineering (CSE)' });
    expect((await balance(newcomer)).cl).toBe(9);
    expect((await ledger(newcomer))[0]).toMatchObject({ leaveType: 'cl', kind: 'reset', days: 9, reason: 'Opening balance', policyVersion: 4 });
    const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
    expect(report.differences.every((difference) => difference.onlyLive === 0 && difference.onlyRebuilt === 0)).toBe(true);
  });
});
