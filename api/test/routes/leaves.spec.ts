import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceStream, leaveStream } from '@leave/core/event-store';
import type { InjectOptions } from 'fastify';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, ECE, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

// Monday 23 November 2026.
const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
const inject = (options: InjectOptions) => runtime.app.inject(options);
const REASON = 'Attending a family function';

const apply = (who: Person, leave: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType: 'cl', reason: REASON, ...leave } });
const setStatus = (who: Person, id: string, payload: Record<string, unknown>) => inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: who.headers, payload });
const newEmployee = (tag: string, department = CSE) => addPerson(runtime, { name: `Person ${tag}`, email: `${tag}@college.edu`, role: 'employee', department });

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

describe('POST /api/leaves', () => {
  it('creates a pending application with the contract shape and a LeaveApplied event carrying who and which request', async () => {
    const person = await newEmployee('shape');
    const response = await apply(person, { leaveType: 'CL', fromDate: '2026-11-30T00:00:00.000Z', toDate: '2026-12-04T00:00:00.000Z', reason: `  ${REASON}  ` });
    expect(response.statusCode).toBe(201);
    const { leave } = body(response).data;
    expect(leave).toEqual({
      _id: leave.id,
      id: expect.any(String),
      employee: { _id: person.user.id, name: 'Person shape', employeeId: person.user.employeeId, department: CSE, role: 'employee' },
      department: CSE,
      leaveType: 'cl',
      fromDate: '2026-11-30T00:00:00.000Z',
      toDate: '2026-12-04T00:00:00.000Z',
      fromHalf: 'first',
      toHalf: 'second',
      numberOfDays: 5,
      reason: REASON,
      status: 'pending',
      rejectionReason: null,
      hodApprovedBy: null,
      approvedBy: null,
      rejectedBy: null,
      createdAt: clock.now().toISOString(),
      appliedAt: clock.now().toISOString(),
      attachments: [],
      version: 1,
    });
    const [event] = await runtime.eventStore.readStream(leaveStream.id(leave.id));
    expect(event).toMatchObject({ type: 'LeaveApplied', version: 1, metadata: { actor: { id: person.user.id, name: 'Person shape', role: 'employee' }, requestId: expect.any(String) } });
  });

  it("counts an employee's working days and a HOD's calendar days", async () => {
    const person = await newEmployee('days');
    const employee = await apply(person, { fromDate: '2026-11-27', toDate: '2026-11-30' });
    expect(body(employee).data.leave.numberOfDays).toBe(2);
    const hod = await addPerson(runtime, { name: 'Days Hod', email: 'days.hod@college.edu', role: 'hod', department: 'Bachelor of Education (BED)' });
    const own = await apply(hod, { fromDate: '2026-11-27', toDate: '2026-11-30' });
    expect(body(own).data.leave.numberOfDays).toBe(4);
  });

  it('refuses dates in the past, an end before the start, and a weekend-only employee leave', async () => {
    const person = await newEmployee('dates');
    const past = await apply(person, { fromDate: '2026-11-22', toDate: '2026-11-24' });
    expect(past.statusCode).toBe(400);
    expect(body(past)).toEqual({ success: false, message: 'Start date cannot be in the past', errors: [{ field: 'fromDate', msg: 'Start date cannot be in the past' }] });
    expect((await apply(person, { fromDate: '2026-11-23', toDate: '2026-11-23' })).statusCode).toBe(201);
    const backwards = await apply(person, { fromDate: '2026-12-10', toDate: '2026-12-09' });
    expect(body(backwards).message).toBe('End date cannot be before start date');
    const weekend = await apply(person, { fromDate: '2026-11-28', toDate: '2026-11-29' });
    expect(weekend.statusCode).toBe(400);
    expect(body(weekend).message).toBe('The selected dates contain no working days');
    for (const bad of ['2026-02-30', '30/11/2026', 'soon', '']) {
      expect((await apply(person, { fromDate: bad, toDate: '2026-12-01' })).statusCode, bad).toBe(400);
    }
  });

  it('refuses more days than the balance minus the days of pending and HOD-approved applications', async () => {
    const person = await newEmployee('balance');
    const tooMany = await apply(person, { fromDate: '2026-11-30', toDate: '2026-12-08' });
    expect(tooMany.statusCode).toBe(400);
    expect(body(tooMany).message).toBe('Insufficient CL balance. Available: 6 days, Requested: 7 days');
    const first = await apply(person, { fromDate: '2026-11-30', toDate: '2026-12-03' });
    expect(first.statusCode).toBe(201);
    await setStatus(cast.hodCse, body(first).data.leave.id, { status: 'hodApproved' });
    const second = await apply(person, { fromDate: '2026-12-07', toDate: '2026-12-09' });
    expect(body(second).message).toBe('Insufficient CL balance. Available: 2 days, Requested: 3 days');
    expect((await apply(person, { leaveType: 'scl', fromDate: '2026-12-07', toDate: '2026-12-09' })).statusCode).toBe(201);
  });

  it('refuses an application overlapping an open or approved one with 409, but not a rejected one', async () => {
    const person = await newEmployee('overlap');
    const first = body(await apply(person, { fromDate: '2026-12-01', toDate: '2026-12-02' })).data.leave;
    const overlapping = await apply(person, { leaveType: 'scl', fromDate: '2026-12-02', toDate: '2026-12-03' });
    expect(overlapping.statusCode).toBe(409);
    expect(body(overlapping).message).toBe('You already have a leave application for these dates');
    await setStatus(cast.hodCse, first.id, { status: 'rejected', rejectionReason: 'Exams that week' });
    expect((await apply(person, { leaveType: 'scl', fromDate: '2026-12-02', toDate: '2026-12-03' })).statusCode).toBe(201);
  });

  it('refuses datetimes whose offset is not a real one (beyond +-14:00), and takes the date part of those that are', async () => {
    const person = await newEmployee('offsets');
    for (const fromDate of ['2026-12-07T10:00:00+99:99', '2026-12-07T10:00:00+14:01', '2026-12-07T10:00:00-15:00', '2026-12-07T10:00:00+05:60', '2026-12-07T10:00:00+9999']) {
      const response = await apply(person, { fromDate, toDate: '2026-12-08' });
      expect(response.statusCode, fromDate).toBe(400);
      expect(body(response), fromDate).toEqual({ success: false, message: 'Please select a valid start date', errors: [{ field: 'fromDate', msg: 'Please select a valid start date' }] });
    }
    const farEast = await apply(person, { fromDate: '2026-12-07T10:00:00+14:00', toDate: '2026-12-08T23:59:59.999-12:00' });
    expect(farEast.statusCode).toBe(201);
    expect(body(farEast).data.leave).toMatchObject({ fromDate: '2026-12-07T00:00:00.000Z', toDate: '2026-12-08T00:00:00.000Z' });
  });

  it('refuses control characters in the reason but keeps its line breaks and tabs', async () => {
    const person = await newEmployee('control');
    const bell = await apply(person, { fromDate: '2026-12-09', toDate: '2026-12-09', reason: 'A family function\u0007 to attend' });
    expect(bell.statusCode).toBe(400);
    expect(body(bell)).toEqual({ success: false, message: 'Reason must not contain control characters', errors: [{ field: 'reason', msg: 'Reason must not contain control characters' }] });
    const lines = await apply(person, { fromDate: '2026-12-09', toDate: '2026-12-09', reason: 'A family function\r\n\tin Chennai' });
    expect(lines.statusCode).toBe(201);
    expect(body(lines).data.leave.reason).toBe('A family function\r\n\tin Chennai');
  });

  it('refuses admins, short reasons, unknown types and unknown fields', async () => {
    expect((await apply(cast.admin, { fromDate: '2026-12-01', toDate: '2026-12-01' })).statusCode).toBe(403);
    const person = await newEmployee('invalid');
    const short = await apply(person, { fromDate: '2026-12-01', toDate: '2026-12-01', reason: '  too short ' });
    expect(body(short).message).toBe('Reason must be at least 10 characters long');
    expect(body(await apply(person, { fromDate: '2026-12-01', toDate: '2026-12-01', reason: 'x'.repeat(501) })).message).toBe('Reason cannot exceed 500 characters');
    expect(body(await apply(person, { leaveType: 'vacation', fromDate: '2026-12-01', toDate: '2026-12-01' })).message).toBe('Please select a leave type');
    const extra = await apply(person, { fromDate: '2026-12-01', toDate: '2026-12-01', numberOfDays: 1, status: 'approved' });
    expect(body(extra).errors).toEqual([
      { field: 'numberOfDays', msg: 'Unknown field: numberOfDays' },
      { field: 'status', msg: 'Unknown field: status' },
    ]);
  });
});

describe('PUT /api/leaves/:id/status', () => {
  let person: Person;
  beforeAll(async () => {
    person = await newEmployee('status');
  });
  const fresh = async (fromDate: string, toDate = fromDate, leaveType = 'cl', who = person) => body(await apply(who, { leaveType, fromDate, toDate })).data.leave.id as string;

  it('takes an application through HOD approval and final approval, debiting the ledger once', async () => {
    const id = await fresh('2026-12-01', '2026-12-02');
    const hod = await setStatus(cast.hodCse, id, { status: 'hodApproved' });
    expect(hod.statusCode).toBe(200);
    expect(body(hod).data.leave).toMatchObject({ status: 'hodApproved', hodApprovedBy: { _id: cast.hodCse.user.id, name: 'Hema Cse' }, approvedBy: null, version: 2 });
    const admin = await setStatus(cast.admin, id, { status: 'approved' });
    expect(body(admin).data.leave).toMatchObject({ status: 'approved', approvedBy: { _id: cast.admin.user.id, name: 'Administrator' }, version: 3 });
    const ledger = await runtime.eventStore.readStream(balanceStream.id(person.user.id));
    expect(ledger.filter((e) => e.type === 'BalanceDebited').map((e) => e.data)).toEqual([expect.objectContaining({ leaveType: 'cl', days: 2, leaveId: id })]);
    const balances = await inject({ method: 'GET', url: '/api/users/current-leave-balances', headers: person.headers });
    expect(body(balances).data.cl).toBe(4);
    const again = await setStatus(cast.admin, id, { status: 'approved' });
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe('This application has already been approved');
    const events = await runtime.eventStore.readStream(leaveStream.id(id));
    expect(events.map((e) => e.type)).toEqual(['LeaveApplied', 'LeaveHodApproved', 'LeaveApproved']);
  });

  it('refuses the final approval of a pending employee application: 409 Requires HOD approval first', async () => {
    const id = await fresh('2026-12-03');
    const response = await setStatus(cast.admin, id, { status: 'approved' });
    expect(response.statusCode).toBe(409);
    expect(body(response).message).toBe('Requires HOD approval first');
  });

  it("lets the admin approve a HOD's own pending application at both levels", async () => {
    const id = await fresh('2026-12-05', '2026-12-06', 'cl', cast.hodEce);
    const own = await setStatus(cast.hodEce, id, { status: 'hodApproved' });
    expect(own.statusCode).toBe(403);
    expect(body(own).message).toBe('You cannot approve your own application');
    const response = await setStatus(cast.admin, id, { status: 'approved' });
    expect(body(response).data.leave).toMatchObject({ status: 'approved', numberOfDays: 2, hodApprovedBy: { _id: cast.admin.user.id }, approvedBy: { _id: cast.admin.user.id } });
  });

  it('keeps HODs to their own department and to the first level', async () => {
    const id = await fresh('2026-12-04');
    expect((await setStatus(cast.hodEce, id, { status: 'hodApproved' })).statusCode).toBe(403);
    expect((await setStatus(cast.hodEce, id, { status: 'rejected', rejectionReason: 'Not my department' })).statusCode).toBe(403);
    expect((await setStatus(cast.hodCse, id, { status: 'approved' })).statusCode).toBe(403);
    expect((await setStatus(cast.empCse2, id, { status: 'hodApproved' })).statusCode).toBe(403);
    expect((await setStatus(cast.admin, id, { status: 'hodApproved' })).statusCode).toBe(403);
    await setStatus(cast.hodCse, id, { status: 'hodApproved' });
    const late = await setStatus(cast.hodCse, id, { status: 'rejected', rejectionReason: 'Changed my mind' });
    expect(late.statusCode).toBe(409);
  });

  it('needs a rejection reason, and records it with who rejected', async () => {
    const id = await fresh('2026-12-07');
    for (const payload of [{ status: 'rejected' }, { status: 'rejected', rejectionReason: '   ' }, { status: 'rejected', rejectionReason: null }]) {
      const response = await setStatus(cast.hodCse, id, payload);
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toBe('Please provide a reason for rejection');
    }
    const response = await setStatus(cast.hodCse, id, { status: 'rejected', rejectionReason: '  Department audit that day ' });
    expect(body(response).data.leave).toMatchObject({ status: 'rejected', rejectionReason: 'Department audit that day', rejectedBy: { _id: cast.hodCse.user.id, name: 'Hema Cse' } });
    expect((await setStatus(cast.admin, id, { status: 'rejected', rejectionReason: 'Again' })).statusCode).toBe(409);
  });

  it('lets the admin reject a HOD-approved application, leaving the balance alone', async () => {
    const id = await fresh('2026-12-08');
    await setStatus(cast.hodCse, id, { status: 'hodApproved' });
    const response = await setStatus(cast.admin, id, { status: 'rejected', rejectionReason: 'Accreditation visit' });
    expect(body(response).data.leave).toMatchObject({ status: 'rejected', hodApprovedBy: { _id: cast.hodCse.user.id }, rejectedBy: { _id: cast.admin.user.id } });
    const ledger = await runtime.eventStore.readStream(balanceStream.id(person.user.id));
    expect(ledger.some((e) => e.type === 'BalanceDebited' && (e.data as { leaveId: string }).leaveId === id)).toBe(false);
  });

  it('answers 404 for an unknown application and 400 for an unknown status', async () => {
    expect((await setStatus(cast.admin, 'no-such-leave', { status: 'approved' })).statusCode).toBe(404);
    const id = await fresh('2026-12-09');
    const bad = await setStatus(cast.hodCse, id, { status: 'cancelled' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('Status must be hodApproved, approved or rejected');
  });
});

describe('lists and the audit trail', () => {
  let listed: Person;
  let ids: string[];
  beforeAll(async () => {
    listed = await newEmployee('listed', ECE);
    ids = [];
    for (const day of ['2026-12-14', '2026-12-15', '2026-12-16']) ids.push(body(await apply(listed, { fromDate: day, toDate: day })).data.leave.id);
  });

  it('GET /api/leaves/my-leaves answers the own applications, newest first', async () => {
    const response = await inject({ method: 'GET', url: '/api/leaves/my-leaves', headers: listed.headers });
    expect(body(response).data.leaves.map((l: { id: string }) => l.id)).toEqual([...ids].reverse());
  });

  it("GET /api/leaves answers everything to the admin and the department's applications to a HOD, newest first", async () => {
    const all = body(await inject({ method: 'GET', url: '/api/leaves', headers: cast.admin.headers })).data.leaves;
    expect(all.slice(0, 3).map((l: { id: string }) => l.id)).toEqual([...ids].reverse());
    expect(new Set(all.map((l: { department: string }) => l.department)).size).toBeGreaterThan(1);
    const ece = body(await inject({ method: 'GET', url: '/api/leaves', headers: cast.hodEce.headers })).data.leaves;
    expect(ece.length).toBeGreaterThan(0);
    expect(ece.every((l: { department: string }) => l.department === ECE)).toBe(true);
    expect((await inject({ method: 'GET', url: '/api/leaves', headers: listed.headers })).statusCode).toBe(403);
  });

  it("GET /api/leaves/:id/events answers the stream to the applicant, the department's HOD and admins", async () => {
    const id = ids[0]!;
    await setStatus(cast.hodEce, id, { status: 'hodApproved' });
    for (const who of [listed, cast.hodEce, cast.admin]) {
      const response = await inject({ method: 'GET', url: `/api/leaves/${id}/events`, headers: who.headers });
      expect(response.statusCode).toBe(200);
      const { events } = body(response).data;
      expect(events).toEqual([
        { position: expect.any(Number), version: 1, type: 'LeaveApplied', data: expect.objectContaining({ leaveId: id, numberOfDays: 1 }), actor: { _id: listed.user.id, name: 'Person listed', role: 'employee' }, occurredAt: expect.any(String) },
        { position: expect.any(Number), version: 2, type: 'LeaveHodApproved', data: expect.objectContaining({ by: expect.objectContaining({ id: cast.hodEce.user.id }) }), actor: { _id: cast.hodEce.user.id, name: 'Hari Ece', role: 'hod' }, occurredAt: expect.any(String) },
      ]);
      expect(events[1].position).toBeGreaterThan(events[0].position);
    }
    for (const who of [cast.hodCse, cast.empEce]) {
      expect((await inject({ method: 'GET', url: `/api/leaves/${id}/events`, headers: who.headers })).statusCode).toBe(403);
    }
    expect((await inject({ method: 'GET', url: '/api/leaves/unknown/events', headers: cast.admin.headers })).statusCode).toBe(404);
  });
});

describe('GET /api/leaves/:id', () => {
  it('answers one application to whoever may see its trail; 403 to anyone else, 404 for an unknown id', async () => {
    const person = await newEmployee('single');
    const id = body(await apply(person, { fromDate: '2026-12-21', toDate: '2026-12-21' })).data.leave._id as string;
    const get = (who: Person, leaveId = id) => inject({ method: 'GET', url: `/api/leaves/${leaveId}`, headers: who.headers });
    for (const who of [person, cast.hodCse, cast.admin]) {
      const answer = await get(who);
      expect(answer.statusCode).toBe(200);
      expect(body(answer).data.leave).toMatchObject({ _id: id, status: 'pending', numberOfDays: 1, fromHalf: 'first', toHalf: 'second' });
    }
    for (const who of [cast.empCse2, cast.hodEce, cast.empEce]) expect((await get(who)).statusCode).toBe(403);
    expect((await get(person, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
