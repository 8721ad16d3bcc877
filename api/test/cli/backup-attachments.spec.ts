// The files of applications (issue 21) live in the database (leave_attachments): `npm run backup` carries
// them and `npm run restore` gives back the very bytes (same SHA-256), on either runtime.

import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPgliteDatabase, createPostgresDatabase } from '@leave/core/db';
import { adminQuery } from '@leave/core/testing/admin-query';
import { fixedClock, openTestDatabase, testConfig, usesServices } from '../helper';
import { addCast, body } from '../fixtures';
import { createRuntime, type Runtime } from '../../src/runtime';

const CLI = path.resolve(import.meta.dirname, '../../src/cli');
const root = mkdtempSync(path.join(tmpdir(), 'leave-backup-files-'));
const backupFile = path.join(root, 'backup.file');
const clock = fixedClock('2026-11-23');

function cli(tool: 'backup' | 'restore', args: string[], target: { dataDir: string } | { databaseUrl: string }) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing', DATA_DIR: '', DATABASE_URL: '', REDIS_URL: '' };
    if ('dataDir' in target) env.DATA_DIR = target.dataDir;
    else env.DATABASE_URL = target.databaseUrl;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(CLI, `${tool}.ts`), ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

let runtime: Runtime;
let live: { dataDir: string } | { databaseUrl: string };
let restored: { dataDir: string } | { databaseUrl: string };
let dropDatabase: () => Promise<void> = async () => {};

beforeAll(async () => {
  if (usesServices) {
    const database = await openTestDatabase();
    const name = `leave_test_restore_${randomBytes(6).toString('hex')}`;
    await adminQuery(process.env.DATABASE_URL!, `create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    live = { databaseUrl: database.url! };
    restored = { databaseUrl: url.toString() };
    runtime = await createRuntime(testConfig({ DATABASE_URL: database.url! }), { database, clock });
    dropDatabase = () => adminQuery(process.env.DATABASE_URL!, `drop database if exists ${name} with (force)`);
  } else {
    live = { dataDir: path.join(root, 'live') };
    restored = { dataDir: path.join(root, 'restored') };
    runtime = await createRuntime(testConfig({ DATA_DIR: live.dataDir }), { clock });
  }
}, 60_000);

afterAll(async () => {
  await runtime?.close();
  await dropDatabase();
  rmSync(root, { recursive: true, force: true });
});

it('backs up an application’s file and restores it byte for byte', async () => {
  const cast = await addCast(runtime);
  // Every byte value, so that no encoding on the way (bytea, the dump) can go unnoticed.
  const certificate = Buffer.concat([Buffer.from('%PDF-1.4\n%'), Buffer.from(Array.from({ length: 256 }, (_, n) => n)), randomBytes(4096), Buffer.from('\n%%EOF\n')]);
  const form = new FormData();
  for (const [name, value] of Object.entries({ leaveType: 'hpl', fromDate: '2026-11-30', toDate: '2026-12-02', reason: 'Surgery and rest at home' })) form.append(name, value);
  form.append('file', new Blob([certificate], { type: 'application/pdf' }), 'certificate.pdf');
  const encoded = new Response(form);
  const applied = await runtime.app.inject({
    method: 'POST',
    url: '/api/leaves',
    headers: { ...cast.empCse.headers, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(applied.statusCode).toBe(201);
  const { leave } = body(applied).data;
  const sha256 = createHash('sha256').update(certificate).digest('hex');
  expect(leave.attachments[0].sha256).toBe(sha256);

  const backup = await cli('backup', [backupFile], live);
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  const restore = await cli('restore', [backupFile], restored);
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);

  const copy = 'dataDir' in restored ? await createPgliteDatabase(path.join(restored.dataDir, 'pglite')) : createPostgresDatabase(restored.databaseUrl, 2);
  try {
    const row = await copy.db.selectFrom('leave_attachments').selectAll().where('id', '=', leave.attachments[0]._id).executeTakeFirstOrThrow();
    expect(Buffer.from(row.bytes).equals(certificate)).toBe(true);
    expect(createHash('sha256').update(row.bytes).digest('hex')).toBe(sha256);
    expect(row).toMatchObject({ leave_id: leave.id, file_name: 'certificate.pdf', content_type: 'application/pdf', size: certificate.length, sha256 });
    const application = await copy.db.selectFrom('leave_applications').select('attachments').where('id', '=', leave.id).executeTakeFirstOrThrow();
    expect(application.attachments).toEqual([expect.objectContaining({ attachmentId: leave.attachments[0]._id, sha256 })]);
  } finally {
    await copy.close();
  }
}, 120_000);
