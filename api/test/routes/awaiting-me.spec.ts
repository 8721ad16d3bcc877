// GET /api/leaves?awaiting=me under a policy naming no routes (issue 43, docs/contract.md): applications of
// the default route wait where the HOD's and the admin's queues show them, a stand-in's too; never the
// caller's own. The routed queues are approval-routes.spec.ts's.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// Monday 23 November 2026.
const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

const awaiting = async (who: Person) => {
  const answer = await runtime.app.inject({ method: 'GET', url: '/api/leaves?awaiting=me&limit=25', headers: who.headers });
  expect(answer.statusCode).toBe(200);
  const { leaves, total } = body(answer).data as { leaves: { _id: string }[]; total: number };
  expect(total).toBe(leaves.length);
  return leaves.map((leave) => leave._id);
};
const apply = async (who: Person, fromDate: string) => {
  const answer = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType: 'cl', fromDate, toDate: fromDate, reason: 'A family function' } });
  expect(answer.statusCode).toBe(201);
  return body(answer).data.leave as { _id: string; route?: unknown };
};

describe('GET /api/leaves?awaiting=me on the default route', () => {
  it("lists pending applications for their department's HOD (and a stand-in), HOD-approved and HODs' own for the admin", async () => {
    const leave = await apply(cast.empCse, '2026-11-30');
    expect(leave.route).toBeUndefined();
    const hodsOwn = await apply(cast.hodEce, '2026-12-01');
    expect(await awaiting(cast.hodCse)).toEqual([leave._id]);
    expect(await awaiting(cast.hodEce)).toEqual([]);
    expect(await awaiting(cast.admin)).toEqual([hodsOwn._id]);
    expect(await awaiting(cast.empCse)).toEqual([]);

    // The CSE HOD's stand-in for today sees what the HOD sees, but their own.
    const today = clock.today();
    const named = await runtime.app.inject({ method: 'POST', url: '/api/stand-ins', headers: cast.admin.headers, payload: { hodId: cast.hodCse.user.id, standInId: cast.empCse2.user.id, from: today, to: today } });
    expect(named.statusCode).toBe(201);
    expect(await awaiting(cast.empCse2)).toEqual([leave._id]);

    const approved = await runtime.app.inject({ method: 'PUT', url: `/api/leaves/${leave._id}/status`, headers: cast.hodCse.headers, payload: { status: 'hodApproved' } });
    expect(approved.statusCode).toBe(200);
    expect(await awaiting(cast.hodCse)).toEqual([]);
    expect(await awaiting(cast.empCse2)).toEqual([]);
    expect(await awaiting(cast.admin)).toEqual([hodsOwn._id, leave._id]);
  });
});
