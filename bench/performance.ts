// The figures of the performance record (BENCHMARKS.md) beyond the first benchmarks: each beside a
// baseline measured in the same run. The leave list against a bare Fastify route with `pg`, commands at
// 50 clients with their SQL round trips, replay against committing one event per transaction, the memory
// of the compiled processes, the web's initial JavaScript; cross-node push latency with many sockets is in
// push-latency.ts. Every figure is reported, never asserted. One file though over 300 lines: each figure is a
// short scenario with its own baseline; they share the HTTP loops and the CPU and statement counters here.

import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import pg from 'pg';
import type { CalendarDate } from '@leave/domain';
import { inlineProjections } from '@leave/core/projections';
import { replayReadModels } from '@leave/api/replay/replay';
import { percentile, timed, type Row, type Staff } from './scenarios';
import { BENCH_ADMIN, imageNodeOptions, listening, type BenchRuntime } from './runtimes';
import { firstPaint } from './first-paint';
import { productionLayout, type LayoutTransactions } from './transactions';
import { cpuDuring, cpuPerCommand, type CpuSpent } from './cpu';

const root = path.resolve(import.meta.dirname, '..');

// --- SQL round trips ------------------------------------------------------------------------------

/** What a piece of work sent to the database: every statement and round trip, and the commands' own. */
interface Sent {
  statements: number;
  roundTrips: number;
  /** Those of the transactions that appended events (the commands'), on Postgres; on PGlite all of them. */
  command: { statements: number; roundTrips: number };
}

/** One connection's statements and round trips since its last transaction ended (see countStatements). */
interface Segment {
  statements: number;
  roundTrips: number;
  /** BEGIN went: the segment is a transaction, until its COMMIT or ROLLBACK; else one round trip's statements. */
  begun: boolean;
  appends: boolean;
  ends: boolean;
}

/**
 * Counts the statements this process sends to the database while `work` runs (either driver), and on
 * Postgres the round trips they take. On Postgres both are counted on the wire, at pg's Connection (every
 * connection of the process, whenever it opened): a statement is a simple query or an extended query's
 * Execute, a round trip a simple query or a Sync. A transaction's BEGIN sent with its first statement, or
 * its append with its COMMIT (core/src/db/database.ts), is a statement of its own in the same round trip.
 * The statements of each connection are followed from BEGIN to COMMIT or ROLLBACK: those of a transaction
 * that inserted into the events table are the commands' own; the rest (the live feed's tail reads, the
 * mail dispatch's, each a round trip outside any transaction or a transaction of its own) are what the
 * commands cause after their commit.
 */
async function countStatements<T>(bench: BenchRuntime, work: () => Promise<T>): Promise<{ result: T } & Sent> {
  let statements = 0;
  let roundTrips = 0;
  const pglite = bench.runtime.database.pglite;
  if (pglite) {
    const original = pglite.query.bind(pglite);
    (pglite as { query: unknown }).query = (...args: Parameters<typeof original>) => {
      statements++;
      roundTrips++;
      return original(...args);
    };
    try {
      const result = await work();
      return { result, statements, roundTrips, command: { statements, roundTrips } };
    } finally {
      (pglite as { query: unknown }).query = original;
    }
  }
  const command = { statements: 0, roundTrips: 0 };
  type Wire = { parsedStatements: Record<string, string>; submittedNamedStatements?: Record<string, string> };
  const segments = new WeakMap<object, Segment & { text: string }>();
  const segmentOf = (connection: object) => {
    let segment = segments.get(connection);
    if (!segment) segments.set(connection, (segment = { statements: 0, roundTrips: 0, begun: false, appends: false, ends: false, text: '' }));
    return segment;
  };
  const sees = (segment: Segment, text: string) => {
    const head = text.replace(/^(\/\*[^*]*\*\/\s*)+/, '').slice(0, 64).toLowerCase();
    // The append (core/src/event-store/append.ts) takes its positions with take_positions in its one statement.
    if (/\btake_positions\(/.test(text) || /^insert into "?events\b/.test(head)) segment.appends = true;
    if (head === 'begin') segment.begun = true;
    if (head === 'commit' || head === 'rollback') segment.ends = true;
  };
  const roundTrip = (connection: object) => {
    roundTrips++;
    const segment = segmentOf(connection);
    segment.roundTrips++;
    if (segment.begun && !segment.ends) return;
    if (segment.appends) {
      command.statements += segment.statements;
      command.roundTrips += segment.roundTrips;
    }
    segments.delete(connection);
  };
  const wire = pg.Connection.prototype as unknown as Record<'query' | 'parse' | 'bind' | 'execute' | 'sync', (...args: unknown[]) => unknown>;
  const originals = { query: wire.query, parse: wire.parse, bind: wire.bind, execute: wire.execute, sync: wire.sync };
  const counted = (name: keyof typeof originals, count: (connection: object, message: unknown) => void) =>
    function (this: object, ...args: unknown[]) {
      count(this, args[0]);
      return originals[name].apply(this, args);
    };
  wire.query = counted('query', (connection, text) => {
    statements++;
    const segment = segmentOf(connection);
    segment.statements++;
    sees(segment, String(text));
    roundTrip(connection);
  });
  // The text a Bind runs: its named statement's, or the unnamed one the last Parse gave.
  wire.parse = counted('parse', (connection, message) => {
    if (!(message as { name?: string }).name) segmentOf(connection).text = (message as { text: string }).text;
  });
  wire.bind = counted('bind', (connection, message) => {
    const name = (message as { statement?: string }).statement;
    const known = connection as unknown as Wire;
    const segment = segmentOf(connection);
    sees(segment, name ? (known.parsedStatements[name] ?? known.submittedNamedStatements?.[name] ?? '') : segment.text);
  });
  wire.execute = counted('execute', (connection) => {
    statements++;
    segmentOf(connection).statements++;
  });
  wire.sync = counted('sync', (connection) => roundTrip(connection));
  try {
    const result = await work();
    return { result, statements, roundTrips, command };
  } finally {
    Object.assign(wire, originals);
  }
}

// --- Commands at many clients ---------------------------------------------------------------------

/**
 * Each employee applies, then the HOD approves each, `clients` at a time over HTTP; with SQL statements per
 * command and, on the services, database transactions per command across the layout (bench/transactions.ts).
 */
export async function commandsAtClients(bench: BenchRuntime, staff: Staff, day: CalendarDate, clients: number): Promise<Row[]> {
  const layout = await productionLayout(bench, [staff.hod, bench.admin]);
  try {
    return await commandsMeasured(bench, staff, day, clients, layout);
  } finally {
    await layout?.close();
  }
}

async function commandsMeasured(bench: BenchRuntime, staff: Staff, day: CalendarDate, clients: number, layout: LayoutTransactions | null): Promise<Row[]> {
  const { app } = bench.runtime;
  const ids: string[] = [];
  const run = <T>(items: readonly T[], op: (item: T) => Promise<void>) => timed(items, clients, op);
  // On the services the worker's CPU and node B's count (its feed, its screens), as Postgres's does.
  const workerPids = bench.services ? [bench.services.workerPid, ...(layout ? [layout.nodeBPid] : [])] : [];
  const across = async <T>(work: () => Promise<T>) => (layout ? await layout.measure(work) : { result: await work(), transactions: NaN, idlePerSecond: NaN });
  // Warm first, untimed, as a server that has run for a while is: each employee applies and withdraws once
  // (V8 compiles the command path's code after its first few thousand calls; measured cold, the first
  // 1,000 commands cost 1.3-1.7x the CPU of later ones: 4.05 against 3.00 ms in the bench, 2.3 ms in rounds).
  await run(staff.employees, async (employee) => {
    const applied = await app.inject({ method: 'POST', url: '/api/leaves', headers: employee.headers, payload: { leaveType: 'cl', fromDate: day, toDate: day, reason: 'Benchmark warm-up' } });
    if (applied.statusCode !== 201) throw new Error(`warm-up apply: ${applied.statusCode} ${applied.body.slice(0, 200)}`);
    const id = (applied.json() as { data: { leave: { _id: string } } }).data.leave._id;
    const withdrawn = await app.inject({ method: 'POST', url: `/api/leaves/${id}/withdraw`, headers: employee.headers });
    if (withdrawn.statusCode !== 200) throw new Error(`warm-up withdraw: ${withdrawn.statusCode} ${withdrawn.body.slice(0, 200)}`);
  });
  await bench.runtime.app.livePublisher.flush();
  const heardBefore = layout?.heard() ?? 0;
  const apply = await across(() =>
    cpuDuring(() => countStatements(bench, () =>
      run(staff.employees, async (employee) => {
        const res = await app.inject({ method: 'POST', url: '/api/leaves', headers: employee.headers, payload: { leaveType: 'cl', fromDate: day, toDate: day, reason: 'Benchmark family function' } });
        if (res.statusCode !== 201) throw new Error(`apply: ${res.statusCode} ${res.body.slice(0, 200)}`);
        ids.push((res.json() as { data: { leave: { _id: string } } }).data.leave._id);
      }),
    ), workerPids),
  );
  await bench.runtime.app.livePublisher.flush();
  const approve = await across(() =>
    cpuDuring(() => countStatements(bench, () =>
      run(ids, async (id) => {
        const res = await app.inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: staff.hod.headers, payload: { status: 'hodApproved' } });
        if (res.statusCode !== 200) throw new Error(`approve: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }),
    ), workerPids),
  );
  await bench.runtime.app.livePublisher.flush();
  // The screens on node B hear each application come and go (their queue, the admin's list, the HOD's inbox).
  if (layout && layout.heard() - heardBefore < ids.length) throw new Error(`the screens on node B heard ${layout.heard() - heardBefore} messages for ${ids.length} applications`);
  const row = (what: string, measured: { result: CpuSpent<{ result: { seconds: number; latencies: number[] } } & Sent>; transactions: number; idlePerSecond: number }): Row => {
    const r = measured.result.result;
    const commands = r.result.latencies.length;
    const others = r.statements - r.command.statements;
    const statements = bench.services
      ? `${(r.command.statements / commands).toFixed(2)} SQL statements per command in ${(r.command.roundTrips / commands).toFixed(2)} round trips (its transaction, BEGIN and COMMIT included); after the commits, the live feed's tail reads and the mail dispatch's reads add ${(others / commands).toFixed(2)} per command (${(r.statements / commands).toFixed(2)} in all)`
      : `${(r.statements / commands).toFixed(1)} SQL statements per command (PGlite: every statement of the process, the live feed's and the jobs' included)`;
    // The benchmark's 50 clients (app.inject) run in this process beside api A; on the services the worker
    // and node B are processes of their own: the worker's share of the mail jobs the commands queue counts
    // when they run in the window, node B's feed (reads, and messages to the screens open on it) as it goes.
    const cpu = bench.services
      ? cpuPerCommand(measured.result, commands, 'the process of api A and its clients', layout ? 'the worker and api B' : 'the worker')
      : cpuPerCommand({ ...measured.result, postgresMs: null, othersMs: null }, commands, 'the process (api, its clients, PGlite)');
    const transactions = `${(measured.transactions / commands).toFixed(1)} database transactions per command across the layout (api A, api B with the HOD's and the admin's screens open, worker; its jobs run, the feeds read; idle ${measured.idlePerSecond.toFixed(1)}/s subtracted)`;
    return {
      measurement: `${what}, ${clients} clients`,
      count: commands,
      seconds: r.result.seconds,
      perSecond: commands / r.result.seconds,
      p50: percentile(r.result.latencies, 50),
      p95: percentile(r.result.latencies, 95),
      p99: percentile(r.result.latencies, 99),
      note: [statements, ...(Number.isNaN(measured.transactions) ? [] : [transactions]), cpu].join('; '),
    };
  };
  return [row('apply (POST /api/leaves)', apply), row('approve as HOD (PUT /api/leaves/:id/status)', approve)];
}

// --- The leave list against a bare route ------------------------------------------------------------

/** What `concurrency` loops requesting `url` over HTTP with keep-alive did in `ms`. */
interface Throughput {
  requests: number;
  seconds: number;
  latencies: number[];
  bytes: number;
}

async function throughput(url: string, headers: Record<string, string>, concurrency: number, ms: number): Promise<Throughput> {
  const latencies: number[] = [];
  let bytes = 0;
  const end = performance.now() + ms;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const res = await fetch(url, { headers });
        const body = await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
        bytes = body.byteLength;
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { requests: latencies.length, seconds: (performance.now() - start) / 1000, latencies, bytes };
}

/**
 * Two routes' requests per second, each given `ms` in all, in alternate windows of `windowMs` (ours, bare,
 * ours, ...), after both ran `warmMs` untimed: a drift of the machine's speed over the seconds falls on
 * both sides alike, where two windows one after the other put it all on one, and our route's code (more of
 * it than the bare route's) is measured warm, as a server runs. On the development machine one cold 4 s
 * window of each gave ratios from 0.77 to 0.99 for the same code, rising round after round.
 */
async function alternated(a: (ms: number) => Promise<Throughput>, b: (ms: number) => Promise<Throughput>, ms: number, windowMs: number, warmMs: number) {
  await a(warmMs);
  await b(warmMs);
  const windows = Math.max(1, Math.round(ms / windowMs));
  const sum = (parts: Throughput[]) => {
    const latencies = parts.flatMap((p) => p.latencies).sort((x, y) => x - y);
    const seconds = parts.reduce((n, p) => n + p.seconds, 0);
    return { perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), bytes: parts.at(-1)!.bytes };
  };
  const ours: Throughput[] = [];
  const bare: Throughput[] = [];
  for (let w = 0; w < windows; w++) {
    ours.push(await a(ms / windows));
    bare.push(await b(ms / windows));
  }
  return { ours: sum(ours), baseline: sum(bare) };
}

/**
 * GET /api/leaves?limit=25 and the whole list through the api, beside a bare Fastify route that runs the
 * same SQL with `pg` and sends the rows as JSON (no authentication, no schema, no mapping).
 */
export async function listAgainstBare(bench: BenchRuntime, databaseUrl: string, ms: number): Promise<Row[]> {
  const url = await listening(bench.runtime);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const bare = Fastify({ logger: false });
  bare.get('/bare/leaves', async (request) => {
    const { limit } = request.query as { limit?: string };
    if (limit === undefined) {
      const rows = await pool.query('select * from leave_applications order by applied_at desc, applied_position desc');
      return { success: true, data: { leaves: rows.rows } };
    }
    const [rows, count] = await Promise.all([
      pool.query('select * from leave_applications order by applied_at desc, applied_position desc limit $1 offset 0', [Number(limit)]),
      pool.query('select count(*)::int as n from leave_applications'),
    ]);
    return { success: true, data: { leaves: rows.rows, total: count.rows[0].n } };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareAddress = bare.server.address();
  const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}`;
  try {
    const rows: Row[] = [];
    // The page in windows of 500 ms; the whole list (most of a second a request here) in windows of 2 s.
    for (const [query, concurrency, windowMs] of [['?limit=25', 10, 500], ['', 2, 2_000]] as const) {
      const { ours, baseline } = await alternated(
        (window) => throughput(`${url}/api/leaves${query}`, bench.admin.headers, concurrency, window),
        (window) => throughput(`${bareUrl}/bare/leaves${query}`, {}, concurrency, window),
        ms,
        Math.min(windowMs, ms),
        2 * ms,
      );
      const size = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${(n / 1024).toFixed(1)} kB`);
      rows.push({ measurement: `GET /api/leaves${query} (admin), ${concurrency} clients`, count: 0, seconds: ms / 1000, perSecond: ours.perSecond, p50: ours.p50, p95: ours.p95, note: `${size(ours.bytes)}; ${(ours.perSecond / baseline.perSecond).toFixed(2)}x the bare route` });
      rows.push({ measurement: `  baseline: bare Fastify + pg, same SQL${query}`, count: 0, seconds: ms / 1000, perSecond: baseline.perSecond, p50: baseline.p50, p95: baseline.p95, note: size(baseline.bytes) });
    }
    return rows;
  } finally {
    await bare.close();
    await pool.end();
  }
}

// --- Replay -------------------------------------------------------------------------------------------

/** `npm run replay`'s rebuild of every read model over the log, beside appending one event per transaction. */
export async function replayAgainstCommits(bench: BenchRuntime, commits: number): Promise<Row[]> {
  const { database, eventStore } = bench.runtime;
  const events = Number((await database.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const t = performance.now();
  const report = await replayReadModels(database.db, inlineProjections, { apply: false });
  const replaySeconds = (performance.now() - t) / 1000;
  const differing = report.differences.reduce((n, d) => n + d.onlyLive + d.onlyRebuilt, 0);
  const c = performance.now();
  for (let i = 0; i < commits; i++) await eventStore.append(`bench-${randomUUID()}`, 0, [{ type: 'BenchCommitted', data: { i } }], { actor: null, reason: 'benchmark baseline' });
  const commitSeconds = (performance.now() - c) / 1000;
  const replayRate = report.events / replaySeconds;
  const commitRate = commits / commitSeconds;
  return [
    { measurement: `replay: every read model rebuilt from ${events} events`, count: report.events, seconds: replaySeconds, perSecond: replayRate, note: `${(replayRate / commitRate).toFixed(1)}x the baseline; ${differing} rows differ` },
    { measurement: '  baseline: one event per committed transaction', count: commits, seconds: commitSeconds, perSecond: commitRate },
  ];
}

// --- Memory of the compiled processes -----------------------------------------------------------------

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/** Starts `node build/node/<entry>.js`, waits for `ready` and `settleMs`, reads its resident memory, stops it. */
async function idleRss(entry: 'server' | 'worker', env: Record<string, string>, ready: RegExp, settleMs: number): Promise<number> {
  const child = spawn(process.execPath, [path.join(root, 'build/node', `${entry}.js`)], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${output.slice(-2000)}`)), 120_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (ready.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}:\n${output.slice(-2000)}`)));
    });
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    return rssMb(child.pid!);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
  }
}

/** Resident memory, idle, of the compiled api (embedded with the demo data; on Postgres) and worker. */
export async function processMemory(services: { databaseUrl: string; redisUrl: string; prefix: string } | null, settleMs: number): Promise<Row[]> {
  await promisify(execFile)(process.execPath, ['deploy/build-server.mjs'], { cwd: root });
  const rows: Row[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leave-bench-memory-'));
  const base = { NODE_ENV: 'production', JWT_SECRET: 'benchmark-secret-that-is-long-enough-for-hs256', ADMIN_PASSWORD: 'admin123', WEB_DIST: '', PORT: '0', HOST: '127.0.0.1', LOG_FORMAT: 'json', LOG_LEVEL: 'info' };
  const listeningLine = /listening on http/;
  try {
    const embedded = await idleRss('server', { ...base, DATA_DIR: dataDir, DEMO_MODE: 'true' }, listeningLine, settleMs);
    rows.push({ measurement: 'memory: embedded api, idle, demo data (node build/node/server.js)', count: 1, seconds: settleMs / 1000, note: `${embedded.toFixed(0)} MB resident (target < 300 MB)` });
    if (services) {
      // The production layout's processes run with the image's V8 flags (Dockerfile).
      const flags = imageNodeOptions();
      const env = { ...base, DATA_DIR: dataDir, DATABASE_URL: services.databaseUrl, REDIS_URL: services.redisUrl, REDIS_PREFIX: services.prefix, DEMO_MODE: 'false', ...(flags ? { NODE_OPTIONS: flags } : {}) };
      const api = await idleRss('server', env, listeningLine, settleMs);
      const worker = await idleRss('worker', env, /worker started/, settleMs);
      rows.push({ measurement: 'memory: api on Postgres + Redis, idle (plain node)', count: 1, seconds: settleMs / 1000, note: `${api.toFixed(0)} MB resident (target < 150 MB)` });
      rows.push({ measurement: 'memory: worker on Postgres + Redis, idle (plain node)', count: 1, seconds: settleMs / 1000, note: `${worker.toFixed(0)} MB resident (target < 150 MB)` });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

// --- The web's initial JavaScript -------------------------------------------------------------------------

/** The scripts index.html loads before anything is shown (the entry and its preloads), gzipped. */
export function webInitialJs(): Row {
  const dist = path.join(root, 'web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) return { measurement: 'web initial JavaScript', count: 0, seconds: 0, note: 'web/dist missing: run npm run build -w @leave/web' };
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
  return { measurement: 'web initial JavaScript (index.html: entry + preloads)', count: files.length, seconds: 0, note: `${(gzip / 1024).toFixed(1)} kB gzip in ${files.length} files (target <= 125 kB)` };
}

/** The admin's applications screen in Chromium (bench/first-paint.ts), served by this runtime with its applications. */
export async function adminScreenFirstPaint(bench: BenchRuntime): Promise<Row> {
  return firstPaint(await listening(bench.runtime), BENCH_ADMIN);
}
