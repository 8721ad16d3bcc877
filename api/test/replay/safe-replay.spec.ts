// A replay that is safe on a live system (issue 12): every difference reported row by row, projections
// that an event applied twice does not change, and `--apply` while commands run losing none of them.

import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { inlineProjections } from '@leave/core/projections';
import { project } from '@leave/core/event-store';
import { fixedClock, openTestDatabase, testConfig, usesServices } from '../helper';
import { addCast, addPerson, body, CSE, type Person } from '../fixtures';
import { createRuntime, type Runtime } from '../../src/runtime';
import { describeDifference, replayReadModels } from '../../src/replay/replay';

const CLI = path.resolve(import.meta.dirname, '../../src/cli');
const clock = fixedClock('2026-11-23');
let runtime: Runtime;
let databaseUrl: string | undefined;
let cast: Awaited<ReturnType<typeof addCast>>;

const READ_MODELS = ['leave_applications', 'leave_balances', 'balance_periods', 'holidays', 'notification_people', 'notifications'] as const;
async function readModels(): Promise<string> {
  const parts: string[] = [];
  for (const table of READ_MODELS) {
    const { rows } = await sql<{ rows: string | null }>`select string_agg(t::text, '|' order by t::text) as rows from ${sql.table(table)} t`.execute(runtime.database.db);
    parts.push(`${table}:${rows[0]?.rows ?? ''}`);
  }
  return parts.join('\n');
}

function replayCli(args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing', DATA_DIR: '', DATABASE_URL: databaseUrl ?? '', REDIS_URL: '' };
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(CLI, 'replay.ts'), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

let counter = 0;
async function applyFor(person: Person): Promise<string | null> {
  const day = `2026-12-${String(1 + (counter++ % 28)).padStart(2, '0')}`;
  const response = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: person.headers, payload: { leaveType: 'cl', fromDate: day, toDate: day, reason: 'Written while a replay runs' } });
  return response.statusCode === 201 ? (body(response).data.leave.id as string) : null;
}

beforeAll(async () => {
  const database = await openTestDatabase();
  databaseUrl = database.url;
  runtime = await createRuntime(testConfig(), { database, clock });
  cast = await addCast(runtime);
  const leaveId = await applyFor(cast.empCse);
  await runtime.app.inject({ method: 'PUT', url: `/api/leaves/${leaveId}/status`, headers: cast.hodCse.headers, payload: { status: 'hodApproved' } });
});
afterAll(() => runtime.close());

describe('npm run replay, row by row', () => {
  it('reports exactly the one row corrupted by hand, and the column', async () => {
    await runtime.database.db.updateTable('leave_balances').set({ scl: 77 }).where('user_id', '=', cast.empCse2.user.id).execute();
    const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: false });
    expect(report.rows).toEqual([{ table: 'leave_balances', key: { user_id: cast.empCse2.user.id }, kind: 'changed', columns: [{ column: 'scl', live: 77, rebuilt: 4 }] }]);
    expect(describeDifference(report.rows[0]!)).toBe(`leave_balances user_id=${cast.empCse2.user.id}: scl live 77, rebuilt 4`);

    // The command line tool says the same as its own process (the real services: a second process may open the database).
    if (usesServices) {
      const cli = await replayCli([]);
      expect(cli.code).toBe(2);
      expect(cli.stdout.split('\n').filter((line) => line.startsWith('  '))).toEqual([`  leave_balances user_id=${cast.empCse2.user.id}: scl live 77, rebuilt 4`]);
    }

    const applied = await replayReadModels(runtime.database.db, inlineProjections, { apply: true });
    expect(applied.applied).toBe(true);
    expect((await replayReadModels(runtime.database.db, inlineProjections, { apply: false })).rows).toEqual([]);
  });

  it('reports a row missing and a row that no event makes', async () => {
    const leave = await runtime.database.db.selectFrom('leave_applications').select('id').executeTakeFirstOrThrow();
    await runtime.database.db.deleteFrom('leave_applications').where('id', '=', leave.id).execute();
    await runtime.database.db.insertInto('balance_periods').values({ user_id: cast.empEce.user.id, period_key: 'cl:2099-H1', global_position: 1 }).execute();
    const report = await replayReadModels(runtime.database.db, inlineProjections, { apply: true });
    expect(report.rows.map(describeDifference).sort()).toEqual(
      [`leave_applications id=${leave.id}: missing from the live table (the events make it)`, `balance_periods user_id=${cast.empEce.user.id} period_key=cl:2099-H1: in the live table only (no event makes it)`].sort(),
    );
    expect((await replayReadModels(runtime.database.db, inlineProjections, { apply: false })).rows).toEqual([]);
  });
});

describe('idempotent projections', () => {
  it('change nothing when every event of the log is applied a second time, one at a time or as one batch', async () => {
    const before = await readModels();
    const events = await runtime.eventStore.readAll(0, 100_000);
    await runtime.database.db.transaction().execute(async (trx) => {
      for (const event of events) await project(inlineProjections, trx, [event]);
    });
    expect(await readModels()).toBe(before);
    await runtime.database.db.transaction().execute((trx) => project(inlineProjections, trx, events));
    expect(await readModels()).toBe(before);
  });
});

describe('replay --apply while commands are applied', () => {
  it('loses none of them: written during the rebuild, or waiting for the swap', async () => {
    const people = await Promise.all([1, 2, 3].map((n) => addPerson(runtime, { name: `Busy Person ${n}`, email: `busy${n}@college.edu`, role: 'employee', department: CSE })));
    const written: string[] = [];
    // Commands keep coming the whole time (on Postgres truly at once; on PGlite between the replay's transactions).
    const traffic = (async () => {
      for (let i = 0; i < 24; i++) {
        const id = await applyFor(people[i % people.length]!);
        if (id) written.push(id);
        await runtime.app.inject({ method: 'PUT', url: `/api/users/${people[i % people.length]!.user.id}`, headers: cast.admin.headers, payload: { leaveBalance: { ccl: i % 7 }, balanceReason: 'Corrected while a replay runs' } });
      }
    })();
    const report = await replayReadModels(runtime.database.db, inlineProjections, {
      apply: true,
      // And some land exactly between the rebuild and the swap: the catch-up must find them.
      afterRebuild: async () => {
        for (const person of people) {
          const id = await applyFor(person);
          if (id) written.push(id);
        }
      },
    });
    await traffic;
    expect(report.caughtUp).toBeGreaterThan(0);
    expect(written.length).toBeGreaterThan(people.length);
    const stored = await runtime.database.db.selectFrom('leave_applications').select('id').where('id', 'in', written).execute();
    expect(stored.map((row) => row.id).sort()).toEqual([...written].sort());
    // And the read models still equal the log, row for row.
    expect((await replayReadModels(runtime.database.db, inlineProjections, { apply: false })).rows).toEqual([]);
  });
});
