// Issue 47: publishing refuses only the types that this version removes and someone still holds days of
// or has open. A type removed by an earlier version stays out of the check, even once a cancelled leave of
// it has given days back: publishing the policy in force unchanged is no conflict.

import { toAccount } from '@leave/core/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, policyType, type LeavePolicy } from '@leave/domain';
import { fixedClock, startTestRuntime } from '../helper';
import { addPerson, asPerson, body, CSE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';
import { runAccruals } from './support';

// A Monday.
const clock = fixedClock('2026-06-15');
let runtime: Runtime;
let admin: Person;
let hod: Person;
let person: Person;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  admin = asPerson(runtime, toAccount(await runtime.database.db.selectFrom('users').selectAll().where('role', '=', 'admin').executeTakeFirstOrThrow()));
  hod = await addPerson(runtime, { name: 'Hema Cse', email: 'hod.cse@college.edu', role: 'hod', department: CSE });
  person = await addPerson(runtime, { name: 'Kiran Exam', email: 'kiran.exam@college.edu', role: 'employee', department: CSE });
});
afterAll(() => runtime.close());

const exam = { ...policyType(DEFAULT_POLICY, 'ccl')!, code: 'exam', name: 'Examination Leave', colour: '#0f766e', counting: 'working' as const, halfDays: false, allowance: { per: 'year' as const, days: 3 } };
const withExam: LeavePolicy = { leaveTypes: [...DEFAULT_POLICY.leaveTypes, exam] };

const as = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => runtime.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const publish = (policy: LeavePolicy, reason: string) => as(admin, 'POST', '/policy/versions', { policy, effectiveFrom: clock.today(), reason });
const examDays = async () => (body(await as(person, 'GET', '/users/current-leave-balances')).data as Record<string, number>).exam;

describe('publishing after a type was removed', () => {
  it('refuses the removal while someone holds days of it, takes it once nobody does, and then a cancelled leave of it blocks no later publication', async () => {
    expect((await publish(withExam, 'Examination duty')).statusCode).toBe(201);
    await runAccruals(runtime);
    expect(await examDays()).toBe(3);

    // This version removes exam, which Kiran holds days of.
    const held = await publish(DEFAULT_POLICY, 'No more examination leave');
    expect(held.statusCode).toBe(409);
    expect(body(held).message).toBe('EXAM cannot be removed: it has balances or open applications');

    // Kiran takes all three days (22-24 June), then exam goes.
    const applied = await as(person, 'POST', '/leaves', { leaveType: 'exam', fromDate: '2026-06-22', toDate: '2026-06-24', reason: 'Invigilating the university examinations' });
    expect(applied.statusCode, applied.body).toBe(201);
    const leaveId = body(applied).data.leave._id as string;
    expect((await as(hod, 'PUT', `/leaves/${leaveId}/status`, { status: 'hodApproved' })).statusCode).toBe(200);
    expect((await as(admin, 'PUT', `/leaves/${leaveId}/status`, { status: 'approved' })).statusCode).toBe(200);
    expect(await examDays()).toBe(0);
    // The year's reset credited everyone's balance; the others' are set to 0 by hand.
    for (const other of [admin, hod]) {
      const zeroed = await as(admin, 'PUT', `/users/${other.user.id}`, { leaveBalance: { exam: 0 }, balanceReason: 'Examination leave ends' });
      expect(zeroed.statusCode, zeroed.body).toBe(200);
    }
    expect((await publish(DEFAULT_POLICY, 'No more examination leave')).statusCode).toBe(201);

    // The duty is called off: the cancelled leave gives the days back, of a type no version in force has.
    expect((await as(person, 'POST', `/leaves/${leaveId}/cancellation`, { reason: 'The examinations were postponed' })).statusCode).toBe(200);
    expect((await as(hod, 'PUT', `/leaves/${leaveId}/cancellation`, { decision: 'accept' })).statusCode).toBe(200);
    expect(await examDays()).toBe(3);

    // The policy in force, published again unchanged, removes nothing.
    const again = await publish(DEFAULT_POLICY, 'Reissued unchanged for the new term');
    expect(again.statusCode, again.body).toBe(201);
    expect(body(again).data).toMatchObject({ version: 4 });
  });
});
