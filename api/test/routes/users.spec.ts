import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceStream, userStream } from '@leave/core/event-store';
import type { InjectOptions } from 'fastify';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, ECE, TEST_PASSWORD } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
const inject = (options: InjectOptions) => runtime.app.inject(options);

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

const profileForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ravi Cse',
  email: 'emp.cse@college.edu',
  designation: 'Assistant Professor',
  qualification: 'M.Tech',
  mobileNo: '9876543210',
  dateOfBirth: '1990-05-15',
  dateOfJoining: '2020-06-01',
  ...overrides,
});

describe('GET /api/users', () => {
  it('lists everybody for the admin, newest first, with balances and no password hash', async () => {
    const response = await inject({ method: 'GET', url: '/api/users', headers: cast.admin.headers });
    expect(response.statusCode).toBe(200);
    const { users } = body(response).data;
    expect(users.map((u: { email: string }) => u.email)).toEqual([
      'emp.ece@college.edu',
      'hod.ece@college.edu',
      'emp2.cse@college.edu',
      'emp.cse@college.edu',
      'hod.cse@college.edu',
      'admin@college.edu',
    ]);
    expect(Object.keys(users[0]).sort()).toEqual(
      ['_id', 'id', 'employeeId', 'name', 'email', 'role', 'department', 'designation', 'qualification', 'mobileNo', 'dateOfBirth', 'dateOfJoining', 'isActive', 'lastLogin', 'leaveBalance', 'createdAt', 'language'].sort(),
    );
    expect(users[0].leaveBalance).toEqual({ cl: 6, scl: 4, el: 0, hpl: 20, ccl: 7 });
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it("lists only the HOD's department without admins for a HOD, and refuses employees", async () => {
    const hod = await inject({ method: 'GET', url: '/api/users', headers: cast.hodCse.headers });
    expect(body(hod).data.users.map((u: { email: string }) => u.email).sort()).toEqual(['emp.cse@college.edu', 'emp2.cse@college.edu', 'hod.cse@college.edu']);
    const employee = await inject({ method: 'GET', url: '/api/users', headers: cast.empCse.headers });
    expect(employee.statusCode).toBe(403);
  });
});

describe('own data', () => {
  it('GET /api/users/profile answers the signed-in user', async () => {
    const response = await inject({ method: 'GET', url: '/api/users/profile', headers: cast.hodEce.headers });
    expect(body(response).data.user).toMatchObject({ email: 'hod.ece@college.edu', role: 'hod', department: ECE, dateOfBirth: '1990-05-15' });
  });

  it('GET /api/users/current-leave-balances answers the balances with the half-year quotas', async () => {
    const response = await inject({ method: 'GET', url: '/api/users/current-leave-balances', headers: cast.empEce.headers });
    expect(body(response)).toEqual({
      success: true,
      data: { cl: 6, scl: 4, el: 0, hpl: 20, ccl: 7, clInfo: { quota: 6, period: 'July - December 2026' }, sclInfo: { quota: 4, period: 'July - December 2026' } },
    });
  });

  it('GET /api/users/earned-leave-details follows docs/rules.md (working days of this year, halved)', async () => {
    const joinedInMarch = await addPerson(runtime, { name: 'March Joiner', email: 'march@college.edu', role: 'employee', department: CSE, dateOfJoining: '2026-03-02' });
    const response = await inject({ method: 'GET', url: '/api/users/earned-leave-details', headers: joinedInMarch.headers });
    // 2 March to 23 November 2026, Monday to Friday: 191 days.
    expect(body(response)).toEqual({ success: true, data: { totalWorkingDays: 191, actualWorkingDays: 191, earnedLeave: 95, currentELBalance: 95 } });
  });
});

describe('PUT /api/users/:id', () => {
  it('lets an employee edit their profile, ignoring the password field', async () => {
    const response = await inject({ method: 'PUT', url: `/api/users/${cast.empCse.user.id}`, headers: cast.empCse.headers, payload: profileForm({ name: 'Ravi Kumar', mobileNo: '9123456789', password: 'ignored!' }) });
    expect(response.statusCode).toBe(200);
    expect(body(response).data.user).toMatchObject({ name: 'Ravi Kumar', mobileNo: '9123456789', dateOfJoining: '2020-06-01' });
    const stillWorks = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'emp.cse@college.edu', password: TEST_PASSWORD } });
    expect(stillWorks.statusCode).toBe(200);
  });

  it("refuses an employee's change of date of joining or department with 403, but accepts them unchanged", async () => {
    const joining = await inject({ method: 'PUT', url: `/api/users/${cast.empCse.user.id}`, headers: cast.empCse.headers, payload: profileForm({ name: 'Ravi Kumar', dateOfJoining: '2019-01-01' }) });
    expect(joining.statusCode).toBe(403);
    expect(body(joining).message).toBe('Date of joining cannot be changed here: please ask an administrator');
    const department = await inject({ method: 'PUT', url: `/api/users/${cast.empCse.user.id}`, headers: cast.empCse.headers, payload: { department: 'ECE' } });
    expect(department.statusCode).toBe(403);
    const same = await inject({ method: 'PUT', url: `/api/users/${cast.empCse.user.id}`, headers: cast.empCse.headers, payload: { department: 'cse', dateOfJoining: '2020-06-01T00:00:00.000Z', role: 'employee', isActive: true } });
    expect(same.statusCode).toBe(200);
  });

  it('refuses role, isActive, employeeId and balances from anyone but an admin', async () => {
    for (const change of [{ role: 'admin' }, { isActive: false }, { employeeId: 'X-1' }, { leaveBalance: { cl: 60 } }]) {
      const response = await inject({ method: 'PUT', url: `/api/users/${cast.hodCse.user.id}`, headers: cast.hodCse.headers, payload: change });
      expect(response.statusCode, JSON.stringify(change)).toBe(403);
    }
  });

  it("refuses a non-admin editing someone else's profile", async () => {
    const response = await inject({ method: 'PUT', url: `/api/users/${cast.empCse2.user.id}`, headers: cast.hodCse.headers, payload: { name: 'Someone Else' } });
    expect(response.statusCode).toBe(403);
  });

  it("refuses a HOD changing their own department; an admin's change is recorded as an audit event", async () => {
    const hod = await addPerson(runtime, { name: 'Moving Hod', email: 'moving.hod@college.edu', role: 'hod', department: CSE });
    const own = await inject({ method: 'PUT', url: `/api/users/${hod.user.id}`, headers: hod.headers, payload: { department: 'Civil Engineering' } });
    expect(own.statusCode).toBe(403);
    expect(body(own).message).toBe('Department cannot be changed here: please ask an administrator');
    const response = await inject({ method: 'PUT', url: `/api/users/${hod.user.id}`, headers: cast.admin.headers, payload: { department: 'Civil Engineering' } });
    expect(body(response).data.user.department).toBe('Civil Engineering (CIVIL)');
    const audit = await runtime.eventStore.readStream(userStream.id(hod.user.id));
    expect(audit.at(-1)).toMatchObject({
      type: 'UserDepartmentChanged',
      data: { from: CSE, to: 'Civil Engineering (CIVIL)' },
      metadata: { actor: { id: cast.admin.user.id, role: 'admin' } },
    });
    expect(audit.at(-1)!.metadata.requestId).toEqual(expect.any(String));
  });

  it('lets an admin change role and balances: audit events on user-<id> and BalanceAdjusted on the ledger', async () => {
    const person = await addPerson(runtime, { name: 'Promoted Person', email: 'promoted@college.edu', role: 'employee', department: ECE });
    const response = await inject({ method: 'PUT', url: `/api/users/${person.user.id}`, headers: cast.admin.headers, payload: { role: 'hod', leaveBalance: { cl: 3, el: 12 }, balanceReason: 'Corrected from the paper register', employeeId: 'ECE-900' } });
    expect(response.statusCode).toBe(200);
    expect(body(response).data.user).toMatchObject({ role: 'hod', employeeId: 'ECE-900', leaveBalance: { cl: 3, scl: 4, el: 12, hpl: 20, ccl: 7 } });
    const audit = await runtime.eventStore.readStream(userStream.id(person.user.id));
    expect(audit.at(-1)).toMatchObject({ type: 'UserRoleChanged', data: { from: 'employee', to: 'hod' }, metadata: { actor: { role: 'admin' } } });
    const ledger = await runtime.eventStore.readStream(balanceStream.id(person.user.id));
    expect(ledger.slice(-2).map((e) => [e.type, e.data])).toEqual([
      ['BalanceAdjusted', expect.objectContaining({ leaveType: 'cl', from: 6, to: 3, reason: 'Corrected from the paper register' })],
      ['BalanceAdjusted', expect.objectContaining({ leaveType: 'el', from: 0, to: 12, reason: 'Corrected from the paper register' })],
    ]);
  });

  it('refuses a taken e-mail or employee ID with 409', async () => {
    const email = await inject({ method: 'PUT', url: `/api/users/${cast.empCse2.user.id}`, headers: cast.empCse2.headers, payload: { email: 'HOD.CSE@college.edu' } });
    expect(email.statusCode).toBe(409);
    const employeeId = await inject({ method: 'PUT', url: `/api/users/${cast.empCse2.user.id}`, headers: cast.admin.headers, payload: { employeeId: cast.hodCse.user.employeeId } });
    expect(employeeId.statusCode).toBe(409);
  });

  it('ends the sessions of a deactivated user, whose sign-in is then refused with 403', async () => {
    const person = await addPerson(runtime, { name: 'Leaving Person', email: 'leaving@college.edu', role: 'employee', department: CSE });
    const response = await inject({ method: 'PUT', url: `/api/users/${person.user.id}`, headers: cast.admin.headers, payload: { isActive: false } });
    expect(body(response).data.user.isActive).toBe(false);
    expect((await inject({ method: 'GET', url: '/api/auth/me', headers: person.headers })).statusCode).toBe(401);
    expect((await inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'leaving@college.edu', password: TEST_PASSWORD } })).statusCode).toBe(403);
  });

  it('refuses an admin demoting or deactivating themselves', async () => {
    for (const change of [{ role: 'employee' }, { isActive: false }]) {
      const response = await inject({ method: 'PUT', url: `/api/users/${cast.admin.user.id}`, headers: cast.admin.headers, payload: change });
      expect(response.statusCode).toBe(403);
    }
  });

  it('answers 404 for an unknown id and 400 for unknown fields or bad values', async () => {
    expect((await inject({ method: 'PUT', url: '/api/users/no-such-user', headers: cast.admin.headers, payload: { name: 'Nobody Here' } })).statusCode).toBe(404);
    const unknown = await inject({ method: 'PUT', url: `/api/users/${cast.empCse.user.id}`, headers: cast.admin.headers, payload: { salary: 1, password_hash: 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).errors.map((e: { field: string }) => e.field)).toEqual(['salary', 'password_hash']);
    const badDate = await inject({ method: 'PUT', url: `/api/users/${cast.empCse.user.id}`, headers: cast.admin.headers, payload: { dateOfBirth: '1990-02-30' } });
    expect(badDate.statusCode).toBe(400);
    const negative = await inject({ method: 'PUT', url: `/api/users/${cast.empCse.user.id}`, headers: cast.admin.headers, payload: { leaveBalance: { cl: -1 } } });
    expect(negative.statusCode).toBe(400);
  });
});

describe('DELETE /api/users/:id', () => {
  it('soft-deletes: the person cannot sign in, leaves every list, keeps their applications and events', async () => {
    const person = await addPerson(runtime, { name: 'Deleted Person', email: 'deleted@college.edu', role: 'employee', department: CSE });
    const applied = await inject({ method: 'POST', url: '/api/leaves', headers: person.headers, payload: { leaveType: 'cl', fromDate: '2026-12-01', toDate: '2026-12-01', reason: 'A reason that is long enough' } });
    expect(applied.statusCode).toBe(201);
    const response = await inject({ method: 'DELETE', url: `/api/users/${person.user.id}`, headers: cast.admin.headers });
    expect(response.statusCode).toBe(200);
    expect(body(response).success).toBe(true);
    expect((await inject({ method: 'GET', url: '/api/auth/me', headers: person.headers })).statusCode).toBe(401);
    expect((await inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'deleted@college.edu', password: TEST_PASSWORD } })).statusCode).toBe(401);
    for (const headers of [cast.admin.headers, cast.hodCse.headers]) {
      const list = await inject({ method: 'GET', url: '/api/users', headers });
      expect(body(list).data.users.some((u: { id: string }) => u.id === person.user.id)).toBe(false);
    }
    const leaves = await inject({ method: 'GET', url: '/api/leaves', headers: cast.admin.headers });
    expect(body(leaves).data.leaves.some((l: { employee: { _id: string } }) => l.employee._id === person.user.id)).toBe(true);
    const audit = await runtime.eventStore.readStream(userStream.id(person.user.id));
    expect(audit.map((e) => e.type)).toEqual(['UserRegistered', 'UserDeleted']);
    expect((await inject({ method: 'DELETE', url: `/api/users/${person.user.id}`, headers: cast.admin.headers })).statusCode).toBe(404);
    // The e-mail is free again.
    const again = await inject({ method: 'POST', url: '/api/auth/register', headers: cast.admin.headers, payload: { name: 'Deleted Person', email: 'deleted@college.edu', department: 'CSE', mobileNo: '9000000000', dateOfBirth: '1990-01-01' } });
    expect(again.statusCode).toBe(201);
  });

  it('refuses the admin deleting themselves, and everyone but admins', async () => {
    expect((await inject({ method: 'DELETE', url: `/api/users/${cast.admin.user.id}`, headers: cast.admin.headers })).statusCode).toBe(403);
    expect((await inject({ method: 'DELETE', url: `/api/users/${cast.empCse2.user.id}`, headers: cast.hodCse.headers })).statusCode).toBe(403);
    expect((await inject({ method: 'DELETE', url: `/api/users/${cast.empCse2.user.id}` })).statusCode).toBe(401);
  });
});
