// POST /api/leaves/preview (issue 43, docs/contract.md): the days, the balance after them, the route and
// every problem of an application not yet made, by the same domain functions as POST /api/leaves, with
// nothing recorded.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, type LeavePolicy } from '@leave/domain';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, type Person } from '../fixtures';
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

const preview = (who: Person, payload: Record<string, unknown>) => runtime.app.inject({ method: 'POST', url: '/api/leaves/preview', headers: who.headers, payload });
const person = (who: Person) => ({ _id: who.user.id, name: who.user.name });

describe('POST /api/leaves/preview', () => {
  it("answers an employee's days, balance after them and the default route (HOD, then admin), recording nothing", async () => {
    const response = await preview(cast.empCse, { leaveType: 'cl', fromDate: '2026-11-30', toDate: '2026-12-02' });
    expect(response.statusCode).toBe(200);
    expect(body(response).data).toEqual({
      days: 3,
      balanceAfter: 3,
      route: [
        { office: 'hod', name: 'HOD', approvers: [person(cast.hodCse)] },
        { office: 'admin', name: 'Admin', approvers: [person(cast.admin)] },
      ],
      problems: [],
    });
    const mine = await runtime.app.inject({ method: 'GET', url: '/api/leaves/my-leaves', headers: cast.empCse.headers });
    expect(body(mine).data.leaves).toEqual([]);
  });

  it("a HOD's own application skips the HOD step they alone hold", async () => {
    const response = await preview(cast.hodEce, { leaveType: 'cl', fromDate: '2026-11-30', toDate: '2026-11-30' });
    expect(body(response).data.route).toEqual([{ office: 'admin', name: 'Admin', approvers: [person(cast.admin)] }]);
  });

  it('lists every problem POST /api/leaves would meet, and still counts the days', async () => {
    const applicant = await addPerson(runtime, { name: 'Preview Person', email: 'preview@college.edu', role: 'employee', department: CSE });
    const applied = await runtime.app.inject({
      method: 'POST',
      url: '/api/leaves',
      headers: applicant.headers,
      payload: { leaveType: 'cl', fromDate: '2026-12-01', toDate: '2026-12-01', reason: 'Family function in the village' },
    });
    expect(applied.statusCode).toBe(201);
    const response = await preview(applicant, { leaveType: 'cl', fromDate: '2026-11-30', toDate: '2026-12-08' });
    expect(body(response).data).toMatchObject({
      days: 7,
      balanceAfter: -2,
      problems: [
        { field: 'leaveType', msg: expect.stringContaining('Insufficient') },
        { field: 'fromDate', msg: 'You already have a leave application for these dates' },
      ],
    });
    const past = await preview(applicant, { leaveType: 'cl', fromDate: '2026-11-20', toDate: '2026-11-20' });
    expect(body(past).data).toEqual({ days: 0, balanceAfter: null, route: [], problems: [{ field: 'fromDate', msg: 'Start date cannot be in the past' }] });
  });

  it('follows the route of the policy in force on the first day, and refuses a malformed body with a 400', async () => {
    const routed: LeavePolicy = { ...DEFAULT_POLICY, approvalRoutes: [{ name: 'Long earned leave', leaveTypes: ['el'], when: { minDays: 3 }, steps: [{ office: 'admin' }] }] };
    const published = await runtime.app.inject({ method: 'POST', url: '/api/policy/versions', headers: cast.admin.headers, payload: { policy: routed, effectiveFrom: '2026-12-14', reason: 'Routes for long leave' } });
    expect(published.statusCode).toBe(201);
    const before = await preview(cast.empEce, { leaveType: 'el', fromDate: '2026-12-07', toDate: '2026-12-09' });
    expect(body(before).data.route.map((step: { office: string }) => step.office)).toEqual(['hod', 'admin']);
    const after = await preview(cast.empEce, { leaveType: 'el', fromDate: '2026-12-14', toDate: '2026-12-16' });
    expect(body(after).data.route.map((step: { office: string }) => step.office)).toEqual(['admin']);
    const bad = await preview(cast.empEce, { leaveType: 'el', fromDate: 'soon', toDate: '2026-12-16' });
    expect(bad.statusCode).toBe(400);
  });
});
