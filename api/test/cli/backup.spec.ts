// `npm run backup` while the product runs and writes, `npm run restore` into an empty place, and
// `npm run replay` on what was restored: the backup is one consistent moment of the event log, users and
// read models. Embedded, the backup is a second process asking the running server; on the real services
// it is pg_dump. The command line tools run as the separate processes they are.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createPgliteDatabase, createPostgresDatabase, type Db } from '@leave/core/db';
import { restoreEmbedded } from '@leave/core/backup';
import { adminQuery } from '@leave/core/testing/admin-query';
import { fixedClock, openTestDatabase, testConfig, usesServices } from '../helper';
import { addCast, asPerson, body } from '../fixtures';
import { createRuntime, type Runtime } from '../../src/runtime';
import { toAccount } from '@leave/core/users';

const CLI = path.resolve(import.meta.dirname, '../../src/cli');
const root = mkdtempSync(path.join(tmpdir(), 'leave-backup-'));
const backupFile = path.join(root, 'backup.file');
const clock = fixedClock('2026-11-23');

/** Runs `npm run <tool> -- <args>` as its own process, against DATA_DIR or DATABASE_URL. */
function cli(tool: 'backup' | 'restore' | 'replay', args: string[], target: { dataDir: string } | { databaseUrl: string }) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing', DATA_DIR: '', DATABASE_URL: '', REDIS_URL: '' };
    if ('dataDir' in target) env.DATA_DIR = target.dataDir;
    else env.DATABASE_URL = target.databaseUrl;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(CLI, `${tool}.ts`), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Waits (polling) until `done` holds: expect.poll is for tests, not for their set-up. */
async function until(done: () => boolean): Promise<void> {
  const give = Date.now() + 30_000;
  while (!done()) {
    if (Date.now() > give) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const eventCount = async (db: Db) => Number((await db.selectFrom('events').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
const eventLog = (db: Db) => db.selectFrom('events').select(['global_position', 'stream_id', 'version', 'type']).orderBy('global_position').execute();

describe(`backup and restore while the product runs (${usesServices ? 'Postgres: pg_dump' : 'embedded: the running server answers'})`, () => {
  let runtime: Runtime;
  let live: { dataDir: string } | { databaseUrl: string };
  let restored: { dataDir: string } | { databaseUrl: string };
  let dropDatabases: () => Promise<void> = async () => {};
  let during: { before: number; after: number; backup: Awaited<ReturnType<typeof cli>> };

  beforeAll(async () => {
    if (usesServices) {
      const database = await openTestDatabase();
      const restoredName = `leave_test_restore_${randomBytes(6).toString('hex')}`;
      await adminQuery(process.env.DATABASE_URL!, `create database ${restoredName}`);
      const restoredUrl = new URL(process.env.DATABASE_URL!);
      restoredUrl.pathname = `/${restoredName}`;
      live = { databaseUrl: database.url! };
      restored = { databaseUrl: restoredUrl.toString() };
      runtime = await createRuntime(testConfig({ DATABASE_URL: database.url! }), { database, clock });
      dropDatabases = () => adminQuery(process.env.DATABASE_URL!, `drop database if exists ${restoredName} with (force)`);
    } else {
      live = { dataDir: path.join(root, 'live') };
      restored = { dataDir: path.join(root, 'restored') };
      // No database given: PGlite on disk under DATA_DIR, as `npm start` opens it.
      runtime = await createRuntime(testConfig({ DATA_DIR: live.dataDir }), { clock });
    }
    const cast = await addCast(runtime);

    // One writer, one change after another: people registered, each applying, the HOD and the admin approving.
    let stop = false;
    let n = 0;
    const writer = (async () => {
      while (!stop) {
        n++;
        const registered = await runtime.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: cast.admin.headers,
          payload: { name: `Busy Person ${n}`, email: `busy${n}@college.edu`, department: 'CSE', mobileNo: '9000000000', dateOfBirth: '1990-01-01' },
        });
        if (registered.statusCode !== 201) throw new Error(`registration ${n}: ${registered.body}`);
        const row = toAccount(await runtime.database.db.selectFrom('users').selectAll().where('id', '=', body(registered).data.user.id).executeTakeFirstOrThrow());
        const applied = await runtime.app.inject({
          method: 'POST',
          url: '/api/leaves',
          headers: asPerson(runtime, row).headers,
          payload: { leaveType: 'cl', fromDate: '2026-12-01', toDate: '2026-12-02', reason: 'Written during a backup' },
        });
        if (applied.statusCode !== 201) throw new Error(`application ${n}: ${applied.body}`);
        const leaveId = body(applied).data.leave.id;
        await runtime.app.inject({ method: 'PUT', url: `/api/leaves/${leaveId}/status`, headers: cast.hodCse.headers, payload: { status: 'hodApproved' } });
        await runtime.app.inject({ method: 'PUT', url: `/api/leaves/${leaveId}/status`, headers: cast.admin.headers, payload: { status: 'approved' } });
      }
    })();
    writer.catch(() => (stop = true));
    await until(() => n > 2 || stop);
    const before = await eventCount(runtime.database.db);
    const backup = await cli('backup', [backupFile], live);
    const atEnd = n;
    await until(() => n > atEnd + 1 || stop);
    stop = true;
    await writer;
    during = { before, after: await eventCount(runtime.database.db), backup };
  }, 180_000);

  afterAll(async () => {
    await runtime?.close();
    await dropDatabases();
    rmSync(root, { recursive: true, force: true });
  });

  it('writes the backup while the writes go on', () => {
    expect(during.backup.stderr).toBe('');
    expect(during.backup.code).toBe(0);
    expect(during.backup.stdout).toMatch(new RegExp(`^backup written to .*backup.file \\(\\d+ bytes, from the ${usesServices ? 'pg_dump' : 'running server'}\\)\\n$`));
  });

  it('restores into an empty place, and `npm run replay` finds the read models agreeing with the log', async () => {
    const restore = await cli('restore', [backupFile], restored);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const replay = await cli('replay', [], restored);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain('leave_applications: matches the event log');
    expect(replay.stdout).toContain('leave_balances: matches the event log');
    expect(replay.stdout).toContain('balance_periods: matches the event log');
  }, 60_000);

  it('holds one moment: a prefix of the live log, taken in the middle of the writes, with exactly its people', async () => {
    const copy = 'dataDir' in restored ? await createPgliteDatabase(path.join(restored.dataDir, 'pglite')) : createPostgresDatabase(restored.databaseUrl, 2);
    try {
      const restoredLog = await eventLog(copy.db);
      expect(restoredLog.length).toBeGreaterThan(during.before);
      expect(restoredLog.length).toBeLessThan(during.after);
      const liveLog = await eventLog(runtime.database.db);
      expect(restoredLog).toEqual(liveLog.slice(0, restoredLog.length));
      const people = Number((await copy.db.selectFrom('users').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
      expect(people).toBe(restoredLog.filter((event) => event.type === 'UserRegistered').length);
    } finally {
      await copy.close();
    }
  });

  it('refuses to restore over data: a restored place, or the live database', async () => {
    for (const target of [restored, live]) {
      const again = await cli('restore', [backupFile], target);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/^Restore failed: .*not empty: a backup is restored only into an empty/);
    }
  }, 60_000);

  // The folder lock is the embedded runtime's (Postgres serves any number of processes).
  if (!usesServices) {
    it('keeps other processes out of a running server’s folder, and backs up from the folder once the server is stopped', async () => {
      const replay = await cli('replay', [], live);
      expect(replay.code).toBe(1);
      expect(replay.stderr).toMatch(/is in use by process \d+ \(a running server\?\)/);
      const events = await eventCount(runtime.database.db);
      await runtime.close();
      const offlineFile = path.join(root, 'offline.file');
      const offline = await cli('backup', [offlineFile], live);
      expect(offline.stdout).toMatch(/from the data folder\)\n$/);
      expect(await restoreEmbedded(offlineFile, path.join(root, 'offline-restored', 'pglite'))).toEqual({ events });
    }, 60_000);
  }
});
