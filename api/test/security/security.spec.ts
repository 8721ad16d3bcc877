import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, TEST_PASSWORD } from '../fixtures';
import type { Runtime } from '../../src/runtime';
import { buildApp } from '../../src/app';
import { logOptions, redactUrl } from '@leave/core/log';

const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  runtime = await startTestRuntime({ clock });
  cast = await addCast(runtime);
});
afterAll(() => runtime.close());

describe('HTTP hardening', () => {
  it('sends the security headers helmet sets', async () => {
    const response = await runtime.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps CORS closed by default', async () => {
    const response = await runtime.app.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('documents the API with OpenAPI at /api/docs, from the same schemas', async () => {
    const response = await runtime.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = body(response);
    for (const path of ['/api/auth/login', '/api/auth/register', '/api/users/{id}', '/api/leaves', '/api/leaves/{id}/status', '/api/leaves/{id}/events', '/api/dashboard/stats', '/api/departments']) {
      expect(Object.keys(spec.paths), path).toContain(path);
    }
    expect(spec.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    const user = spec.paths['/api/auth/me'].get.responses['200'].content['application/json'].schema.properties.data.properties.user;
    expect(Object.keys(user.properties)).not.toContain('password');
  });
});

describe('caching', () => {
  it('marks every /api answer no-store, whoever asks and whatever the outcome, so that no browser or proxy keeps it', async () => {
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/departments' },
      { method: 'GET', url: '/api/auth/me', headers: cast.empCse.headers },
      { method: 'GET', url: '/api/leaves/my-leaves', headers: cast.empCse.headers },
      { method: 'GET', url: '/api/leaves', headers: cast.admin.headers },
      { method: 'GET', url: '/api/users', headers: cast.admin.headers },
      { method: 'GET', url: '/api/users/current-leave-balances', headers: cast.empCse.headers },
      { method: 'GET', url: '/api/dashboard/stats', headers: cast.hodCse.headers },
      { method: 'GET', url: '/api/excel/template', headers: cast.admin.headers },
      { method: 'POST', url: '/api/auth/login', payload: { email: 'emp.cse@college.edu', password: TEST_PASSWORD } },
      { method: 'GET', url: '/api/auth/me' },
      { method: 'GET', url: '/api/users', headers: cast.empCse.headers },
      { method: 'GET', url: '/api/leaves?limit=0', headers: cast.admin.headers },
      { method: 'GET', url: '/api/no-such-route' },
      { method: 'PUT', url: '/api/leaves/unknown-id/status', headers: cast.admin.headers, payload: { status: 'approved' } },
    ];
    for (const request of requests) {
      const response = await runtime.app.inject(request);
      expect(response.headers['cache-control'], `${request.method} ${String(request.url)} (${response.statusCode})`).toBe('no-store');
    }
  });
});

describe('failures that reach the server', () => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    // The same app on the same services, its log captured.
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(
      { config: runtime.app.config, db: runtime.database.db, dbKind: runtime.database.kind, eventStore: runtime.eventStore, jobs: runtime.jobs, clock, pushEndpoints: runtime.app.pushEndpoints },
      { logger: { ...(logOptions('debug') as object), stream } },
    );
    app.get('/api/test-broken', async () => {
      await sql`select * from a_table_that_does_not_exist`.execute(app.db);
      return { ok: true };
    });
    app.get('/api/test-thrown', async () => {
      throw new Error('internal detail that must not leak');
    });
  });
  afterAll(() => app.close());

  it('answers a 500 without stack, SQL or the error message', async () => {
    for (const url of ['/api/test-broken', '/api/test-thrown']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(body(response)).toEqual({ success: false, message: 'Internal server error' });
    }
  });

  it('never writes a password, a password hash or a token to the log', async () => {
    const secret = 'Sup3r-Secret-Pass';
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'emp.cse@college.edu', password: TEST_PASSWORD } });
    const token = body(login).data.token as string;
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'emp.cse@college.edu', password: secret } });
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'emp.cse@college.edu', password: secret, unknown: secret } });
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Logged Person', email: 'logged@college.edu', password: secret, confirmPassword: secret, department: 'CSE', mobileNo: '9000000000', dateOfBirth: '1990-01-01' } });
    await app.inject({ method: 'PUT', url: '/api/auth/change-password', headers: { authorization: `Bearer ${token}` }, payload: { currentPassword: 'wrong-one', newPassword: secret } });
    await app.inject({ method: 'GET', url: `/api/auth/me?token=${token}`, headers: { authorization: `Bearer ${token}` } });
    await app.inject({ method: 'GET', url: '/api/test-broken', headers: cast.admin.headers });
    const log = logLines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('a_table_that_does_not_exist');
    for (const leak of [secret, TEST_PASSWORD, token, cast.admin.token, '$argon2id']) expect(log, leak.slice(0, 20)).not.toContain(leak);
  });

  it("never writes an iCal feed's token to the log (issue 13)", async () => {
    const feeds = await app.inject({ method: 'GET', url: '/api/calendar/feeds', headers: cast.empCse.headers });
    const path = new URL(body(feeds).data.personal as string).pathname;
    logLines.length = 0;
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    const log = logLines.join('');
    expect(log).toContain('/api/calendar/feeds/[redacted]');
    expect(log).not.toContain(path.split('/').pop()!.replace(/\.ics$/, ''));
  });

  it("never writes a decision link's token to the log, whatever the answer (issue 44)", async () => {
    const token = 'ZGVjaXNpb24tbGluay1zZWNyZXQtdGhhdC1tdXN0LW5vdC1sZWFr';
    logLines.length = 0;
    expect((await app.inject({ method: 'GET', url: `/api/decision-links/${token}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/decision-links/${token}`, payload: { decision: 'reject' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/decision-links/${token}?x=1`, payload: { decision: 'maybe' } })).statusCode).toBe(400);
    const log = logLines.join('');
    expect(log).toContain('/api/decision-links/[redacted]');
    expect(log).not.toContain(token);
    expect(redactUrl(`/decide/${token}?decision=approve`)).toBe('/decide/[redacted]?decision=approve');
  });

  it("never writes an identity provider's code or state to the log (issue 22)", async () => {
    logLines.length = 0;
    await app.inject({ method: 'GET', url: '/api/auth/oidc/callback?code=provider-code-4711&state=state-0815&iss=https%3A%2F%2Faccounts.google.com' });
    const log = logLines.join('');
    expect(log).toContain('/api/auth/oidc/callback?code=[redacted]&state=[redacted]');
    for (const leak of ['provider-code-4711', 'state-0815']) expect(log).not.toContain(leak);
  });
});
