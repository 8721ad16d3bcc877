// Class adjustment in POST /api/leaves/preview (issue 45, docs/contract.md 'Preview'): under a policy with
// `classAdjustment`, the preview lists every period of the applicant's timetable the leave takes (half days
// by the policy's hours, holidays and weekends left out), each with the colleagues of the department free
// then (not teaching, not away), fewest substitutions first; without it, or for a type or role it does not
// name, no periods at all.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { DEFAULT_POLICY, type LeavePolicy } from '@leave/domain';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// Monday 23 November 2026; the leave runs Monday 30 November (afternoon) to Saturday 5 December, Wednesday the 2nd a holiday.
const clock = fixedClock('2026-11-23');
const TERM = { termFrom: '2026-11-02', termTo: '2027-03-31' };
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let away: Person;

const inject = (options: InjectOptions) => runtime.app.inject(options);
const preview = (who: Person, payload: Record<string, unknown>) => inject({ method: 'POST', url: '/api/leaves/preview', headers: who.headers, payload });
async function addPeriod(teacher: Person, weekday: number, period: number, start: string, end: string, className = 'II CSE-A'): Promise<void> {
  const response = await inject({
    method: 'POST',
    url: '/api/timetable/periods',
    headers: cast.admin.headers,
    payload: { userId: teacher.user.id, weekday, period, start, end, className, subject: 'Data Structures', room: 'B-204', ...TERM },
  });
  expect(response.statusCode, response.body).toBe(201);
}
async function publish(policy: LeavePolicy): Promise<void> {
  const response = await inject({ method: 'POST', url: '/api/policy/versions', headers: cast.admin.headers, payload: { policy, effectiveFrom: '2026-11-23', reason: 'Class adjustment' } });
  expect(response.statusCode, response.body).toBe(201);
}
const LEAVE = { leaveType: 'cl', fromDate: '2026-11-30', fromHalf: 'second', toDate: '2026-12-05' };

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
  away = await addPerson(runtime, { name: 'Anil Cse', email: 'anil.cse@college.edu', role: 'employee', department: CSE });
  const holiday = await inject({ method: 'POST', url: '/api/holidays', headers: cast.admin.headers, payload: { date: '2026-12-02', name: 'College Day' } });
  expect(holiday.statusCode, holiday.body).toBe(201);
  // Ravi's week: Monday periods 1 and 5, Wednesday 2, Thursday 1 and 6, Saturday 1.
  await addPeriod(cast.empCse, 1, 1, '09:00', '09:50');
  await addPeriod(cast.empCse, 1, 5, '14:00', '14:50');
  await addPeriod(cast.empCse, 3, 2, '10:00', '10:50');
  await addPeriod(cast.empCse, 4, 1, '09:00', '09:50');
  await addPeriod(cast.empCse, 4, 6, '15:00', '15:50', 'III CSE-B');
  await addPeriod(cast.empCse, 6, 1, '09:00', '09:50');
  // Sita teaches on Thursday at 09:30; the HOD on Monday at 14:00.
  await addPeriod(cast.empCse2, 4, 2, '09:30', '10:20', 'I CSE-A');
  await addPeriod(cast.hodCse, 1, 5, '14:00', '14:50', 'IV CSE-A');
  // Anil is away on Thursday morning.
  const applied = await inject({ method: 'POST', url: '/api/leaves', headers: away.headers, payload: { leaveType: 'cl', fromDate: '2026-12-03', toDate: '2026-12-03', toHalf: 'first', reason: 'Visit to the bank' } });
  expect(applied.statusCode, applied.body).toBe(201);
});
afterAll(() => runtime.close());

describe('class adjustment in the preview', () => {
  it('lists no periods while the policy asks no class adjustment', async () => {
    const response = await preview(cast.empCse, LEAVE);
    expect(response.statusCode).toBe(200);
    expect(body(response).data).not.toHaveProperty('periods');
  });

  it('lists the periods the leave takes, with the colleagues free then: not teaching, not away', async () => {
    await publish({ ...DEFAULT_POLICY, classAdjustment: { leaveTypes: ['*'], roles: ['employee'] } });
    const response = await preview(cast.empCse, LEAVE);
    expect(response.statusCode, response.body).toBe(200);
    const hod = { _id: cast.hodCse.user.id, name: 'Hema Cse', substitutionsThisTerm: 0 };
    const sita = { _id: cast.empCse2.user.id, name: 'Sita Cse', substitutionsThisTerm: 0 };
    const anil = { _id: away.user.id, name: 'Anil Cse', substitutionsThisTerm: 0 };
    // Monday's morning period is before the leave, Wednesday a holiday, Saturday a weekend day.
    expect(body(response).data.periods).toEqual([
      { date: '2026-11-30', period: 5, start: '14:00', end: '14:50', className: 'II CSE-A', subject: 'Data Structures', suggestions: [anil, sita] },
      { date: '2026-12-03', period: 1, start: '09:00', end: '09:50', className: 'II CSE-A', subject: 'Data Structures', suggestions: [hod] },
      { date: '2026-12-03', period: 6, start: '15:00', end: '15:50', className: 'III CSE-B', subject: 'Data Structures', suggestions: [anil, hod, sita] },
    ]);
  });

  it('a half day takes only the periods of its half, by the policy half-day hours', async () => {
    await publish({ ...DEFAULT_POLICY, halfDayHours: { first: { start: '08:00', end: '14:30' }, second: { start: '14:30', end: '17:00' } }, classAdjustment: { leaveTypes: ['*'], roles: ['employee'] } });
    const morning = await preview(cast.empCse, { leaveType: 'cl', fromDate: '2026-11-30', toDate: '2026-11-30', toHalf: 'first' });
    expect(body(morning).data.periods.map((p: { period: number }) => p.period)).toEqual([1, 5]);
    const afternoon = await preview(cast.empCse, { leaveType: 'cl', fromDate: '2026-11-30', toDate: '2026-11-30', fromHalf: 'second' });
    // Period 5 (14:00-14:50) meets both halves; period 1 only the morning.
    expect(body(afternoon).data.periods.map((p: { period: number }) => p.period)).toEqual([5]);
  });

  it('lists none for a type or a role the policy does not name', async () => {
    await publish({ ...DEFAULT_POLICY, classAdjustment: { leaveTypes: ['el'], roles: ['employee'] } });
    expect(body(await preview(cast.empCse, LEAVE)).data).not.toHaveProperty('periods');
    expect(body(await preview(cast.empCse, { ...LEAVE, leaveType: 'el' })).data.periods).toHaveLength(3);
    expect(body(await preview(cast.hodCse, { ...LEAVE, leaveType: 'el' })).data).not.toHaveProperty('periods');
  });

  it('refuses a policy naming a leave type it does not have', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/policy/versions',
      headers: cast.admin.headers,
      payload: { policy: { ...DEFAULT_POLICY, classAdjustment: { leaveTypes: ['xyz'], roles: ['employee'] } }, effectiveFrom: '2026-11-23', reason: 'Class adjustment' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Class adjustment names a leave type the policy does not have');
  });
});
