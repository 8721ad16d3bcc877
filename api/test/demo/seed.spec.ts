import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceStream } from '@leave/core/event-store';
import { sql } from 'kysely';
import { fixedClock, startTestRuntime } from '../helper';
import { body } from '../fixtures';
import type { Runtime } from '../../src/runtime';
import { DEMO_PASSWORDS, demoEmail, seedDemoData } from '../../src/demo/seed';

describe('demo mode', () => {
  let runtime: Runtime;
  beforeAll(async () => {
    runtime = await startTestRuntime({ clock: fixedClock('2026-11-23'), env: { DEMO_MODE: 'true' } });
  });
  afterAll(() => runtime.close());

  it('seeds a HOD and two employees per department, with applications in every status', async () => {
    const { db } = runtime.database;
    const people = await db.selectFrom('users').select(['role', sql<number>`count(*)`.as('n')]).groupBy('role').execute();
    expect(Object.fromEntries(people.map((p) => [p.role, Number(p.n)]))).toEqual({ admin: 1, hod: 8, employee: 16 });
    const statuses = await db.selectFrom('leave_applications').select(['status', sql<number>`count(*)`.as('n')]).groupBy('status').execute();
    expect(statuses.map((s) => s.status).sort()).toEqual(['approved', 'hodApproved', 'pending', 'rejected']);
  });

  it('lets the documented demo accounts sign in', async () => {
    for (const [email, password] of [
      [demoEmail('hod', 'CSE'), DEMO_PASSWORDS.hod],
      [demoEmail('emp1', 'AIDS & ML'), DEMO_PASSWORDS.employee],
      [demoEmail('emp2', 'IT & MCA'), DEMO_PASSWORDS.employee],
    ] as const) {
      const response = await runtime.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      expect(response.statusCode, email).toBe(200);
    }
    expect(demoEmail('emp2', 'IT & MCA')).toBe('emp2.itmca@college.edu');
  });

  it('debits the balance of every approved demo application through the ledger', async () => {
    const approved = await runtime.database.db.selectFrom('leave_applications').selectAll().where('status', '=', 'approved').execute();
    expect(approved.length).toBeGreaterThan(0);
    for (const leave of approved) {
      const ledger = await runtime.eventStore.readStream(balanceStream.id(leave.applicant_id));
      expect(ledger.some((e) => e.type === 'BalanceDebited' && (e.data as { leaveId: string }).leaveId === leave.id)).toBe(true);
    }
  });

  it('does nothing a second time', async () => {
    const before = await runtime.database.db.selectFrom('events').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(await seedDemoData(runtime.app)).toEqual({ seeded: false, people: 0, applications: 0 });
    const after = await runtime.database.db.selectFrom('events').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('signs in the demo admin through /demo-login, recreating it after it was changed', async () => {
    const { db } = runtime.database;
    await db.updateTable('users').set({ is_active: false, password_hash: 'x' }).where('email', '=', 'admin@college.edu').execute();
    const response = await runtime.app.inject({ method: 'POST', url: '/api/demo-login', payload: { email: 'admin@college.edu', password: 'admin123' } });
    expect(response.statusCode).toBe(200);
    expect(body(response).data.user).toMatchObject({ email: 'admin@college.edu', role: 'admin', isActive: true });
    const me = await runtime.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${body(response).data.token}` } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses /demo-login with anything but the demo admin credentials', async () => {
    const wrong = await runtime.app.inject({ method: 'POST', url: '/api/demo-login', payload: { email: 'admin@college.edu', password: 'guessing' } });
    expect(wrong.statusCode).toBe(401);
    expect(body(wrong)).toEqual({ success: false, message: 'Invalid credentials' });
    const other = await runtime.app.inject({ method: 'POST', url: '/api/demo-login', payload: { email: demoEmail('hod', 'CSE'), password: DEMO_PASSWORDS.hod } });
    expect(other.statusCode).toBe(401);
  });
});

describe('two api nodes seeding at once', () => {
  it('seeds once: the second finds the first one at work and stands back', async () => {
    const runtime = await startTestRuntime({ clock: fixedClock('2026-11-23') });
    try {
      const results = await Promise.all([seedDemoData(runtime.app), seedDemoData(runtime.app)]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      const hods = await runtime.database.db.selectFrom('users').select('id').where('role', '=', 'hod').execute();
      expect(hods).toHaveLength(8);
    } finally {
      await runtime.close();
    }
  });
});
