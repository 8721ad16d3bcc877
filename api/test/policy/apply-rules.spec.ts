// The server holds an application to the rules of its type in the policy in force on its first day
// (docs/policy.md 'Applying'): a version that asks for notice refuses a late application with its message,
// and nothing changes for an application the rules allow; leave of a type that needs no balance is taken
// with none left.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, POLICY_APPLY_MESSAGES, type LeavePolicy, type PolicyLeaveType } from '@leave/domain';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// A Monday.
const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

const withType = (code: string, rules: Partial<PolicyLeaveType>): LeavePolicy => ({
  leaveTypes: DEFAULT_POLICY.leaveTypes.map((type) => (type.code === code ? { ...type, ...rules } : type)),
});
const publish = (policy: LeavePolicy) =>
  runtime.app.inject({ method: 'POST', url: '/api/policy/versions', headers: cast.admin.headers, payload: { policy, effectiveFrom: clock.today(), reason: 'Rules for applying' } });
const apply = (person: Person, leaveType: string, fromDate: string, toDate: string) =>
  runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: person.headers, payload: { leaveType, fromDate, toDate, reason: 'Family function in the village' } });

describe('applying under the policy in force', () => {
  it('refuses an application with less notice than its type asks, with the message, and takes one with enough', async () => {
    expect((await publish(withType('cl', { minNoticeDays: 5 }))).statusCode).toBe(201);
    const late = await apply(cast.empCse, 'cl', '2026-11-25', '2026-11-25');
    expect(late.statusCode).toBe(400);
    expect(body(late).message).toBe(POLICY_APPLY_MESSAGES.notice('cl', 5));
    expect(body(late).message).toBe('CL must be applied for at least 5 days in advance');
    const mine = await runtime.app.inject({ method: 'GET', url: '/api/leaves/my-leaves', headers: cast.empCse.headers });
    expect(body(mine).data.leaves).toEqual([]);
    expect((await apply(cast.empCse, 'cl', '2026-11-30', '2026-11-30')).statusCode).toBe(201);
  });

  it('takes leave of a type that needs no balance with none left, and refuses it once the type needs one again', async () => {
    expect((await publish(withType('ccl', { needsBalance: false }))).statusCode).toBe(201);
    // CCL 7: eight working days from Monday 7 December.
    const long = await apply(cast.empCse2, 'ccl', '2026-12-07', '2026-12-16');
    expect(long.statusCode).toBe(201);
    expect(body(long).data.leave.numberOfDays).toBe(8);
    expect((await publish(DEFAULT_POLICY)).statusCode).toBe(201);
    const refused = await apply(cast.empEce, 'ccl', '2026-12-07', '2026-12-16');
    expect(refused.statusCode).toBe(400);
    expect(body(refused).message).toContain('Insufficient CCL balance');

    // Approved after the rules changed back, it still debits nothing: the type needed no balance when it was applied for.
    const id = body(long).data.leave._id as string;
    const decide = (person: Person, status: string) => runtime.app.inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: person.headers, payload: { status } });
    expect((await decide(cast.hodCse, 'hodApproved')).statusCode).toBe(200);
    expect((await decide(cast.admin, 'approved')).statusCode).toBe(200);
    const profile = await runtime.app.inject({ method: 'GET', url: '/api/users/profile', headers: cast.empCse2.headers });
    expect(body(profile).data.user.leaveBalance.ccl).toBe(7);
  });
});
