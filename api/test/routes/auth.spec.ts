import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '@leave/core/event-store';
import type { InjectOptions } from 'fastify';
import { createHmac } from 'node:crypto';
import { fixedClock, startTestRuntime, usesServices } from '../helper';
import { addCast, addPerson, body, CSE, TEST_PASSWORD, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
const inject = (options: InjectOptions) => runtime.app.inject(options);
const login = (email: string, password: string, ip = '10.0.0.1') =>
  inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'New Person',
  email: 'new.person@college.edu',
  password: 'newpass1',
  confirmPassword: 'newpass1',
  role: 'employee',
  department: 'cse',
  designation: 'Lecturer',
  qualification: 'M.Sc',
  mobileNo: '9000000001',
  dateOfBirth: '1995-02-03',
  dateOfJoining: '2024-07-01',
  ...overrides,
});

describe('POST /api/auth/login', () => {
  it('answers the user and a token that opens /auth/me, and records lastLogin', async () => {
    const response = await login('emp.cse@college.edu', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { data } = body(response);
    expect(body(response).success).toBe(true);
    expect(data.user).toMatchObject({ _id: cast.empCse.user.id, id: cast.empCse.user.id, email: 'emp.cse@college.edu', role: 'employee', department: CSE, lastLogin: clock.now().toISOString() });
    expect(data.user).not.toHaveProperty('password');
    expect(data.user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(data)).not.toContain('argon2');
    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${data.token}` } });
    expect(me.statusCode).toBe(200);
    expect(body(me).data.user.email).toBe('emp.cse@college.edu');
  });

  it('treats the e-mail without regard to case', async () => {
    expect((await login('Emp.CSE@College.EDU', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('gives an unknown e-mail and a wrong password the same 401', async () => {
    const unknown = await login('nobody@college.edu', TEST_PASSWORD);
    const wrong = await login('emp2.cse@college.edu', 'wrong-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(body(unknown)).toEqual({ success: false, message: 'Invalid credentials' });
    expect(body(wrong)).toEqual(body(unknown));
  });

  it('refuses an inactive user with 403, but only after the right password', async () => {
    const person = await addPerson(runtime, { name: 'Idle Person', email: 'idle@college.edu', role: 'employee', department: CSE });
    await runtime.database.db.updateTable('users').set({ is_active: false }).where('id', '=', person.user.id).execute();
    const right = await login('idle@college.edu', TEST_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(body(right).message).toMatch(/inactive/);
    expect((await login('idle@college.edu', 'wrong-password')).statusCode).toBe(401);
  });

  it('answers 429 after 5 failures for one e-mail and address, even with the right password; other addresses are not blocked', async () => {
    await addPerson(runtime, { name: 'Target Person', email: 'target@college.edu', role: 'employee', department: CSE });
    for (let i = 0; i < 5; i++) expect((await login('target@college.edu', `wrong-${i}`, '10.9.9.9')).statusCode).toBe(401);
    const blocked = await login('target@college.edu', TEST_PASSWORD, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toEqual({ success: false, message: 'Too many login attempts. Please try again later.' });
    expect((await login('target@college.edu', TEST_PASSWORD, '10.8.8.8')).statusCode).toBe(200);
    if (!usesServices) {
      // The embedded counters follow the injected clock: 15 minutes later the address may try again.
      clock.advance(1);
      expect((await login('target@college.edu', TEST_PASSWORD, '10.9.9.9')).statusCode).toBe(200);
      clock.set('2026-11-23');
    }
  });

  it('answers 429 to an address that failed 20 times across any e-mails within 15 minutes (password spraying), and only to that address', async () => {
    const victim = await addPerson(runtime, { name: 'Sprayed Person', email: 'sprayed@college.edu', role: 'employee', department: CSE });
    // One password tried against many accounts, never 5 times against the same one.
    for (let i = 0; i < 20; i++) expect((await login(`spray${i}@college.edu`, 'Summer2026!', '10.5.5.5')).statusCode, `attempt ${i + 1}`).toBe(401);
    const blocked = await login(victim.user.email, TEST_PASSWORD, '10.5.5.5');
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toEqual({ success: false, message: 'Too many login attempts. Please try again later.' });
    expect((await login('never.tried@college.edu', 'Summer2026!', '10.5.5.5')).statusCode).toBe(429);
    expect((await login(victim.user.email, TEST_PASSWORD, '10.5.5.6')).statusCode).toBe(200);
    if (!usesServices) {
      clock.advance(1);
      expect((await login(victim.user.email, TEST_PASSWORD, '10.5.5.5')).statusCode).toBe(200);
      clock.set('2026-11-23');
    }
  });

  it('does not let a successful sign-in from the address wipe its count of failures against other e-mails', async () => {
    const spray = (round: number) => Promise.all(Array.from({ length: 5 }, (_, i) => login(`spray.round${round}.${i}@college.edu`, 'Winter2026!', '10.4.4.4')));
    for (let round = 0; round < 3; round++) {
      await spray(round);
      expect((await login('emp.cse@college.edu', TEST_PASSWORD, '10.4.4.4')).statusCode, `round ${round}`).toBe(200);
    }
    await spray(3);
    expect((await login('emp.cse@college.edu', TEST_PASSWORD, '10.4.4.4')).statusCode).toBe(429);
  });

  it('does not let a forged X-Forwarded-For escape the limit when no proxy is trusted (TRUST_PROXY off)', async () => {
    await addPerson(runtime, { name: 'Forged Person', email: 'forged@college.edu', role: 'employee', department: CSE });
    const forged = (password: string, n: number) =>
      inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'forged@college.edu', password }, remoteAddress: '10.6.6.6', headers: { 'x-forwarded-for': `192.0.2.${n}` } });
    for (let i = 0; i < 5; i++) expect((await forged(`wrong-${i}`, i)).statusCode).toBe(401);
    expect((await forged(TEST_PASSWORD, 99)).statusCode).toBe(429);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    await addPerson(runtime, { name: 'Forgetful Person', email: 'forgetful@college.edu', role: 'employee', department: CSE });
    for (let i = 0; i < 4; i++) await login('forgetful@college.edu', 'wrong-password', '10.7.7.7');
    expect((await login('forgetful@college.edu', TEST_PASSWORD, '10.7.7.7')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('forgetful@college.edu', 'wrong-password', '10.7.7.7')).statusCode).toBe(401);
  });

  it('validates with docs/product.md messages and names unknown fields', async () => {
    const missing = await inject({ method: 'POST', url: '/api/auth/login', payload: { password: 'whatever' } });
    expect(missing.statusCode).toBe(400);
    expect(body(missing)).toEqual({ success: false, message: 'Email is required', errors: [{ field: 'email', msg: 'Email is required' }] });
    const extra = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'emp.cse@college.edu', password: TEST_PASSWORD, role: 'admin', isAdmin: true } });
    expect(extra.statusCode).toBe(400);
    expect(body(extra).errors).toEqual([
      { field: 'role', msg: 'Unknown field: role' },
      { field: 'isAdmin', msg: 'Unknown field: isAdmin' },
    ]);
    const short = await inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'emp.cse@college.edu', password: '123' } });
    expect(body(short).message).toBe('Password must be at least 6 characters');
  });
});

describe('POST /api/auth/register', () => {
  it('registers an employee by themselves: 201, a token, the full department label and a generated employee ID', async () => {
    const response = await inject({ method: 'POST', url: '/api/auth/register', payload: registration() });
    expect(response.statusCode).toBe(201);
    const { user, token } = body(response).data;
    expect(user).toMatchObject({ name: 'New Person', email: 'new.person@college.edu', role: 'employee', department: CSE, dateOfJoining: '2024-07-01', isActive: true, leaveBalance: { cl: 6, scl: 4, el: 0, hpl: 0, ccl: 7 } });
    expect(user.employeeId).toMatch(/^EMP\d{4}$/);
    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(body(me).data.user.id).toBe(user.id);
    const [registered] = await runtime.eventStore.readStream(userStream.id(user.id));
    expect(registered!.metadata).toEqual({ actor: { id: user.id, name: 'New Person', role: 'employee' }, requestId: expect.any(String) });
  });

  it('refuses an e-mail that is taken in any case with 409', async () => {
    const response = await inject({ method: 'POST', url: '/api/auth/register', payload: registration({ email: 'NEW.Person@College.edu' }) });
    expect(response.statusCode).toBe(409);
    expect(body(response).message).toBe('User already exists with this email');
  });

  it('refuses self-registration as hod or admin while an admin exists', async () => {
    for (const role of ['hod', 'admin']) {
      const response = await inject({ method: 'POST', url: '/api/auth/register', payload: registration({ email: `${role}.self@college.edu`, role }) });
      expect(response.statusCode, role).toBe(403);
    }
  });

  it('checks the confirmation, the department, the mobile number and the password', async () => {
    const mismatch = await inject({ method: 'POST', url: '/api/auth/register', payload: registration({ email: 'a1@college.edu', confirmPassword: 'other12' }) });
    expect(body(mismatch).errors).toEqual([{ field: 'confirmPassword', msg: 'Passwords do not match' }]);
    const department = await inject({ method: 'POST', url: '/api/auth/register', payload: registration({ email: 'a2@college.edu', department: 'Astrology' }) });
    expect(body(department).errors).toEqual([{ field: 'department', msg: 'Invalid department' }]);
    const mobile = await inject({ method: 'POST', url: '/api/auth/register', payload: registration({ email: 'a3@college.edu', mobileNo: '12345' }) });
    expect(body(mobile).message).toBe('Please enter a valid 10-digit mobile number');
    const { password: _p, confirmPassword: _c, ...withoutPassword } = registration({ email: 'a4@college.edu' });
    const noPassword = await inject({ method: 'POST', url: '/api/auth/register', payload: withoutPassword });
    expect(noPassword.statusCode).toBe(400);
    expect(body(noPassword).message).toBe('Password is required');
  });

  it('lets an admin create any role without a token in the answer, with the default password and a generated ID', async () => {
    const { password: _p, confirmPassword: _c, ...form } = registration({ email: 'made.hod@college.edu', role: 'hod', department: 'Mechanical Engineering' });
    const response = await inject({ method: 'POST', url: '/api/auth/register', headers: cast.admin.headers, payload: { ...form, employeeId: '' } });
    expect(response.statusCode).toBe(201);
    const { data } = body(response);
    expect(data.token).toBeUndefined();
    expect(data.user).toMatchObject({ role: 'hod', department: 'Mechanical Engineering (MECH)' });
    expect(data.user.employeeId).toMatch(/^HOD\d{4}$/);
    expect((await login('made.hod@college.edu', runtime.app.config.defaultEmployeePassword)).statusCode).toBe(200);
  });

  it('keeps an employee ID the admin gives and refuses a taken one', async () => {
    const first = await inject({ method: 'POST', url: '/api/auth/register', headers: cast.admin.headers, payload: registration({ email: 'id1@college.edu', employeeId: 'CSE-042' }) });
    expect(body(first).data.user.employeeId).toBe('CSE-042');
    const second = await inject({ method: 'POST', url: '/api/auth/register', headers: cast.admin.headers, payload: registration({ email: 'id2@college.edu', employeeId: 'cse-042' }) });
    expect(second.statusCode).toBe(409);
    expect(body(second).message).toBe('Employee ID already exists');
  });

  it('refuses a token that is sent but invalid, and treats a non-admin token as self-registration', async () => {
    const bad = await inject({ method: 'POST', url: '/api/auth/register', headers: { authorization: 'Bearer not-a-token' }, payload: registration({ email: 'b1@college.edu' }) });
    expect(bad.statusCode).toBe(401);
    const byHod = await inject({ method: 'POST', url: '/api/auth/register', headers: cast.hodCse.headers, payload: registration({ email: 'b2@college.edu', role: 'hod' }) });
    expect(byHod.statusCode).toBe(403);
  });
});

describe('tokens', () => {
  it('are refused when missing, malformed, signed with another secret or unsigned', async () => {
    const payload = { sub: cast.admin.user.id, tv: 0, role: 'admin' };
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signed = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
    const foreign = `${signed}.${createHmac('sha256', 'another-secret-that-is-long-enough-for-hs256!!').update(signed).digest('base64url')}`;
    const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
    for (const authorization of [undefined, 'Bearer', 'Bearer garbage', `Bearer ${foreign}`, `Bearer ${unsigned}`, cast.admin.token]) {
      const response = await inject({ method: 'GET', url: '/api/auth/me', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(body(response)).toEqual({ success: false, message: 'Not authorized, please sign in' });
    }
  });
});

describe('PUT /api/auth/change-password', () => {
  let person: Person;
  beforeAll(async () => {
    person = await addPerson(runtime, { name: 'Changing Person', email: 'changing@college.edu', role: 'employee', department: CSE });
  });

  it('needs the right current password (400, not 401) and a new one of 6 characters', async () => {
    const wrong = await inject({ method: 'PUT', url: '/api/auth/change-password', headers: person.headers, payload: { currentPassword: 'nope-nope', newPassword: 'fresh-pass' } });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).message).toBe('Current password is incorrect');
    const short = await inject({ method: 'PUT', url: '/api/auth/change-password', headers: person.headers, payload: { currentPassword: TEST_PASSWORD, newPassword: '123' } });
    expect(body(short).message).toBe('New password must be at least 6 characters long');
    const mismatch = await inject({ method: 'PUT', url: '/api/auth/change-password', headers: person.headers, payload: { currentPassword: TEST_PASSWORD, newPassword: 'fresh-pass', confirmPassword: 'other-pass' } });
    expect(body(mismatch).message).toBe('New passwords do not match');
  });

  it('answers 429 with the sign-in message after 5 wrong current passwords within 15 minutes, even with the right one, for that person only', async () => {
    const victim = await addPerson(runtime, { name: 'Stolen Token', email: 'stolen.token@college.edu', role: 'employee', department: CSE });
    const change = (who: Person, currentPassword: string, ip = '10.2.2.2') =>
      inject({ method: 'PUT', url: '/api/auth/change-password', headers: who.headers, payload: { currentPassword, newPassword: 'taken-over' }, remoteAddress: ip });
    // Guesses from several addresses: the count is the person's, not an address's.
    for (let i = 0; i < 5; i++) expect((await change(victim, `guess-${i}`, `10.2.2.${i}`)).statusCode, `guess ${i + 1}`).toBe(400);
    const blocked = await change(victim, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toEqual({ success: false, message: 'Too many login attempts. Please try again later.' });
    expect((await login(victim.user.email, TEST_PASSWORD, '10.2.3.1')).statusCode).toBe(200);
    const other = await addPerson(runtime, { name: 'Other Changer', email: 'other.changer@college.edu', role: 'employee', department: CSE });
    expect((await change(other, TEST_PASSWORD)).statusCode).toBe(200);
    if (!usesServices) {
      clock.advance(1);
      expect((await change(victim, TEST_PASSWORD)).statusCode).toBe(200);
      clock.set('2026-11-23');
    }
  });

  it('ends every earlier token at once and answers a fresh one', async () => {
    const session = body(await login('changing@college.edu', TEST_PASSWORD, '10.1.1.1')).data.token;
    const response = await inject({ method: 'PUT', url: '/api/auth/change-password', headers: person.headers, payload: { currentPassword: TEST_PASSWORD, newPassword: 'fresh-pass', confirmPassword: 'fresh-pass' } });
    expect(response.statusCode).toBe(200);
    expect(body(response).message).toBe('Password changed successfully');
    for (const old of [person.token, session]) {
      expect((await inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${old}` } })).statusCode).toBe(401);
    }
    const fresh = await inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${body(response).data.token}` } });
    expect(fresh.statusCode).toBe(200);
    expect((await login('changing@college.edu', TEST_PASSWORD, '10.1.1.2')).statusCode).toBe(401);
    expect((await login('changing@college.edu', 'fresh-pass', '10.1.1.2')).statusCode).toBe(200);
    const audit = await runtime.eventStore.readStream(userStream.id(person.user.id));
    expect(audit.map((e) => e.type)).toContain('UserPasswordChanged');
    expect(JSON.stringify(audit)).not.toContain('fresh-pass');
  });
});

describe('POST /api/demo-login outside demo mode', () => {
  it('does not exist', async () => {
    const response = await inject({ method: 'POST', url: '/api/demo-login', payload: { email: 'admin@college.edu', password: 'admin123' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('privileged self-registration', () => {
  it('is open while the system has no admin', async () => {
    await runtime.database.db.updateTable('users').set({ deleted_at: new Date() }).where('role', '=', 'admin').execute();
    const response = await inject({ method: 'POST', url: '/api/auth/register', payload: registration({ email: 'first.boss@college.edu', role: 'admin' }) });
    expect(response.statusCode).toBe(201);
    expect(body(response).data.user.role).toBe('admin');
    const again = await inject({ method: 'POST', url: '/api/auth/register', payload: registration({ email: 'second.boss@college.edu', role: 'admin' }) });
    expect(again.statusCode).toBe(403);
  });

  it('is open with ALLOW_PRIVILEGED_SIGNUP=true', async () => {
    const open = await startTestRuntime({ clock, env: { ALLOW_PRIVILEGED_SIGNUP: 'true' } });
    try {
      const response = await open.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration({ email: 'self.hod@college.edu', role: 'hod' }) });
      expect(response.statusCode).toBe(201);
      expect(body(response).data.user.role).toBe('hod');
    } finally {
      await open.close();
    }
  });
});
