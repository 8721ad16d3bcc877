import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestRuntime, testConfig } from '../helper';
import { addPerson, asPerson, body, CSE } from '../fixtures';
import type { Runtime } from '../../src/runtime';
import { demoAccounts } from '../../src/demo/accounts';
import { toAccount } from '@leave/core/users';

interface Account {
  role: string;
  name: string;
  email: string;
  password: string;
  department: string;
}

describe('GET /api/demo/accounts in demo mode', () => {
  let runtime: Runtime;
  const accounts = async (): Promise<Account[]> => {
    const response = await runtime.app.inject({ method: 'GET', url: '/api/demo/accounts' });
    expect(response.statusCode).toBe(200);
    return body(response).data.accounts;
  };

  beforeAll(async () => {
    runtime = await startTestRuntime({ clock: fixedClock('2026-11-23'), env: { DEMO_MODE: 'true' } });
    await addPerson(runtime, { name: 'Not A Demo', email: 'real.person@college.edu', role: 'employee', department: CSE });
  });
  afterAll(() => runtime.close());

  it('lists the admin and the 24 seeded people, each of whom can sign in with the listed password', async () => {
    const listed = await accounts();
    expect(listed).toHaveLength(25);
    expect(listed[0]).toEqual({ role: 'admin', name: expect.any(String), email: 'admin@college.edu', password: 'admin123', department: '' });
    expect(listed.filter((account) => account.role === 'hod')).toHaveLength(8);
    expect(listed.find((account) => account.email === 'hod.cse@college.edu')).toMatchObject({ role: 'hod', department: CSE, password: 'hod12345' });
    for (const account of listed) {
      const response = await runtime.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password } });
      expect(response.statusCode, account.email).toBe(200);
      expect(body(response).data.user).toMatchObject({ role: account.role, name: account.name });
    }
  });

  it('never lists anybody else', async () => {
    expect((await accounts()).map((account) => account.email)).not.toContain('real.person@college.edu');
  });

  it('leaves out a demo account that was deleted', async () => {
    const adminRow = toAccount(await runtime.database.db.selectFrom('users').selectAll().where('role', '=', 'admin').executeTakeFirstOrThrow());
    const gone = await runtime.database.db.selectFrom('users').select('id').where('email', '=', 'emp1.cse@college.edu').executeTakeFirstOrThrow();
    const deleted = await runtime.app.inject({ method: 'DELETE', url: `/api/users/${gone.id}`, headers: asPerson(runtime, adminRow).headers });
    expect(deleted.statusCode).toBe(200);
    const listed = await accounts();
    expect(listed).toHaveLength(24);
    expect(listed.map((account) => account.email)).not.toContain('emp1.cse@college.edu');
  });
});

describe('the demo accounts of a configuration', () => {
  it('leave out the admin when ADMIN_PASSWORD was set: a configured password is never shown', () => {
    const config = testConfig({ ADMIN_PASSWORD: 'a-configured-secret', DEMO_MODE: 'true' });
    const accounts = demoAccounts(config);
    expect(accounts).toHaveLength(24);
    expect(accounts.some((account) => account.role === 'admin' || account.password === 'a-configured-secret')).toBe(false);
  });
});
