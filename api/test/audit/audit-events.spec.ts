// GET /api/audit/events and an application's timeline (issue 12), as the auditor and the admin see them.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let auditor: Person;
let leaveId: string;
let openingCl: number;

const get = async (url: string, who: Person = auditor) => runtime.app.inject({ method: 'GET', url, headers: who.headers });

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
  auditor = await addPerson(runtime, { name: 'Asha Auditor', email: 'auditor@college.edu', role: 'auditor', department: null });
  openingCl = body(await get('/api/users/current-leave-balances', cast.empCse)).data.cl;
  const applied = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: cast.empCse.headers, payload: { leaveType: 'cl', fromDate: '2026-12-01', toDate: '2026-12-02', reason: 'Family function at home' } });
  leaveId = body(applied).data.leave.id;
  expect((await runtime.app.inject({ method: 'PUT', url: `/api/leaves/${leaveId}/status`, headers: cast.hodCse.headers, payload: { status: 'hodApproved' } })).statusCode).toBe(200);
  expect((await runtime.app.inject({ method: 'PUT', url: `/api/leaves/${leaveId}/status`, headers: cast.admin.headers, payload: { status: 'approved' } })).statusCode).toBe(200);
  const other = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: cast.empEce.headers, payload: { leaveType: 'cl', fromDate: '2026-12-03', toDate: '2026-12-03', reason: 'Bank work in town' } });
  expect(other.statusCode).toBe(201);
});
afterAll(() => runtime.close());

describe('GET /api/audit/events', () => {
  it('answers the whole log newest first, paged, with the total', async () => {
    const first = body(await get('/api/audit/events?limit=5'));
    expect(first.data.events).toHaveLength(5);
    expect(first.data.total).toBeGreaterThan(10);
    const positions = first.data.events.map((e: { position: number }) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    const second = body(await get('/api/audit/events?limit=5&offset=5'));
    expect(second.data.events[0].position).toBeLessThan(positions.at(-1));
    expect(second.data.total).toBe(first.data.total);
    expect(Object.keys(first.data.events[0]).sort()).toEqual(['actor', 'data', 'occurredAt', 'position', 'streamId', 'type', 'version']);
  });

  it('filters by application, by type, by person, by department and by days', async () => {
    const ofLeave = body(await get(`/api/audit/events?leaveId=${leaveId}`)).data;
    expect(ofLeave.events.map((e: { type: string }) => e.type)).toEqual(['LeaveApproved', 'LeaveHodApproved', 'LeaveApplied']);
    expect(ofLeave.total).toBe(3);
    expect(ofLeave.events[1].actor).toMatchObject({ _id: cast.hodCse.user.id, name: 'Hema Cse', role: 'hod' });

    const approvals = body(await get('/api/audit/events?type=LeaveHodApproved')).data;
    expect(approvals.total).toBe(1);

    const ofPerson = body(await get(`/api/audit/events?personId=${cast.empCse.user.id}&limit=100`)).data;
    const streams = new Set(ofPerson.events.map((e: { streamId: string }) => e.streamId));
    expect(streams).toEqual(new Set([`user-${cast.empCse.user.id}`, `balance-${cast.empCse.user.id}`, `leave-${leaveId}`]));

    const ece = body(await get('/api/audit/events?department=ECE&type=LeaveApplied')).data;
    expect(ece.total).toBe(1);
    expect(ece.events[0].data.applicant.name).toBe('Uma Ece');

    expect(body(await get('/api/audit/events?from=2000-01-01&to=2000-12-31')).data).toEqual({ events: [], total: 0 });
    expect(body(await get(`/api/audit/events?from=2000-01-01&to=2100-01-01&leaveId=${leaveId}`)).data.total).toBe(3);
  });

  it('says what each event is about: the application with its applicant and days, or the person, deleted or not', async () => {
    const page = body(await get(`/api/audit/events?leaveId=${leaveId}&type=LeaveHodApproved`)).data;
    expect(page.about[page.events[0].streamId]).toEqual({
      kind: 'application',
      leaveId,
      applicant: { _id: cast.empCse.user.id, name: cast.empCse.user.name, employeeId: cast.empCse.user.employeeId },
      leaveType: 'cl',
      fromDate: '2026-12-01',
      toDate: '2026-12-02',
      fromHalf: 'first',
      toHalf: 'second',
      numberOfDays: 2,
    });
    const leaving = await addPerson(runtime, { name: 'Leaving Person', email: 'leaving.audit@college.edu', role: 'employee', department: CSE });
    expect((await runtime.app.inject({ method: 'DELETE', url: `/api/users/${leaving.user.id}`, headers: cast.admin.headers })).statusCode).toBe(200);
    const records = body(await get(`/api/audit/events?personId=${leaving.user.id}&type=UserDeleted`)).data;
    expect(records.about[records.events[0].streamId]).toEqual({ kind: 'person', _id: leaving.user.id, name: 'Leaving Person', employeeId: leaving.user.employeeId });
    const debits = body(await get(`/api/audit/events?personId=${cast.empCse.user.id}&type=BalanceDebited`)).data;
    expect(debits.about[debits.events[0].streamId]).toMatchObject({ kind: 'person', name: cast.empCse.user.name });
  });

  it('refuses bad filters with a 400 and anyone but the auditor and the admin with a 403', async () => {
    expect((await get('/api/audit/events?type=Nonsense')).statusCode).toBe(400);
    expect((await get('/api/audit/events?from=2026-12-01&to=2026-11-01')).statusCode).toBe(400);
    expect((await get('/api/audit/events?limit=1000')).statusCode).toBe(400);
    expect((await get('/api/audit/events?department=Physics')).statusCode).toBe(400);
    expect((await get('/api/audit/events', cast.admin)).statusCode).toBe(200);
    expect((await get('/api/audit/events', cast.hodCse)).statusCode).toBe(403);
    expect((await get('/api/audit/events?type=Nonsense', cast.empCse)).statusCode).toBe(403);
  });
});

describe('GET /api/leaves/:id/timeline', () => {
  it('shows the application and the balance as they were right after each event', async () => {
    const response = await get(`/api/leaves/${leaveId}/timeline`);
    expect(response.statusCode, response.body).toBe(200);
    const { entries } = body(response).data;
    expect(entries.map((e: { event: { type: string } }) => e.event.type)).toEqual(['LeaveApplied', 'LeaveHodApproved', 'LeaveApproved']);
    expect(entries.map((e: { application: { status: string } }) => e.application.status)).toEqual(['pending', 'hodApproved', 'approved']);
    expect(entries[1].application.hodApprovedBy).toEqual({ _id: cast.hodCse.user.id, name: 'Hema Cse' });
    expect(entries[1].application.approvedBy).toBeNull();
    // The HOD's approval spends nothing; the final approval debits the two days in the same command.
    expect(entries[1].balance.cl).toBe(openingCl);
    expect(entries[2].balance.cl).toBe(openingCl - 2);
    expect(body(await get('/api/users/current-leave-balances', cast.empCse)).data.cl).toBe(openingCl - 2);
  });

  it('answers 404 for an application that does not exist, 403 for a HOD', async () => {
    expect((await get('/api/leaves/no-such-leave/timeline')).statusCode).toBe(404);
    expect((await get(`/api/leaves/${leaveId}/timeline`, cast.hodCse)).statusCode).toBe(403);
  });
});
