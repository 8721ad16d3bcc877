import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { todayIn, type CalendarDate } from '@leave/domain';
import type { Clock } from '@leave/core/clock';
import { startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// A clock set to instants (not days), so that an application can be made just after midnight in
// APP_TIMEZONE (Asia/Kolkata, UTC+5:30) while it is still the previous day in UTC.
let now = new Date('2025-10-10T06:00:00.000Z');
const clock: Clock = { now: () => now, today: () => todayIn('Asia/Kolkata', now) };
const at = (instant: string) => (now = new Date(instant));

let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
const inject = (options: InjectOptions) => runtime.app.inject(options);
const charts = async (who: Person) => {
  const response = await inject({ method: 'GET', url: '/api/dashboard/charts', headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return body(response).data.charts;
};
const apply = async (who: Person, leaveType: string, fromDate: CalendarDate, toDate = fromDate) => {
  const response = await inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType, fromDate, toDate, reason: 'Reason long enough' } });
  expect(response.statusCode, response.body).toBe(201);
  return body(response).data.leave.id as string;
};
const decide = async (who: Person, id: string, payload: object) => {
  const response = await inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: who.headers, payload });
  expect(response.statusCode, response.body).toBe(200);
};

const MONTHS = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
  // October 2025: more than 12 months before November 2026, so in no chart.
  await apply(cast.empCse, 'cl', '2025-10-20');
  // June 2026: still pending.
  at('2026-06-10T06:00:00.000Z');
  await apply(cast.empCse, 'cl', '2026-06-15');
  // Applied in August, approved for good in September: the admin's August, the HOD's September.
  at('2026-08-20T06:00:00.000Z');
  const august = await apply(cast.empCse, 'cl', '2026-09-14', '2026-09-15');
  await decide(cast.hodCse, august, { status: 'hodApproved' });
  at('2026-09-02T06:00:00.000Z');
  await decide(cast.admin, august, { status: 'approved' });
  // 20:00 UTC on 31 October is 01:30 on 1 November in Kolkata: a November application.
  at('2026-10-31T20:00:00.000Z');
  await apply(cast.empEce, 'cl', '2026-11-25');
  at('2026-11-20T06:00:00.000Z');
  const rejected = await apply(cast.empCse, 'scl', '2026-11-24');
  await decide(cast.hodCse, rejected, { status: 'rejected', rejectionReason: 'Lab exams that day' });
  // The HOD's own application (calendar days, decided by the admin alone).
  const own = await apply(cast.hodCse, 'cl', '2026-11-26', '2026-11-27');
  await decide(cast.admin, own, { status: 'approved' });
  const ccl = await apply(cast.empCse2, 'ccl', '2026-11-30');
  await decide(cast.hodCse, ccl, { status: 'hodApproved' });
  await decide(cast.admin, ccl, { status: 'approved' });
  at('2026-11-23T06:00:00.000Z');
});
afterAll(() => runtime.close());

describe('GET /api/dashboard/charts', () => {
  // None of these applications was withdrawn or cancelled: those columns are there, and empty.
  const NO_LATER_STATUS = { withdrawn: 0, cancellationRequested: 0, cancelled: 0 };

  it("answers the admin the last 12 months' applications by the month they were made, split by their status now", async () => {
    const { applicationsByMonth } = await charts(cast.admin);
    expect(applicationsByMonth.map((entry: { month: string }) => entry.month)).toEqual(MONTHS);
    const month = (m: string) => applicationsByMonth.find((entry: { month: string }) => entry.month === m);
    expect(month('2026-06')).toEqual({ month: '2026-06', pending: 1, hodApproved: 0, approved: 0, rejected: 0, ...NO_LATER_STATUS });
    expect(month('2026-08')).toEqual({ month: '2026-08', pending: 0, hodApproved: 0, approved: 1, rejected: 0, ...NO_LATER_STATUS });
    expect(month('2026-10')).toEqual({ month: '2026-10', pending: 0, hodApproved: 0, approved: 0, rejected: 0, ...NO_LATER_STATUS });
    expect(month('2026-11')).toEqual({ month: '2026-11', pending: 1, hodApproved: 0, approved: 2, rejected: 1, ...NO_LATER_STATUS });
    const total = applicationsByMonth.reduce((sum: number, entry: Record<string, number>) => sum + entry.pending! + entry.hodApproved! + entry.approved! + entry.rejected!, 0);
    // Seven applications in all, less the one of October 2025.
    expect(total).toBe(6);
  });

  it("answers a HOD the days of their department's applications by the month of final approval, by leave type", async () => {
    const { approvedDaysByMonth } = await charts(cast.hodCse);
    expect(approvedDaysByMonth.map((entry: { month: string }) => entry.month)).toEqual(MONTHS);
    const nonZero = approvedDaysByMonth.filter((entry: Record<string, number | string>) => ['cl', 'scl', 'el', 'hpl', 'ccl'].some((type) => entry[type] !== 0));
    expect(nonZero).toEqual([
      { month: '2026-09', cl: 2, scl: 0, el: 0, hpl: 0, ccl: 0 },
      { month: '2026-11', cl: 2, scl: 0, el: 0, hpl: 0, ccl: 1 },
    ]);
  });

  it('shows another department nothing of CSE', async () => {
    const { approvedDaysByMonth } = await charts(cast.hodEce);
    expect(approvedDaysByMonth).toHaveLength(12);
    for (const entry of approvedDaysByMonth) expect(entry).toEqual({ month: entry.month, cl: 0, scl: 0, el: 0, hpl: 0, ccl: 0 });
  });

  it('refuses an employee (403) and an anonymous caller (401)', async () => {
    expect((await inject({ method: 'GET', url: '/api/dashboard/charts', headers: cast.empCse.headers })).statusCode).toBe(403);
    expect((await inject({ method: 'GET', url: '/api/dashboard/charts' })).statusCode).toBe(401);
  });
});
