// Issue 25: a stand-in kept approving 'on behalf of' a HOD who had been made an employee, moved, deactivated
// or deleted. A naming ends when its HOD stops being the department's HOD: a StandInRemoved in the same
// transaction (in the audit trail, with why), gone from the list, and the stand-in's next decision is 403.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInStream } from '@leave/core/event-store';
import type { Runtime } from '../../src/runtime';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, ECE, type Person } from '../fixtures';

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

const inject = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  runtime.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

describe('a stand-in naming ends when its HOD leaves the post', () => {
  it.each([
    ['is made an employee', 'role', (hod: Person) => inject(cast.admin, 'PUT', `/api/users/${hod.user.id}`, { role: 'employee' }), '2026-12-01'],
    ['moves to another department', 'department', (hod: Person) => inject(cast.admin, 'PUT', `/api/users/${hod.user.id}`, { department: ECE }), '2026-12-02'],
    ['is deactivated', 'active', (hod: Person) => inject(cast.admin, 'PUT', `/api/users/${hod.user.id}`, { isActive: false }), '2026-12-03'],
    ['is deleted', 'deleted', (hod: Person) => inject(cast.admin, 'DELETE', `/api/users/${hod.user.id}`), '2026-12-04'],
  ] as const)('when the HOD %s: the naming ends as an event, leaves the list, and the next decision is 403', async (_, tag, change, date) => {
    const hod = await addPerson(runtime, { name: `Hod ${tag}`, email: `hod.${tag}@college.edu`, role: 'hod', department: CSE });
    const standIn = await addPerson(runtime, { name: `Stand ${tag}`, email: `stand.${tag}@college.edu`, role: 'employee', department: CSE });
    const named = await inject(hod, 'POST', '/api/stand-ins', { hodId: hod.user.id, standInId: standIn.user.id, from: '2026-11-23', to: '2026-12-31' });
    expect(named.statusCode, named.body).toBe(201);
    const namingId = body(named).data.standIn._id as string;
    const applied = await inject(cast.empCse, 'POST', '/api/leaves', { leaveType: 'cl', fromDate: date, toDate: date, reason: 'Family function at home' });
    expect(applied.statusCode, applied.body).toBe(201);
    const leaveId = body(applied).data.leave._id as string;

    const changed = await change(hod);
    expect(changed.statusCode, changed.body).toBeLessThan(300);

    const decision = await inject(standIn, 'PUT', `/api/leaves/${leaveId}/status`, { status: 'hodApproved' });
    expect(decision.statusCode, decision.body).toBe(403);
    expect(body(await inject(standIn, 'GET', '/api/stand-ins')).data.standIns).toEqual([]);
    expect(body(await inject(standIn, 'GET', '/api/stand-ins/queue')).data.leaves).toEqual([]);
    const events = await runtime.eventStore.readStream(standInStream.id(namingId));
    expect(events.map((event) => event.type)).toEqual(['StandInNamed', 'StandInRemoved']);
    expect(events[1]!.data).toEqual({ ended: 'The HOD is no longer HOD of this department' });
    expect(events[1]!.metadata).toMatchObject({ actor: { id: cast.admin.user.id } });
  });

  it("keeps a naming when the HOD's other details change", async () => {
    const hod = await addPerson(runtime, { name: 'Hod Stays', email: 'hod.stays@college.edu', role: 'hod', department: CSE });
    const standIn = await addPerson(runtime, { name: 'Stand Stays', email: 'stand.stays@college.edu', role: 'employee', department: CSE });
    expect((await inject(hod, 'POST', '/api/stand-ins', { hodId: hod.user.id, standInId: standIn.user.id, from: '2026-11-23', to: '2026-12-31' })).statusCode).toBe(201);
    expect((await inject(cast.admin, 'PUT', `/api/users/${hod.user.id}`, { designation: 'Professor and Head', department: CSE })).statusCode).toBe(200);
    const applied = await inject(cast.empCse2, 'POST', '/api/leaves', { leaveType: 'cl', fromDate: '2026-12-07', toDate: '2026-12-07', reason: 'Family function at home' });
    const decision = await inject(standIn, 'PUT', `/api/leaves/${body(applied).data.leave._id as string}/status`, { status: 'hodApproved' });
    expect(decision.statusCode, decision.body).toBe(200);
  });
});
