// GET /api/users/:id/balance-ledger (docs/contract.md): every entry of a person's ledger with what it did,
// the figure after it, why and by whom; per type the days add up to the balance every other answer shows.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_TYPES, type BalanceLedgerEntryDto } from '@leave/domain';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let priya: Person;

const as = (person: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const entriesOf = async (person: Person, viewer: Person = person): Promise<BalanceLedgerEntryDto[]> => body(await as(viewer, 'GET', `/users/${person.user.id}/balance-ledger`)).data.entries;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
  priya = await addPerson(runtime, { name: 'Priya Ledger', email: 'priya.ledger@college.edu', role: 'employee', department: CSE, dateOfJoining: '2020-06-01' });
  const applied = await as(priya, 'POST', '/leaves', { leaveType: 'cl', fromDate: '2026-12-01', toDate: '2026-12-02', reason: 'Attending a family wedding' });
  const leaveId = body(applied).data.leave.id as string;
  await as(cast.hodCse, 'PUT', `/leaves/${leaveId}/status`, { status: 'hodApproved' });
  await as(cast.admin, 'PUT', `/leaves/${leaveId}/status`, { status: 'approved' });
  await as(cast.admin, 'PUT', `/users/${priya.user.id}`, { leaveBalance: { ccl: 5 }, balanceReason: 'Two days taken before the system' });
  await as(cast.admin, 'PUT', `/users/${priya.user.id}`, { dateOfJoining: '2017-06-01' });
  await as(priya, 'POST', '/users/calculate-earned-leave');
});
afterAll(() => runtime.close());

describe('GET /api/users/:id/balance-ledger', () => {
  it('lists the entries oldest first, each saying what it did, why and by whom', async () => {
    const entries = await entriesOf(priya);
    expect(entries.map((e) => [e.leaveType, e.kind, e.days, e.balanceAfter, e.period])).toEqual([
      ['cl', 'reset', 6, 6, '2026-H2'],
      ['scl', 'reset', 4, 4, '2026-H2'],
      ['ccl', 'reset', 7, 7, '2026'],
      ['hpl', 'granted', 10, 10, 'milestone-1'],
      ['hpl', 'granted', 10, 20, 'milestone-2'],
      ['cl', 'debited', -2, 4, '2026-H2'],
      ['ccl', 'adjusted', -2, 5, null],
      ['hpl', 'adjusted', 10, 30, null],
      ['el', 'credited', 116, 116, null],
    ]);
    expect(entries[0]).toEqual({
      leaveType: 'cl',
      kind: 'reset',
      days: 6,
      balanceAfter: 6,
      period: '2026-H2',
      reason: 'Opening balance',
      actor: { _id: '', name: 'System', role: 'admin' },
      occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(entries[5]).toMatchObject({ reason: 'CL leave approved, 2026-12-01 to 2026-12-02', actor: { _id: cast.admin.user.id, role: 'admin' } });
    expect(entries[6]).toMatchObject({ reason: 'Two days taken before the system', actor: { _id: cast.admin.user.id } });
    expect(entries[7]!.reason).toBe('Date of joining changed from 2020-06-01 to 2017-06-01: HPL milestones 2 -> 3 (+10 days)');
    expect(entries[8]).toMatchObject({ actor: { _id: priya.user.id, name: 'Priya Ledger', role: 'employee' } });
  });

  it('adds up, per type, to the balance GET /users/current-leave-balances reports', async () => {
    const entries = await entriesOf(priya);
    const balances = body(await as(priya, 'GET', '/users/current-leave-balances')).data;
    for (const type of LEAVE_TYPES) {
      const ofType = entries.filter((e) => e.leaveType === type);
      expect(ofType.reduce((sum, e) => sum + e.days, 0), type).toBe(balances[type]);
      expect(ofType.at(-1)?.balanceAfter ?? 0, type).toBe(balances[type]);
    }
  });

  it('is the same for the HOD of the department and the admin, and 404 for nobody', async () => {
    expect(await entriesOf(priya, cast.hodCse)).toEqual(await entriesOf(priya));
    expect(await entriesOf(priya, cast.admin)).toEqual(await entriesOf(priya));
    const missing = await as(cast.admin, 'GET', '/users/no-such-person/balance-ledger');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('User not found');
  });

  it('refuses anyone else with 403', async () => {
    const response = await as(cast.empCse2, 'GET', `/users/${priya.user.id}/balance-ledger`);
    expect(response.statusCode).toBe(403);
    expect(body(response)).toEqual({ success: false, message: 'You do not have permission to see this balance history' });
  });
});

describe('Decisions record the balance the decider saw', () => {
  it('in balanceBefore of every decision event, and the role the applicant had then', async () => {
    const applied = await as(priya, 'POST', '/leaves', { leaveType: 'cl', fromDate: '2026-12-08', toDate: '2026-12-08', reason: 'Attending a family wedding' });
    const leaveId = body(applied).data.leave.id as string;
    await as(cast.hodCse, 'PUT', `/leaves/${leaveId}/status`, { status: 'hodApproved' });
    await as(cast.admin, 'PUT', `/leaves/${leaveId}/status`, { status: 'approved' });
    const events = body(await as(priya, 'GET', `/leaves/${leaveId}/events`)).data.events;
    expect(events.map((e: { type: string; data: { balanceBefore?: number; applicantRole?: string } }) => [e.type, e.data.balanceBefore, e.data.applicantRole])).toEqual([
      ['LeaveApplied', undefined, undefined],
      ['LeaveHodApproved', 4, 'employee'],
      ['LeaveApproved', 4, 'employee'],
    ]);
  });
});
