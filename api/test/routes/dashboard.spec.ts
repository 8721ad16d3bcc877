import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { DEPARTMENTS } from '@leave/domain';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, CSE, ECE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
const inject = (options: InjectOptions) => runtime.app.inject(options);
const stats = async (who: Person) => body(await inject({ method: 'GET', url: '/api/dashboard/stats', headers: who.headers })).data.stats;
const apply = async (who: Person, fromDate: string, toDate = fromDate) =>
  body(await inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType: 'cl', fromDate, toDate, reason: 'Reason long enough' } })).data.leave.id as string;
const setStatus = (who: Person, id: string, payload: object) => inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: who.headers, payload });

let approved: string;
beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
  // CSE: one of each status (the approved one takes 2 days); ECE: one pending.
  await apply(cast.empCse, '2026-11-24');
  const hodApproved = await apply(cast.empCse, '2026-11-25');
  await setStatus(cast.hodCse, hodApproved, { status: 'hodApproved' });
  approved = await apply(cast.empCse, '2026-11-26', '2026-11-27');
  await setStatus(cast.hodCse, approved, { status: 'hodApproved' });
  await setStatus(cast.admin, approved, { status: 'approved' });
  const rejected = await apply(cast.empCse, '2026-11-30');
  await setStatus(cast.hodCse, rejected, { status: 'rejected', rejectionReason: 'Lab exams' });
  await apply(cast.empEce, '2026-12-01');
  // The CSE HOD's own application waits for the admin, not for the HOD.
  await apply(cast.hodCse, '2026-12-02');
});
afterAll(() => runtime.close());

describe('GET /api/dashboard/stats', () => {
  it("answers the admin's figures, the 5 newest applications and the pending count per department", async () => {
    const admin = await stats(cast.admin);
    expect(admin).toEqual({
      totalEmployees: 3,
      totalHODs: 2,
      pendingLeaves: 3,
      approvedLeaves: 1,
      recentLeaves: expect.any(Array),
      departmentLeaves: [
        { _id: CSE, count: 2 },
        { _id: ECE, count: 1 },
      ],
    });
    expect(admin.recentLeaves).toHaveLength(5);
    expect(admin.recentLeaves[0]).toMatchObject({ employee: { name: 'Hema Cse' }, department: CSE, leaveType: 'cl', numberOfDays: 1, status: 'pending' });
  });

  it("answers a HOD's department figures, pending counting what waits for the HOD (not the HOD's own application)", async () => {
    expect(await stats(cast.hodCse)).toEqual({ departmentEmployees: 2, pendingLeaves: 1, approvedThisMonth: 1, totalLeaveDays: 2 });
    expect(await stats(cast.hodEce)).toEqual({ departmentEmployees: 1, pendingLeaves: 1, approvedThisMonth: 0, totalLeaveDays: 0 });
  });

  it("answers an employee's own figures", async () => {
    expect(await stats(cast.empCse)).toEqual({ totalApplications: 4, pendingApplications: 1, approvedApplications: 1, totalDaysTaken: 2 });
    expect(await stats(cast.empCse2)).toEqual({ totalApplications: 0, pendingApplications: 0, approvedApplications: 0, totalDaysTaken: 0 });
  });

  it('counts approvals of the current month only', async () => {
    clock.set('2026-12-02');
    try {
      expect((await stats(cast.hodCse)).approvedThisMonth).toBe(0);
    } finally {
      clock.set('2026-11-23');
    }
  });

  it('needs a signed-in user', async () => {
    expect((await inject({ method: 'GET', url: '/api/dashboard/stats' })).statusCode).toBe(401);
  });
});

describe('GET /api/departments', () => {
  it('lists the eight departments with code, name and label to anyone', async () => {
    const response = await inject({ method: 'GET', url: '/api/departments' });
    expect(response.statusCode).toBe(200);
    const { departments } = body(response).data;
    expect(departments).toHaveLength(8);
    expect(departments).toEqual(DEPARTMENTS.map((d) => ({ code: d.code, name: d.name, label: d.label })));
    expect(departments).toContainEqual({ code: 'AIDS & ML', name: 'Artificial Intelligence Data Science & Machine Learning', label: 'Artificial Intelligence Data Science & Machine Learning (AIDS & ML)' });
  });

  it('an approved leave whose cancellation is asked for still counts as approved, its days as taken', async () => {
    const asked = await inject({ method: 'POST', url: `/api/leaves/${approved}/cancellation`, headers: cast.empCse.headers, payload: { reason: 'The trip was called off' } });
    expect(asked.statusCode).toBe(200);
    expect(await stats(cast.empCse)).toMatchObject({ approvedApplications: 1, totalDaysTaken: 2 });
    expect(await stats(cast.hodCse)).toMatchObject({ totalLeaveDays: 2 });
    expect(await stats(cast.admin)).toMatchObject({ approvedLeaves: 1 });
  });
});
