// `npm run bench:export`: the resident memory of the api while it exports 100,000 balance ledger rows
// (issue 12), measured in the production layout: `npm run build:server`, then the compiled api started as
// `node build/node/server.js` (plain node, no tsx, with the NODE_OPTIONS the Dockerfile sets) in a process
// of its own, on Postgres + Redis when DATABASE_URL and REDIS_URL are set, and on the embedded runtime
// (PGlite in the api's process) always.
//
// The rows are appended straight into the event log (1,000 people, 100 ledger events each) while the api
// is stopped; then the api starts on that data, an admin signs in, and each export an auditor can pick
// (the ledger and the event log with its hash chain, as CSV and as .xlsx) is downloaded over a real socket
// and read as it comes, while this process samples the api's resident set (VmRSS in /proc/<pid>/status)
// every 50 ms. Prints the api's resident memory idle before, its peak during and its level after each
// export, and for the embedded runtime what PGlite alone holds with the same data.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@leave/migrations';
import { createPgliteDatabase, createPostgresDatabase, pgliteDirOf } from '@leave/core/db';
import { imageNodeOptions as imageFlags } from './runtimes';
import { adminQuery, dropRedisPrefix } from '@leave/core/testing/admin-query';

const PEOPLE = 1000;
const EVENTS_EACH = 100;
const SAMPLE_MS = 50;
/** How long the api is left alone before a figure is read: start-up garbage collected, timers settled. */
const SETTLE_MS = 5_000;
const ALL_EXPORTS = ['ledger.csv', 'ledger.xlsx', 'events.csv', 'events.xlsx'];
/** `--files=ledger.xlsx,...`: only these exports (all four by default). */
const EXPORTS = process.argv.find((arg) => arg.startsWith('--files='))?.slice('--files='.length).split(',') ?? ALL_EXPORTS;
const TIMEOUT_MS = 15 * 60_000;
const MB = 1024 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN = { email: 'admin@college.edu', password: 'bench-admin-password' };

/**
 * The NODE_OPTIONS the image sets (Dockerfile), given to the api as production gives them; `--no-image-flags`
 * leaves them out, to see V8's defaults.
 */
const imageNodeOptions = process.argv.includes('--no-image-flags') ? null : imageFlags();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The resident set of a process, in MB, as the kernel counts it. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

interface Api {
  child: ChildProcess;
  port: number;
  stop(): Promise<void>;
}

/** `node build/node/server.js` with this environment; resolves once it listens (port 0: it picks one). */
async function startApi(env: Record<string, string>): Promise<Api> {
  // BENCH_API_NODE_FLAGS: flags for the api's node only, to try a setting or see what it holds
  // (e.g. --trace-gc, or --heapsnapshot-signal=SIGUSR2).
  const flags = process.env.BENCH_API_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, path.join(root, 'build/node/server.js')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...(imageNodeOptions ? { NODE_OPTIONS: imageNodeOptions } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`the api did not start:\n${output.slice(-2000)}`)), 120_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /listening on http:\/\/[^:\s]+:(\d+)/.exec(output);
        if (listening) {
          clearTimeout(timer);
          resolve(Number(listening[1]));
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => reject(new Error(`the api exited with ${code}:\n${output.slice(-2000)}`)));
    });
    return { child, port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** 1,000 people with 100 ledger events each, in slices so that neither runtime holds one huge statement. */
async function seedLedger(db: Kysely<Database>): Promise<number> {
  await sql`
    insert into users (id, employee_id, name, email, password_hash, role, department)
    select 'bench-' || n, 'BEN' || lpad(n::text, 5, '0'), 'Bench Person ' || n, 'bench' || n || '@college.edu', 'x', 'employee', 'Computer Science & Engineering (CSE)'
    from generate_series(1, ${PEOPLE}::int) n`.execute(db);
  for (let from = 1; from <= PEOPLE; from += 100) {
    await sql`
      insert into events (stream_id, version, type, data, metadata)
      select 'balance-bench-' || p, v, 'BalanceAdjusted',
             jsonb_build_object('leaveType', 'cl', 'from', v - 1, 'to', v, 'reason', 'Bench entry ' || v),
             '{"actor": null}'::jsonb
      from generate_series(${from}::int, ${Math.min(from + 99, PEOPLE)}::int) p, generate_series(1, ${EVENTS_EACH}::int) v`.execute(db);
  }
  const row = await db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).where('type', '=', 'BalanceAdjusted').executeTakeFirstOrThrow();
  return Number(row.n);
}

interface Figures {
  file: string;
  before: number;
  peak: number;
  after: number;
  bytes: number;
  seconds: number;
}

/** One export downloaded and read as it comes, the api's resident set sampled all along. */
async function measure(api: Api, token: string, file: string): Promise<Figures> {
  const pid = api.child.pid!;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), SAMPLE_MS);
  const started = performance.now();
  let bytes = 0;
  try {
    const response = await fetch(`http://127.0.0.1:${api.port}/api/exports/${file}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) throw new Error(`export ${file}: ${response.status}`);
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, rssMb(pid));
  await sleep(SETTLE_MS);
  return { file, before, peak, after: rssMb(pid), bytes, seconds };
}

async function signIn(api: Api): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${api.port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!response.ok || !body.data?.token) throw new Error(`sign-in: ${response.status}`);
  return body.data.token;
}

/**
 * Starts the api once so that it migrates its database (and creates the admin), stops it, appends the
 * rows through `seed`, then starts it again on that data: the figures are those of an api that started
 * on 100,000 events, as after any restart.
 */
async function runLayout(label: string, env: Record<string, string>, seed: () => Promise<number>): Promise<{ idle: number; figures: Figures[] }> {
  await (await startApi(env)).stop();
  const rows = await seed();
  const api = await startApi(env);
  try {
    const token = await signIn(api);
    await sleep(SETTLE_MS);
    const idle = rssMb(api.child.pid!);
    const figures: Figures[] = [];
    for (const file of EXPORTS) figures.push(await measure(api, token, file));
    const options = imageNodeOptions ? `NODE_OPTIONS="${imageNodeOptions}" (the image's)` : "V8's defaults";
    process.stdout.write(`\n${label}, ${options}${process.env.BENCH_API_NODE_FLAGS ? `, then ${process.env.BENCH_API_NODE_FLAGS}` : ''}: ${rows} ledger rows; api idle after start and sign-in: ${idle.toFixed(0)} MB resident\n`);
    process.stdout.write('| export | RSS before | peak RSS | RSS after | file | seconds |\n|---|---|---|---|---|---|\n');
    for (const m of figures) {
      process.stdout.write(`| ${m.file} | ${m.before.toFixed(0)} MB | ${m.peak.toFixed(0)} MB | ${m.after.toFixed(0)} MB | ${(m.bytes / MB).toFixed(1)} MB | ${m.seconds.toFixed(1)} |\n`);
    }
    return { idle, figures };
  } finally {
    await api.stop();
  }
}

function baseEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    // The listening line, as JSON, is how startApi learns the port; nothing else is logged.
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_MODE: 'false',
    WEB_DIST: '',
  };
}

async function services(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL!;
  const redisUrl = process.env.REDIS_URL!;
  const suffix = randomBytes(6).toString('hex');
  const dbName = `leave_bench_${suffix}`;
  const prefix = `leave-bench-${suffix}`;
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leave-bench-export-'));
  await adminQuery(serverUrl, `create database ${dbName}`);
  try {
    const env = { ...baseEnv(dataDir), DATABASE_URL: dbUrl.toString(), REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
    await runLayout('api on Postgres + Redis (node build/node/server.js)', env, async () => {
      const database = createPostgresDatabase(dbUrl.toString());
      try {
        return await seedLedger(database.db);
      } finally {
        await database.close();
      }
    });
  } finally {
    await adminQuery(serverUrl, `drop database if exists ${dbName} with (force)`);
    await dropRedisPrefix(redisUrl, prefix);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * PGlite alone on the same data, in a process of its own: resident memory before it opens, after it
 * opens, and after reading every ledger event in the export's batches, with its WebAssembly heap's size.
 */
const PGLITE_PROBE = `
const { PGlite } = await import('@electric-sql/pglite');
const rss = () => process.memoryUsage().rss;
const start = rss();
const db = await PGlite.create({ dataDir: process.argv[1] });
await db.query('select 1');
const opened = rss();
let peak = opened;
let after = ['', 0];
for (;;) {
  const { rows } = await db.query("select * from events where type = 'BalanceAdjusted' and (stream_id, version) > ($1, $2) order by stream_id, version limit 1000", after);
  peak = Math.max(peak, rss());
  if (rows.length < 1000) break;
  after = [rows.at(-1).stream_id, rows.at(-1).version];
}
const wasm = db.Module.wasmMemory.buffer.byteLength;
await db.close();
process.stdout.write(JSON.stringify({ start, opened, peak, wasm }));
`;

async function pgliteAlone(pgliteDir: string): Promise<{ start: number; opened: number; peak: number; wasm: number }> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', PGLITE_PROBE, pgliteDir], { cwd: root, maxBuffer: MB });
  return JSON.parse(stdout) as { start: number; opened: number; peak: number; wasm: number };
}

async function embedded(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leave-bench-export-'));
  try {
    const pgliteDir = pgliteDirOf({ dataDir });
    await runLayout('embedded api, PGlite in its process (node build/node/server.js)', baseEnv(dataDir), async () => {
      const database = await createPgliteDatabase(pgliteDir);
      try {
        return await seedLedger(database.db);
      } finally {
        await database.close();
      }
    });
    const alone = await pgliteAlone(pgliteDir);
    process.stdout.write(
      `PGlite alone on the same data (node, nothing else loaded): ${(alone.start / MB).toFixed(0)} MB before it opens, ` +
        `${(alone.opened / MB).toFixed(0)} MB open, ${(alone.peak / MB).toFixed(0)} MB peak reading the 100,000 ledger events in batches of 1,000; ` +
        `WebAssembly heap ${(alone.wasm / MB).toFixed(0)} MB\n`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const watchdog = setTimeout(() => {
  process.stderr.write('bench:export took longer than fifteen minutes: stopped\n');
  process.exit(1);
}, TIMEOUT_MS);
watchdog.unref();

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
await promisify(execFile)(process.execPath, ['deploy/build-server.mjs'], { cwd: root });
if (only !== 'embedded' && process.env.DATABASE_URL && process.env.REDIS_URL) await services();
if (only !== 'services') await embedded();
process.exit(0);
