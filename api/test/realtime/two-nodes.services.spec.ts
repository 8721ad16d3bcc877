import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaveChangePayload } from '@leave/domain';
import { openTestDatabase } from '../helper';
import type { DatabaseHandle } from '@leave/core/db';
import { listen, waitFor, type LiveSocket } from './live-helpers';

// Two api processes on different ports over the same Postgres and Redis: a change made through one
// reaches a socket connected to the other. Runs only on the real services (the file name says so).
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const CSE = 'Computer Science & Engineering (CSE)';

function startNode(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...env, PORT: '0', LOG_LEVEL: 'info', WEB_DIST: '', DEMO_MODE: 'false', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`node did not start:\n${output}`)), 45_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)|Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${match[1] ?? match[2]}` });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`node exited with ${code}:\n${output}`)));
  });
}

async function call(url: string, method: string, route: string, token: string | null, body?: unknown) {
  const response = await fetch(`${url}/api${route}`, {
    method,
    // A DELETE without a body says no content type (a JSON one with no body is a 400).
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('two api nodes over the same Postgres and Redis', () => {
  let database: DatabaseHandle & { url?: string };
  const nodes: ChildProcess[] = [];
  let a: string;
  let b: string;
  const sockets: LiveSocket[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const env = {
      DATABASE_URL: database.url!,
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: `leave-2n-${randomBytes(4).toString('hex')}`,
      JWT_SECRET: 'two-nodes-secret-that-is-long-enough-for-hs256',
      ADMIN_EMAIL: 'admin@college.edu',
      ADMIN_PASSWORD: 'admin123',
    };
    const first = await startNode(env);
    nodes.push(first.child);
    const second = await startNode(env);
    nodes.push(second.child);
    a = first.url;
    b = second.url;
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all(nodes.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM'))))));
    await database.close();
  });

  const signInAdmin = async () => (await call(a, 'POST', '/auth/login', null, { email: 'admin@college.edu', password: 'admin123' })).body.data.token as string;
  const make = async (admin: string, role: string, name: string) => {
    const created = await call(a, 'POST', '/auth/register', admin, {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@college.edu`,
      password: 'secret123',
      role,
      department: CSE,
      designation: 'Assistant Professor',
      qualification: 'M.Tech',
      mobileNo: '9876543210',
      dateOfBirth: '1990-01-01',
      dateOfJoining: '2020-01-01',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return (await call(a, 'POST', '/auth/login', null, { email: `${name.toLowerCase().replace(/\W+/g, '.')}@college.edu`, password: 'secret123' })).body.data.token as string;
  };

  it('delivers an application made through node A to the HOD listening on node B, once', async () => {
    const admin = await signInAdmin();
    const hod = await make(admin, 'hod', 'Node Hod');
    const employee = await make(admin, 'employee', 'Node Employee');

    const hodOnB = await listen(b, hod);
    sockets.push(hodOnB);
    const received: LeaveChangePayload[] = [];
    hodOnB.on('leave:created', (p) => received.push(p));
    const arrival = waitFor(hodOnB, 'leave:created', 10_000);

    const monday = nextMonday();
    const applied = await call(a, 'POST', '/leaves', employee, { leaveType: 'cl', fromDate: `${monday}T00:00:00.000Z`, toDate: `${monday}T00:00:00.000Z`, reason: 'Visiting the bank for a loan' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const payload = (await arrival) as LeaveChangePayload;
    expect(payload.leave._id).toBe(applied.body.data.leave._id);
    await new Promise((r) => setTimeout(r, 1000));
    expect(received).toHaveLength(1);
  });

  it("keeps node B's cached accounts true to the edits made through node A: a new name, then a revoked token", async () => {
    const admin = await signInAdmin();
    const employee = await make(admin, 'employee', 'Cached Employee');
    // Node B reads the person once, for this request, and keeps them.
    const me = await call(b, 'GET', '/auth/me', employee);
    expect(me.body.data.user.name).toBe('Cached Employee');
    const id = me.body.data.user._id as string;
    const adminOnB = await listen(b, admin);
    sockets.push(adminOnB);

    let changed = waitFor(adminOnB, 'users:changed', 10_000);
    expect((await call(a, 'PUT', `/users/${id}`, admin, { name: 'Cached Renamed' })).status).toBe(200);
    await changed;
    const monday = nextMonday();
    const applied = await call(b, 'POST', '/leaves', employee, { leaveType: 'cl', fromDate: `${monday}T00:00:00.000Z`, toDate: `${monday}T00:00:00.000Z`, reason: 'Visiting the bank for a loan' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const events = await call(b, 'GET', `/leaves/${applied.body.data.leave._id}/events`, employee);
    expect(events.body.data.events[0].actor).toMatchObject({ _id: id, name: 'Cached Renamed' });

    changed = waitFor(adminOnB, 'users:changed', 10_000);
    expect((await call(a, 'PUT', `/users/${id}`, admin, { isActive: false })).status).toBe(200);
    await changed;
    expect((await call(b, 'GET', '/auth/me', employee)).status).toBe(401);
  });

  it('refuses on node B the token of one device signed out through node A, and only that one (issue 49)', async () => {
    const admin = await signInAdmin();
    const laptop = await make(admin, 'employee', 'Two Devices');
    const phone = (await call(a, 'POST', '/auth/login', null, { email: 'two.devices@college.edu', password: 'secret123' })).body.data.token as string;
    // Node B reads the person once and keeps them.
    expect((await call(b, 'GET', '/auth/me', phone)).status).toBe(200);
    const listed = (await call(a, 'GET', '/users/me/sessions', laptop)).body.data.sessions as { _id: string; current: boolean }[];
    const phoneId = (await call(a, 'GET', '/users/me/sessions', phone)).body.data.sessions.find((s: { current: boolean }) => s.current)._id as string;
    expect(listed.find((s) => s.current)!._id).not.toBe(phoneId);

    expect((await call(a, 'DELETE', `/users/me/sessions/${phoneId}`, laptop)).status).toBe(200);
    // Node B hears of it from the log it tails, as it hears of a token version moved on.
    const deadline = Date.now() + 10_000;
    let status = 200;
    while (Date.now() < deadline && (status = (await call(b, 'GET', '/auth/me', phone)).status) !== 401) await new Promise((r) => setTimeout(r, 100));
    expect(status).toBe(401);
    expect((await call(b, 'GET', '/auth/me', laptop)).status).toBe(200);
  });
});

function nextMonday(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 7 + ((8 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
}
