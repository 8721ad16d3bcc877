// A type's own day counting (issue 20, docs/policy.md 'Applying'): a version that counts CL in working
// days for everyone and SCL in calendar days for everyone. A HOD's CL from a Friday to a Monday is 2 days,
// an employee's SCL over the same days 4; the approvals debit those days and the payroll counts the same.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, type LeavePolicy } from '@leave/domain';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// A Monday.
const clock = fixedClock('2026-06-15');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock, workers: true });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

const policy: LeavePolicy = {
  leaveTypes: DEFAULT_POLICY.leaveTypes.map((type) => (type.code === 'cl' ? { ...type, counting: 'working' as const } : type.code === 'scl' ? { ...type, counting: 'calendar' as const } : type)),
};
const as = (person: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => runtime.app.inject({ method, url: `/api${url}`, headers: person.headers, ...(payload ? { payload } : {}) });
const balance = async (person: Person) => body(await as(person, 'GET', '/users/current-leave-balances')).data as Record<string, number>;

describe("a type's own day counting", () => {
  it('counts working days for a HOD and calendar days for an employee, debits them and the payroll counts the same', async () => {
    const published = await as(cast.admin, 'POST', '/policy/versions', { policy, effectiveFrom: '2026-06-15', reason: 'CL in working days, SCL in calendar days' });
    expect(published.statusCode, published.body).toBe(201);
    // Friday 19 to Monday 22 June.
    const hodCl = await as(cast.hodCse, 'POST', '/leaves', { leaveType: 'cl', fromDate: '2026-06-19', toDate: '2026-06-22', reason: 'Attending a conference abroad' });
    expect(hodCl.statusCode, hodCl.body).toBe(201);
    expect(body(hodCl).data.leave.numberOfDays).toBe(2);
    const empScl = await as(cast.empCse, 'POST', '/leaves', { leaveType: 'scl', fromDate: '2026-06-19', toDate: '2026-06-22', reason: 'Representing the college at a meet' });
    expect(empScl.statusCode, empScl.body).toBe(201);
    expect(body(empScl).data.leave.numberOfDays).toBe(4);

    expect((await as(cast.admin, 'PUT', `/leaves/${body(hodCl).data.leave._id}/status`, { status: 'approved' })).statusCode).toBe(200);
    expect((await as(cast.hodCse, 'PUT', `/leaves/${body(empScl).data.leave._id}/status`, { status: 'hodApproved' })).statusCode).toBe(200);
    expect((await as(cast.admin, 'PUT', `/leaves/${body(empScl).data.leave._id}/status`, { status: 'approved' })).statusCode).toBe(200);
    expect((await balance(cast.hodCse)).cl).toBe(4);
    expect((await balance(cast.empCse)).scl).toBe(0);

    const payroll = await as(cast.admin, 'GET', '/payroll?month=2026-06&format=csv');
    expect(payroll.statusCode).toBe(200);
    const rows = payroll.body.replace(/^\ufeff/, '').trim().split('\r\n').map((line) => line.split(','));
    const daysOf = (employeeId: string | null, leaveType: string) => rows.find((row) => row[0] === employeeId && row[3] === leaveType)?.[5];
    expect(daysOf(cast.hodCse.user.employeeId, 'CL')).toBe('2');
    expect(daysOf(cast.empCse.user.employeeId, 'SCL')).toBe('4');
  });
});
