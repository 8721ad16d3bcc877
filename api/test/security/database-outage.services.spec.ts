// Issue 25: Postgres restarted under load killed the api node and the worker (an unhandled 'error' event
// of a pg Client checked out for a transaction: 57P01), and the requests during the restart answered 500.
// Now the process stays up, and a request the database cannot serve answers 503 with Retry-After.
// Postgres only: the embedded database cannot go away under the process.

import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdaysAfter } from '@leave/core/testing/dates';
import { startTestRuntime } from '../helper';
import { addCast, body } from '../fixtures';
import type { Runtime } from '../../src/runtime';

let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;
let admin: pg.Client;
let name: string;

beforeAll(async () => {
  runtime = await startTestRuntime();
  cast = await addCast(runtime);
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  name = (await sql<{ name: string }>`select current_database() as name`.execute(runtime.database.db)).rows[0]!.name;
});
afterAll(async () => {
  await admin.query(`alter database ${name} allow_connections true`);
  await admin.end();
  await runtime.close();
});

describe('the database going away', () => {
  it('ends a transaction whose connection the server terminated with an error, and the process stays up', async () => {
    const failed = runtime.database.db.transaction().execute(async (trx) => {
      const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sql`select 1`.execute(trx);
    });
    await expect(failed).rejects.toThrow();
    const answer = await runtime.app.inject({ method: 'GET', url: '/api/leaves/my-leaves', headers: cast.empCse.headers });
    expect(answer.statusCode).toBe(200);
  });

  it('answers 503 with Retry-After while the database refuses connections, never 500, and serves again after', async () => {
    const [date] = weekdaysAfter(runtime.clock.today(), 1);
    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    for (const request of [
      { method: 'GET' as const, url: '/api/leaves/my-leaves' },
      { method: 'POST' as const, url: '/api/leaves', payload: { leaveType: 'cl', fromDate: date, toDate: date, reason: 'Family function at home' } },
    ]) {
      const answer = await runtime.app.inject({ ...request, headers: cast.empCse.headers });
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers['retry-after']).toBe('2');
      expect(body(answer)).toEqual({ success: false, message: 'The service is briefly unavailable. Please try again in a moment.' });
    }
    await admin.query(`alter database ${name} allow_connections true`);
    const back = await runtime.app.inject({ method: 'GET', url: '/api/leaves/my-leaves', headers: cast.empCse.headers });
    expect(back.statusCode).toBe(200);
  });
});
