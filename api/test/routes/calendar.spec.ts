// Who is away (docs/contract.md 'Calendar'): a month's leave for each viewer, approved leave taken and
// open leave tentative, rejected / withdrawn / cancelled leave gone, the month's holidays, and the scope
// of each role.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
const inject = (options: InjectOptions) => runtime.app.inject(options);
const ids: Record<string, string> = {};

async function apply(person: Person, fromDate: string, toDate: string): Promise<string> {
  const response = await inject({ method: 'POST', url: '/api/leaves', headers: person.headers, payload: { leaveType: 'cl', fromDate, toDate, reason: 'Away for a family event' } });
  expect(response.statusCode, response.body).toBe(201);
  return body(response).data.leave.id as string;
}
const setStatus = (who: Person, id: string, payload: object) => inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: who.headers, payload });
const month = async (who: Person, query: string) => inject({ method: 'GET', url: `/api/calendar?${query}`, headers: who.headers });

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
  // Across the end of November into December: approved.
  ids.approved = await apply(cast.empCse, '2026-11-30', '2026-12-01');
  await setStatus(cast.hodCse, ids.approved, { status: 'hodApproved' });
  await setStatus(cast.admin, ids.approved, { status: 'approved' });
  ids.pending = await apply(cast.empCse2, '2026-12-03', '2026-12-03');
  ids.rejected = await apply(cast.empCse2, '2026-12-08', '2026-12-08');
  await setStatus(cast.hodCse, ids.rejected, { status: 'rejected', rejectionReason: 'Exams' });
  ids.withdrawn = await apply(cast.empCse, '2026-12-10', '2026-12-10');
  await inject({ method: 'POST', url: `/api/leaves/${ids.withdrawn}/withdraw`, headers: cast.empCse.headers });
  ids.ece = await apply(cast.empEce, '2026-12-02', '2026-12-02');
  await inject({ method: 'POST', url: '/api/holidays', headers: cast.admin.headers, payload: { date: '2026-12-25', name: 'Christmas' } });
});
afterAll(() => runtime.close());

describe('GET /api/calendar', () => {
  it("shows the HOD their department's month: approved taken, pending tentative, the others gone, and the holidays", async () => {
    const response = await month(cast.hodCse, 'month=2026-12');
    expect(response.statusCode).toBe(200);
    const data = body(response).data;
    expect(data.month).toBe('2026-12');
    expect(data.entries.map((entry: { leaveId: string; mark: string; fromDate: string; toDate: string }) => [entry.leaveId, entry.mark, entry.fromDate, entry.toDate])).toEqual([
      [ids.approved, 'taken', '2026-11-30', '2026-12-01'],
      [ids.pending, 'tentative', '2026-12-03', '2026-12-03'],
    ]);
    expect(data.entries[0]).toMatchObject({ employee: { _id: cast.empCse.user.id, name: 'Ravi Cse' }, leaveType: 'cl', status: 'approved' });
    expect(data.holidays).toMatchObject([{ date: '2026-12-25', name: 'Christmas' }]);
  });

  it('shows a leave in both months it touches', async () => {
    const november = body(await month(cast.hodCse, 'month=2026-11')).data;
    expect(november.entries.map((entry: { leaveId: string }) => entry.leaveId)).toEqual([ids.approved]);
  });

  it('shows the admin everybody, or one department', async () => {
    const all = body(await month(cast.admin, 'month=2026-12')).data.entries.map((entry: { leaveId: string }) => entry.leaveId);
    expect(all.sort()).toEqual([ids.approved, ids.pending, ids.ece].sort());
    const ece = body(await month(cast.admin, 'month=2026-12&department=ECE')).data.entries.map((entry: { leaveId: string }) => entry.leaveId);
    expect(ece).toEqual([ids.ece]);
  });

  it('shows an employee only their own leave, and refuses a HOD another department', async () => {
    const own = body(await month(cast.empCse2, 'month=2026-12')).data.entries.map((entry: { leaveId: string }) => entry.leaveId);
    expect(own).toEqual([ids.pending]);
    expect((await month(cast.hodCse, 'month=2026-12&department=ECE')).statusCode).toBe(403);
    expect((await month(cast.hodCse, 'month=2026-13')).statusCode).toBe(400);
    expect((await inject({ method: 'GET', url: '/api/calendar?month=2026-12' })).statusCode).toBe(401);
  });

  it('drops a cancelled leave', async () => {
    await inject({ method: 'POST', url: `/api/leaves/${ids.approved}/cancellation`, headers: cast.empCse.headers, payload: { reason: 'Plans changed' } });
    const asked = body(await month(cast.hodCse, 'month=2026-12')).data.entries.find((entry: { leaveId: string }) => entry.leaveId === ids.approved);
    expect(asked).toMatchObject({ status: 'cancellationRequested', mark: 'taken' });
    await inject({ method: 'PUT', url: `/api/leaves/${ids.approved}/cancellation`, headers: cast.hodCse.headers, payload: { decision: 'accept' } });
    const after = body(await month(cast.hodCse, 'month=2026-12')).data.entries.map((entry: { leaveId: string }) => entry.leaveId);
    expect(after).toEqual([ids.pending]);
  });
});
