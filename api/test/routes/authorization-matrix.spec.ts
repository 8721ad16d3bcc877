// Every route of docs/contract.md (but /excel/* and /users/calculate-earned-leave, owned by the worker) as
// anonymous, an employee, the HOD of the target's department, a HOD of another department and an admin.
// State-changing calls get a fresh target per cell, so that every cell sees the same situation.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, TEST_PASSWORD, type Person } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const PERSONAS = ['anonymous', 'employee', 'hodSameDepartment', 'hodOtherDepartment', 'admin'] as const;
type Persona = (typeof PERSONAS)[number];

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let counter = 0;

function personaOf(persona: Persona): Person | null {
  return { anonymous: null, employee: cast.empCse, hodSameDepartment: cast.hodCse, hodOtherDepartment: cast.hodEce, admin: cast.admin }[persona];
}

/** A CSE employee nobody else uses, with one pending application. */
async function freshApplicant(): Promise<{ person: Person; leaveId: string }> {
  const n = ++counter;
  const person = await addPerson(runtime, { name: `Matrix Person ${n}`, email: `matrix${n}@college.edu`, role: 'employee', department: CSE });
  const applied = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: person.headers, payload: { leaveType: 'cl', fromDate: '2026-12-01', toDate: '2026-12-01', reason: 'Reason long enough' } });
  return { person, leaveId: body(applied).data.leave.id };
}

interface RouteCase {
  name: string;
  request(persona: Persona): Promise<Omit<InjectOptions, 'headers'>>;
  expected: Record<Persona, number>;
}

const all = (status: number): Record<Persona, number> => ({ anonymous: status, employee: status, hodSameDepartment: status, hodOtherDepartment: status, admin: status });
const signedIn = (status: number): Record<Persona, number> => ({ ...all(status), anonymous: 401 });

const applyDates: Record<Persona, string> = { anonymous: '2026-12-07', employee: '2026-12-08', hodSameDepartment: '2026-12-09', hodOtherDepartment: '2026-12-10', admin: '2026-12-11' };

const ROUTES: RouteCase[] = [
  { name: 'GET /api/health', request: async () => ({ method: 'GET', url: '/api/health' }), expected: all(200) },
  { name: 'GET /api/health/live', request: async () => ({ method: 'GET', url: '/api/health/live' }), expected: all(200) },
  { name: 'GET /api/departments', request: async () => ({ method: 'GET', url: '/api/departments' }), expected: all(200) },
  { name: 'GET /api/demo/accounts (demo mode off)', request: async () => ({ method: 'GET', url: '/api/demo/accounts' }), expected: all(404) },
  { name: 'GET /api/metrics (METRICS_TOKEN unset)', request: async () => ({ method: 'GET', url: '/api/metrics' }), expected: all(404) },
  {
    name: 'POST /api/auth/login',
    request: async () => ({ method: 'POST', url: '/api/auth/login', payload: { email: 'emp2.cse@college.edu', password: TEST_PASSWORD } }),
    expected: all(200),
  },
  {
    name: 'POST /api/demo-login (demo mode off)',
    request: async () => ({ method: 'POST', url: '/api/demo-login', payload: { email: 'admin@college.edu', password: 'admin123' } }),
    expected: all(404),
  },
  {
    // Anyone may register an employee; with a token, it must be valid (a non-admin token registers as self).
    name: 'POST /api/auth/register',
    request: async (persona) => ({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Matrix Registrant', email: `reg.${persona}@college.edu`, password: 'secret12', department: 'CSE', mobileNo: '9000000000', dateOfBirth: '1990-01-01' },
    }),
    expected: all(201),
  },
  { name: 'GET /api/auth/me', request: async () => ({ method: 'GET', url: '/api/auth/me' }), expected: signedIn(200) },
  {
    // A wrong current password: 400 shows the call got past authentication without spending anyone's tokens.
    name: 'PUT /api/auth/change-password',
    request: async () => ({ method: 'PUT', url: '/api/auth/change-password', payload: { currentPassword: 'not-the-password', newPassword: 'whatever1' } }),
    expected: signedIn(400),
  },
  { name: 'GET /api/users', request: async () => ({ method: 'GET', url: '/api/users' }), expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 200, admin: 200 } },
  { name: 'GET /api/users/profile', request: async () => ({ method: 'GET', url: '/api/users/profile' }), expected: signedIn(200) },
  { name: 'GET /api/users/current-leave-balances', request: async () => ({ method: 'GET', url: '/api/users/current-leave-balances' }), expected: signedIn(200) },
  { name: 'GET /api/users/earned-leave-details', request: async () => ({ method: 'GET', url: '/api/users/earned-leave-details' }), expected: signedIn(200) },
  {
    name: "PUT /api/users/:id (another person's profile)",
    request: async () => ({ method: 'PUT', url: `/api/users/${cast.empCse2.user.id}`, payload: { designation: 'Senior Lecturer' } }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 403, hodOtherDepartment: 403, admin: 200 },
  },
  {
    name: "GET /api/users/:id/balance-ledger (a CSE employee's)",
    request: async () => ({ method: 'GET', url: `/api/users/${cast.empCse2.user.id}/balance-ledger` }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 200 },
  },
  {
    name: 'DELETE /api/users/:id',
    request: async () => ({ method: 'DELETE', url: `/api/users/${(await freshApplicant()).person.user.id}` }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 403, hodOtherDepartment: 403, admin: 200 },
  },
  { name: 'GET /api/dashboard/stats', request: async () => ({ method: 'GET', url: '/api/dashboard/stats' }), expected: signedIn(200) },
  {
    name: 'GET /api/dashboard/charts',
    request: async () => ({ method: 'GET', url: '/api/dashboard/charts' }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 200, admin: 200 },
  },
  { name: 'GET /api/leaves', request: async () => ({ method: 'GET', url: '/api/leaves' }), expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 200, admin: 200 } },
  { name: 'GET /api/leaves/my-leaves', request: async () => ({ method: 'GET', url: '/api/leaves/my-leaves' }), expected: signedIn(200) },
  {
    name: 'POST /api/leaves',
    request: async (persona) => ({ method: 'POST', url: '/api/leaves', payload: { leaveType: 'cl', fromDate: applyDates[persona], toDate: applyDates[persona], reason: 'Reason long enough' } }),
    expected: { anonymous: 401, employee: 201, hodSameDepartment: 201, hodOtherDepartment: 201, admin: 403 },
  },
  {
    name: 'PUT /api/leaves/:id/status (reject a pending application)',
    request: async () => ({ method: 'PUT', url: `/api/leaves/${(await freshApplicant()).leaveId}/status`, payload: { status: 'rejected', rejectionReason: 'Matrix says no' } }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 200 },
  },
  {
    name: 'PUT /api/leaves/:id/status (approve as HOD)',
    request: async () => ({ method: 'PUT', url: `/api/leaves/${(await freshApplicant()).leaveId}/status`, payload: { status: 'hodApproved' } }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 403 },
  },
  {
    name: "GET /api/leaves/:id/events (someone else's application)",
    request: async () => ({ method: 'GET', url: `/api/leaves/${(await freshApplicant()).leaveId}/events` }),
    expected: { anonymous: 401, employee: 403, hodSameDepartment: 200, hodOtherDepartment: 403, admin: 200 },
  },
];

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

describe('authorization matrix', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const seen: Record<string, number> = {};
    for (const persona of PERSONAS) {
      const who = personaOf(persona);
      const request = await route.request(persona);
      const response = await runtime.app.inject({ ...request, headers: who ? who.headers : {} } as InjectOptions);
      seen[persona] = response.statusCode;
      expect(body(response).success, `${persona}: ${response.body}`).toBe(response.statusCode < 300);
    }
    expect(seen).toEqual(route.expected);
  });

  it('lets a person read their own balance history', async () => {
    expect((await runtime.app.inject({ method: 'GET', url: `/api/users/${cast.empCse.user.id}/balance-ledger`, headers: cast.empCse.headers })).statusCode).toBe(200);
  });

  it('lets the applicant read their own audit trail', async () => {
    const { person, leaveId } = await freshApplicant();
    expect((await runtime.app.inject({ method: 'GET', url: `/api/leaves/${leaveId}/events`, headers: person.headers })).statusCode).toBe(200);
  });
});
