import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../src/runtime';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, ECE, type Person } from '../fixtures';

describe('stand-ins: naming them, and deciding as one', () => {
  const clock = fixedClock('2026-11-23');
  let runtime: Runtime;
  let cast: Awaited<ReturnType<typeof addCast>>;
  let eceEmployee: Person;

  const name = (who: Person, payload: Record<string, string>) => runtime.app.inject({ method: 'POST', url: '/api/stand-ins', headers: who.headers, payload });
  const list = async (who: Person) => body(await runtime.app.inject({ method: 'GET', url: '/api/stand-ins', headers: who.headers })).data.standIns as { _id: string; hod: { name: string }; standIn: { name: string }; from: string; to: string; active: boolean }[];
  const queue = async (who: Person) => body(await runtime.app.inject({ method: 'GET', url: '/api/stand-ins/queue', headers: who.headers })).data.leaves as { _id: string; employee: { name: string } }[];
  const apply = async (who: Person, date: string) =>
    body(await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType: 'cl', fromDate: date, toDate: date, reason: 'Family function at home' } })).data.leave.id as string;
  const decide = (who: Person, id: string, payload: Record<string, string>) => runtime.app.inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: who.headers, payload });

  beforeAll(async () => {
    runtime = await startTestRuntime({ clock });
    cast = await addCast(runtime);
    eceEmployee = await addPerson(runtime, { name: 'Esha Ece', email: 'esha.ece@college.edu', role: 'employee', department: ECE });
  });
  afterAll(() => runtime.close());

  it('the HOD names an employee of their department for a range of days', async () => {
    const named = await name(cast.hodCse, { hodId: cast.hodCse.user.id, standInId: cast.empCse2.user.id, from: '2026-11-23', to: '2026-11-27' });
    expect(named.statusCode).toBe(201);
    expect(body(named).data.standIn).toMatchObject({ hod: { name: 'Hema Cse' }, standIn: { name: 'Sita Cse', role: 'employee' }, from: '2026-11-23', to: '2026-11-27', active: true });
    expect((await list(cast.empCse2)).map((s) => s.hod.name)).toEqual(['Hema Cse']);
    expect(await list(cast.empCse)).toEqual([]);
    expect(await list(cast.admin)).toHaveLength(1);
  });

  it('refuses what the rules refuse, changing nothing', async () => {
    const cases: [Person, Record<string, string>, number, string][] = [
      [cast.hodEce, { hodId: cast.hodCse.user.id, standInId: cast.hodEce.user.id, from: '2026-12-01', to: '2026-12-02' }, 403, 'Only the HOD themself or an admin can name a stand-in for a HOD'],
      [cast.hodCse, { hodId: cast.hodCse.user.id, standInId: eceEmployee.user.id, from: '2026-12-01', to: '2026-12-02' }, 400, 'The stand-in must be another HOD or an employee of the same department'],
      [cast.hodCse, { hodId: cast.hodCse.user.id, standInId: cast.hodCse.user.id, from: '2026-12-01', to: '2026-12-02' }, 400, 'The stand-in must be another HOD or an employee of the same department'],
      [cast.hodCse, { hodId: cast.hodCse.user.id, standInId: cast.hodEce.user.id, from: '2026-12-02', to: '2026-12-01' }, 400, 'The last day cannot be before the first day'],
      [cast.hodCse, { hodId: cast.hodCse.user.id, standInId: cast.hodEce.user.id, from: '2026-11-01', to: '2026-11-20' }, 400, 'The last day cannot be in the past'],
      [cast.hodCse, { hodId: cast.hodCse.user.id, standInId: cast.hodEce.user.id, from: '2026-11-26', to: '2026-11-30' }, 409, 'This HOD already has a stand-in for some of these days'],
      [cast.admin, { hodId: cast.empCse.user.id, standInId: cast.hodEce.user.id, from: '2026-12-01', to: '2026-12-02' }, 400, 'Only a HOD can have a stand-in'],
      [cast.empCse, { hodId: cast.hodCse.user.id, standInId: cast.empCse.user.id, from: '2026-12-01', to: '2026-12-02' }, 403, ''],
    ];
    for (const [who, payload, status, message] of cases) {
      const answer = await name(who, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(body(answer).message).toBe(message);
    }
    expect(await list(cast.admin)).toHaveLength(1);
  });

  it("the stand-in sees the department's queue and approves as HOD; the event says 'by X on behalf of Y', and the applicant hears of it", async () => {
    const leaveId = await apply(cast.empCse, '2026-12-01');
    expect((await queue(cast.empCse2)).map((l) => l._id)).toEqual([leaveId]);
    expect(await queue(cast.empCse)).toEqual([]);
    const answer = await decide(cast.empCse2, leaveId, { status: 'hodApproved' });
    expect(answer.statusCode).toBe(200);
    expect(body(answer).data.leave).toMatchObject({ status: 'hodApproved', hodApprovedBy: { name: 'Sita Cse' } });
    const events = body(await runtime.app.inject({ method: 'GET', url: `/api/leaves/${leaveId}/events`, headers: cast.hodCse.headers })).data.events;
    expect(events.at(-1)).toMatchObject({ type: 'LeaveHodApproved', actor: { name: 'Sita Cse', role: 'employee' }, data: { onBehalfOf: { id: cast.hodCse.user.id, name: 'Hema Cse' } } });
    const inbox = body(await runtime.app.inject({ method: 'GET', url: '/api/notifications?limit=1', headers: cast.empCse.headers })).data.notifications;
    expect(inbox[0].title).toBe('Your CL (December 1, 2026, 1 day) was approved by HOD Sita Cse on behalf of Hema Cse');
  });

  it('the stand-in cannot decide their own application, nor act outside the range', async () => {
    const own = await apply(cast.empCse2, '2026-12-02');
    expect(await queue(cast.empCse2)).toEqual([]);
    const refused = await decide(cast.empCse2, own, { status: 'hodApproved' });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe('You cannot approve your own application');

    const other = await apply(cast.empCse, '2026-12-03');
    clock.set('2026-11-28');
    expect(await queue(cast.empCse2)).toEqual([]);
    const late = await decide(cast.empCse2, other, { status: 'rejected', rejectionReason: 'Too late for this' });
    expect(late.statusCode).toBe(403);
    expect(body(late).message).toBe('Only a HOD or an admin can reject an application');
    clock.set('2026-11-23');
  });

  it('only the HOD or an admin removes a naming; the stand-in may not, and to others it does not exist', async () => {
    const [standIn] = await list(cast.admin);
    const remove = (who: Person) => runtime.app.inject({ method: 'DELETE', url: `/api/stand-ins/${standIn!._id}`, headers: who.headers });
    expect((await remove(cast.empCse2)).statusCode).toBe(403);
    expect((await remove(cast.hodEce)).statusCode).toBe(404);
    expect((await remove(cast.hodCse)).statusCode).toBe(200);
    expect((await remove(cast.hodCse)).statusCode).toBe(404);
    expect(await list(cast.admin)).toEqual([]);
    expect(await queue(cast.empCse2)).toEqual([]);
  });

  it('the admin names a HOD of another department for a HOD', async () => {
    const named = await name(cast.admin, { hodId: cast.hodCse.user.id, standInId: cast.hodEce.user.id, from: '2026-11-23', to: '2026-11-23' });
    expect(named.statusCode).toBe(201);
    const leaveId = await apply(cast.empCse, '2026-12-04');
    expect((await queue(cast.hodEce)).map((l) => l._id)).toContain(leaveId);
    const answer = await decide(cast.hodEce, leaveId, { status: 'rejected', rejectionReason: 'Short of staff that week' });
    expect(answer.statusCode).toBe(200);
    expect(body(answer).data.leave).toMatchObject({ status: 'rejected', rejectedBy: { name: 'Hari Ece' } });
  });
});
