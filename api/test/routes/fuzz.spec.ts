// Malformed input to every route that reads a body, a path id or a header: the answer is always a 4xx
// in the JSON envelope, never a 500, whatever the types, sizes or shapes sent.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body } from '../fixtures';
import type { Runtime } from '../../src/runtime';

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let pendingLeaveId: string;

interface BodyRoute {
  name: string;
  method: 'POST' | 'PUT';
  url: () => string;
  headers: () => Record<string, string>;
  /** A body the route accepts, as the base that each case spoils. */
  valid: () => Record<string, unknown>;
  /** The fields whose value must be text (a non-text value there is always refused). */
  textFields: string[];
}

const ROUTES: BodyRoute[] = [
  {
    name: 'POST /api/auth/login',
    method: 'POST',
    url: () => '/api/auth/login',
    headers: () => ({}),
    valid: () => ({ email: 'emp.cse@college.edu', password: 'secret123' }),
    textFields: ['email', 'password'],
  },
  {
    name: 'POST /api/auth/register',
    method: 'POST',
    url: () => '/api/auth/register',
    headers: () => cast.admin.headers,
    valid: () => ({ name: 'Fuzzy Person', email: 'fuzzy@college.edu', role: 'employee', department: 'CSE', mobileNo: '9000000000', dateOfBirth: '1990-01-01' }),
    textFields: ['name', 'email', 'role', 'department', 'mobileNo', 'dateOfBirth'],
  },
  {
    name: 'PUT /api/auth/change-password',
    method: 'PUT',
    url: () => '/api/auth/change-password',
    headers: () => cast.empEce.headers,
    valid: () => ({ currentPassword: 'secret123', newPassword: 'secret123' }),
    textFields: ['currentPassword', 'newPassword'],
  },
  {
    name: 'PUT /api/users/:id',
    method: 'PUT',
    url: () => `/api/users/${cast.empCse2.user.id}`,
    headers: () => cast.admin.headers,
    valid: () => ({ name: 'Sita Cse', designation: 'Lecturer' }),
    textFields: ['name', 'email', 'designation', 'qualification', 'mobileNo', 'role'],
  },
  {
    name: 'POST /api/leaves',
    method: 'POST',
    url: () => '/api/leaves',
    headers: () => cast.empCse.headers,
    valid: () => ({ leaveType: 'cl', fromDate: '2026-12-01', toDate: '2026-12-01', reason: 'A reason long enough' }),
    textFields: ['leaveType', 'fromDate', 'toDate', 'reason', 'fromHalf', 'toHalf'],
  },
  {
    name: 'PUT /api/leaves/:id/status',
    method: 'PUT',
    url: () => `/api/leaves/${pendingLeaveId}/status`,
    headers: () => cast.hodCse.headers,
    valid: () => ({ status: 'rejected', rejectionReason: 'Fuzzing reason' }),
    textFields: ['status'],
  },
];

const NOT_TEXT: unknown[] = [null, 0, -1, 1.5, 1e308, true, false, [], ['text'], {}, { $gt: '' }, [[[]]]];
const NOT_OBJECTS: unknown[] = [null, [], [{}], 'text', 42, true];

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
  const applied = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: cast.empCse2.headers, payload: { leaveType: 'cl', fromDate: '2026-12-02', toDate: '2026-12-02', reason: 'Kept pending for fuzzing' } });
  pendingLeaveId = body(applied).data.leave.id;
});
afterAll(() => runtime.close());

function send(route: BodyRoute, payload: unknown, extra: Partial<InjectOptions> = {}): Promise<LightMyRequestResponse> {
  return runtime.app.inject({
    method: route.method,
    url: route.url(),
    headers: { 'content-type': 'application/json', ...route.headers(), ...(extra.headers as object) },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

function expectRefused(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  const answer = body(response);
  expect(answer.success, what).toBe(false);
  expect(typeof answer.message, what).toBe('string');
  expect(response.body, what).not.toMatch(/\bat .+\.(ts|js):\d+|\bselect\b.+\bfrom\b|insert into|update \w+ set|"stack"/i);
}

describe.each(ROUTES.map((route) => [route.name, route] as const))('%s', (_name, route) => {
  it('refuses bodies that are not objects, and missing or empty bodies', async () => {
    for (const payload of NOT_OBJECTS) expectRefused(await send(route, payload), JSON.stringify(payload));
    expectRefused(await send(route, ''), 'empty body');
    expectRefused(await runtime.app.inject({ method: route.method, url: route.url(), headers: route.headers() }), 'no body');
  });

  it('refuses a non-text value in each text field', async () => {
    for (const field of route.textFields) {
      for (const value of NOT_TEXT) expectRefused(await send(route, { ...route.valid(), [field]: value }), `${field}=${JSON.stringify(value)}`);
    }
  });

  it('refuses unknown fields, prototype tricks, broken JSON and other content types', async () => {
    expectRefused(await send(route, { ...route.valid(), unexpected: 1 }), 'unknown field');
    expectRefused(await send(route, `{"__proto__": {"isAdmin": true}, "email": "x@y.com"}`), '__proto__');
    expectRefused(await send(route, `{"constructor": {"prototype": {"isAdmin": true}}}`), 'constructor.prototype');
    expectRefused(await send(route, '{"email": '), 'truncated JSON');
    for (const field of route.textFields) expectRefused(await send(route, { ...route.valid(), [field]: 'Text with a \u0000 NUL' }), `NUL in ${field}`);
    expectRefused(await send(route, `${'['.repeat(5000)}${']'.repeat(5000)}`), 'deep nesting');
    expectRefused(await send(route, 'email=a@b.com', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 'form encoded');
    expectRefused(await send(route, 'plain', { headers: { 'content-type': 'text/plain' } }), 'text/plain');
  });

  it('refuses a body over the 100 KB limit with 413, and huge fields with 4xx', async () => {
    const tooBig = await send(route, { ...route.valid(), [route.textFields[0]!]: 'x'.repeat(150 * 1024) });
    expect(tooBig.statusCode).toBe(413);
    expect(body(tooBig)).toEqual({ success: false, message: 'Request body is too large' });
    for (const field of route.textFields) {
      const response = await send(route, { ...route.valid(), [field]: 'ü'.repeat(40_000), unexpected: true });
      expectRefused(response, `huge ${field}`);
    }
  });

  it('answers any generated body with a wrong-typed field with a 4xx', async () => {
    const known = Object.keys(route.valid());
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...route.textFields),
        fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue(), { maxLength: 3 }), fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 })),
        fc.dictionary(fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 12 })), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
        async (field, wrong, noise) => {
          expectRefused(await send(route, { ...route.valid(), ...noise, [field]: wrong }), JSON.stringify({ field, wrong, noise }).slice(0, 200));
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('malformed ids and headers', () => {
  const ids = ['%00', '..%2F..%2Fetc%2Fpasswd', "'%20OR%201=1%20--", '%F0%9F%98%80', 'null', 'undefined', '0', '-1', 'a'.repeat(300), '%E0%A4%A'];
  it('answers 400 or 404 (414 for an over-long path) for any id, never 500', async () => {
    for (const id of ids) {
      for (const request of [
        { method: 'GET', url: `/api/leaves/${id}/events`, headers: cast.admin.headers },
        { method: 'PUT', url: `/api/leaves/${id}/status`, headers: cast.admin.headers, payload: { status: 'approved' } },
        { method: 'PUT', url: `/api/users/${id}`, headers: cast.admin.headers, payload: { name: 'Some Name' } },
        { method: 'DELETE', url: `/api/users/${id}`, headers: cast.admin.headers },
      ] as InjectOptions[]) {
        const response = await runtime.app.inject(request);
        expect([400, 404, 414], `${request.method} ${request.url}`).toContain(response.statusCode);
        expect(body(response).success).toBe(false);
      }
    }
  });

  it('answers 401 for malformed authorization headers', async () => {
    for (const authorization of ['Bearer', 'Bearer  ', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'a'.repeat(5000)}`, 'Bearer a.b.c', 'Bearer e30.e30.', '\u00e9\u00e9']) {
      const response = await runtime.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
      expect(response.statusCode, authorization.slice(0, 30)).toBe(401);
    }
  });
});
