import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { sql } from 'kysely';
import { createPostgresDatabase } from '@leave/core/db';
import { adminQuery } from '@leave/core/testing/global-setup';
import { HEADINGS, staffRow, workbook } from '@leave/core/testing/workbooks';
import { testConfig } from '../helper';
import { asPerson } from '../fixtures';
import { createRuntime, type Runtime } from '../../src/runtime';
import { upload } from './support';
import { toAccount } from '@leave/core/users';

const ROWS = 60;
/** A worker process with a short lock and batches of 10, so that a killed one is taken over within seconds. */
const WORKER_PROCESS = path.resolve(import.meta.dirname, '../../../worker/test/fixtures/import-worker-process.ts');

/** Worker processes that the test can really kill, on a database of their own shared with the api. */
describe('a worker process killed in the middle of an import (BullMQ on Redis)', () => {
  const dbName = `leave_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${dbName}`;
  const config = testConfig({ DATABASE_URL: url.toString() });
  let runtime: Runtime;
  const children: ChildProcess[] = [];

  /** Starts a worker process and resolves once it listens for jobs. */
  async function startWorkerProcess(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER_PROCESS], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url.toString(), REDIS_URL: config.redisUrl!, REDIS_PREFIX: config.redisPrefix, JWT_SECRET: config.jwtSecret, IMPORT_BATCH_SIZE: '10' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`worker process exited with ${code}`)));
    });
    return child;
  }

  beforeAll(async () => {
    await adminQuery(process.env.DATABASE_URL!, `create database ${dbName} template ${inject('postgresTemplate')}`);
    runtime = await createRuntime(config, { database: createPostgresDatabase(url.toString(), 5) });
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await runtime.close();
    await adminQuery(process.env.DATABASE_URL!, `drop database if exists ${dbName} with (force)`);
  });

  it('is taken over by another worker, which finishes it: the upload gets the whole result and nobody is created twice', async () => {
    const first = await startWorkerProcess();
    const db = runtime.database.db;
    const admin = asPerson(runtime, toAccount(await db.selectFrom('users').selectAll().where('role', '=', 'admin').executeTakeFirstOrThrow()));
    const answer = upload(runtime, admin, workbook([HEADINGS, ...Array.from({ length: ROWS }, (_, i) => staffRow(i + 1))]));

    const imported = async () => Number((await db.selectFrom('users').select(sql<number>`count(*)`.as('n')).where('email', 'like', 'staff%').executeTakeFirstOrThrow()).n);
    await expect.poll(imported, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(20);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const atDeath = await imported();
    expect(atDeath).toBeLessThan(ROWS);
    expect(atDeath % 10).toBe(0);

    await startWorkerProcess();

    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, successful: ROWS, errors: [], existingEmails: [] });
    const perEmail = await db.selectFrom('users').select([sql<string>`lower(email)`.as('email'), sql<number>`count(*)`.as('n')]).where('email', 'like', 'staff%').groupBy(sql`lower(email)`).execute();
    expect(perEmail).toHaveLength(ROWS);
    expect(perEmail.every((row) => Number(row.n) === 1)).toBe(true);
  });
});
