// The read-only auditor (issue 12): created by an admin only, no department, reads everything, changes
// nothing but their own password; every refusal leaves the database as it was.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, TEST_PASSWORD, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let auditor: Person;

const TABLES = ['events', 'users', 'leave_applications', 'leave_balances', 'balance_periods'] as const;
async function fingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const { rows } = await sql<{ rows: string | null }>`select string_agg(t::text, '|' order by t::text) as rows from ${sql.table(table)} t`.execute(runtime.database.db);
    parts.push(`${table}:${rows[0]?.rows ?? ''}`);
  }
  return parts.join('\n');
}

const newAuditor = (email: string, extra: Record<string, unknown> = {}) => ({ name: 'Arun Auditor', email, password: 'secret12', role: 'auditor', mobileNo: '9000000000', dateOfBirth: '1985-01-01', ...extra });

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
  auditor = await addPerson(runtime, { name: 'Asha Auditor', email: 'auditor@college.edu', role: 'auditor', department: null });
});
afterAll(() => runtime.close());

describe('the auditor role', () => {
  it('is created by an admin without a department, with an AUD employee ID', async () => {
    const response = await runtime.app.inject({ method: 'POST', url: '/api/auth/register', headers: cast.admin.headers, payload: newAuditor('arun@college.edu') });
    expect(response.statusCode, response.body).toBe(201);
    const { user } = body(response).data;
    expect(user).toMatchObject({ role: 'auditor', department: '', email: 'arun@college.edu' });
    expect(user.employeeId).toMatch(/^AUD\d{4}$/);
  });

  it('cannot be taken by registering oneself, nor created with an auditor\'s token', async () => {
    const before = await fingerprint();
    const self = await runtime.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAuditor('self@college.edu', { department: 'CSE' }) });
    expect(self.statusCode).toBe(403);
    expect(body(self).message).toBe('Only an administrator can create an auditor account');
    const byAuditor = await runtime.app.inject({ method: 'POST', url: '/api/auth/register', headers: auditor.headers, payload: newAuditor('other@college.edu') });
    expect(byAuditor.statusCode).toBe(403);
    expect(await fingerprint()).toBe(before);
  });

  it('still needs a department for everybody else', async () => {
    const response = await runtime.app.inject({ method: 'POST', url: '/api/auth/register', headers: cast.admin.headers, payload: newAuditor('nodept@college.edu', { role: 'employee' }) });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual([{ field: 'department', msg: 'Department is required' }]);
  });

  it('is given to an existing person by an admin with PUT /users/:id', async () => {
    const person = await addPerson(runtime, { name: 'Kiran Cse', email: 'kiran@college.edu', role: 'employee', department: 'Computer Science & Engineering (CSE)' });
    const response = await runtime.app.inject({ method: 'PUT', url: `/api/users/${person.user.id}`, headers: cast.admin.headers, payload: { role: 'auditor' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).data.user.role).toBe('auditor');
  });

  it('signs in and reads every application and person', async () => {
    const login = await runtime.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'auditor@college.edu', password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(body(login).data.user.role).toBe('auditor');
    const users = await runtime.app.inject({ method: 'GET', url: '/api/users', headers: auditor.headers });
    expect(body(users).data.users.map((u: { email: string }) => u.email)).toContain('emp.ece@college.edu');
    expect((await runtime.app.inject({ method: 'GET', url: '/api/leaves', headers: auditor.headers })).statusCode).toBe(200);
  });

  it('is refused every change, their own profile included, with 403 and nothing changed', async () => {
    const before = await fingerprint();
    const attempts = [
      { method: 'PUT', url: `/api/users/${auditor.user.id}`, payload: { name: 'Renamed Auditor' } },
      { method: 'PUT', url: `/api/users/${cast.empCse.user.id}`, payload: { designation: 'Professor' } },
      { method: 'DELETE', url: `/api/users/${cast.empCse.user.id}` },
      { method: 'POST', url: '/api/leaves', payload: { leaveType: 'cl', fromDate: '2026-12-01', toDate: '2026-12-01', reason: 'Reason long enough' } },
      { method: 'POST', url: '/api/users/recalculate-earned-leave' },
      { method: 'POST', url: '/api/users/calculate-earned-leave' },
      { method: 'POST', url: '/api/excel/upload', payload: { fileData: 'UEsDBA==', fileName: 'staff.xlsx' } },
    ] as const;
    for (const attempt of attempts) {
      const response = await runtime.app.inject({ ...attempt, headers: auditor.headers });
      expect(response.statusCode, `${attempt.method} ${attempt.url}: ${response.body}`).toBe(403);
      expect(body(response).success).toBe(false);
    }
    expect(await fingerprint()).toBe(before);
  });

  it('changes their own password', async () => {
    const response = await runtime.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: auditor.headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'another-secret-1', confirmPassword: 'another-secret-1' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
