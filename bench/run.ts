// `npm run bench`: the performance record (BENCHMARKS.md explains each figure). On the embedded runtime
// and, when DATABASE_URL and REDIS_URL are set, on Postgres + BullMQ with a second api node: the Excel
// import against its argon2 bound, commands at 50 clients with their SQL statements, push latency with
// many sockets (across nodes on the services), the leave list against a bare Fastify + pg route, replay
// against one commit per event, the compiled processes' memory and the web's initial JavaScript.
// `npm run bench -- --quick` runs small sizes and ends within two minutes embedded only, eight with the
// services (CI reports it, never asserts). `--scale` and `--scale-quick`: the growth figures instead
// (bench/scale.ts: a generated history at a short and a long span, side by side).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import '@leave/core/threadpool';
import { argon2HashMs, addStaff, cores, excelImport, listLatency, seedApplications, type Row } from './scenarios';
import { servicesConfigured, startEmbedded, startServices, type BenchRuntime } from './runtimes';
import { adminScreenFirstPaint, commandsAtClients, listAgainstBare, processMemory, replayAgainstCommits, webInitialJs } from './performance';
import { pushLatency } from './push-latency';
import { scaleBenchmark } from './scale';

const quick = process.argv.includes('--quick');
// `--commands`: only the apply and approve figures (no web build, import, push, list, replay or memory).
const commandsOnly = process.argv.includes('--commands');
// `--only=push|list|first-paint`: that one figure at the run's sizes, on the services only when they are
// configured (push: the staff and the sockets; list and first paint: the staff and the applications seeded).
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? null;
if (only !== null && !['push', 'list', 'first-paint'].includes(only)) throw new Error(`--only=${only}: push, list or first-paint`);
const SIZES = quick
  ? { imports: [20], employees: 200, clients: 50, sockets: 50, applications: 500, replayEvents: { embedded: 1_500, services: 3_000 }, commits: 100, listMs: 500, memory: false }
  : { imports: [200, 1000], employees: 1_000, clients: 50, sockets: 1_000, applications: 10_000, replayEvents: { embedded: 20_000, services: 100_000 }, commits: 2_000, listMs: 4_000, memory: true };
// On the services the transactions across the layout wait for Postgres's statistics to settle (about a
// minute of waiting: bench/transactions.ts), hence the quick run's five minutes there.
// The commands run once per employee: 1,000 (200 in the quick run) measure the rate the layout keeps at 50
// clients, where 100 measured two rounds of first calls (each connection's first statements, a cold JIT).
const TIMEOUT_MS = (quick ? (servicesConfigured ? 8 : 2) : 30) * 60_000;

const progress = (line: string) => process.stderr.write(`${line}\n`);

async function benchmark(bench: BenchRuntime, boundPerSecond: number): Promise<Row[]> {
  // Each figure is also told as soon as it is measured (a run stopped by the watchdog keeps them).
  const rows: Row[] = [];
  const push = rows.push.bind(rows);
  rows.push = (...items: Row[]) => {
    for (const r of items) progress(`  ${r.measurement}: ${[r.perSecond && `${r.perSecond.toFixed(1)}/s`, r.p50 && `p50 ${r.p50.toFixed(1)} ms`, r.p95 && `p95 ${r.p95.toFixed(1)} ms`, r.p99 && `p99 ${r.p99.toFixed(1)} ms`, r.note].filter(Boolean).join(', ')}`);
    return push(...items);
  };
  if (only !== null) return oneFigure(bench, only, rows);
  if (!commandsOnly) {
    progress(`${bench.label}: Excel import of ${SIZES.imports.join(' and ')} rows`);
    rows.push(...(await excelImport(bench, SIZES.imports, boundPerSecond)));
  }

  progress(`${bench.label}: ${SIZES.employees} employees apply, their HOD approves, ${SIZES.clients} clients`);
  const staff = await addStaff(bench, SIZES.employees);
  rows.push(...(await commandsAtClients(bench, staff, '2026-11-30', SIZES.clients)));
  if (commandsOnly) return rows;

  progress(`${bench.label}: push latency with ${SIZES.sockets} sockets`);
  rows.push(await pushLatency(bench, staff, '2026-12-01', SIZES.sockets));

  progress(`${bench.label}: ${SIZES.applications} applications appended, then listed`);
  const seedSeconds = await seedApplications(bench, staff, SIZES.applications, 500);
  rows.push({ measurement: 'seed: LeaveApplied appends, 500 per transaction', count: SIZES.applications, seconds: seedSeconds, perSecond: SIZES.applications / seedSeconds });
  if (bench.services) {
    rows.push(...(await listAgainstBare(bench, bench.services.databaseUrl, SIZES.listMs)));
  } else {
    rows.push(await listLatency(bench, bench.admin, 'admin, whole list', '', quick ? 3 : 10));
    rows.push(await listLatency(bench, bench.admin, 'admin, first page', '?limit=25', quick ? 20 : 50));
  }
  rows.push(await listLatency(bench, staff.hod, 'HOD, first page', '?limit=25', quick ? 20 : 50));
  rows.push(await adminScreenFirstPaint(bench));

  const target = bench.services ? SIZES.replayEvents.services : SIZES.replayEvents.embedded;
  const events = Number((await bench.runtime.database.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  if (events < target) {
    progress(`${bench.label}: ${target - events} more applications for a log of ${target} events`);
    await seedApplications(bench, staff, target - events, 1000);
  }
  progress(`${bench.label}: replay, and ${SIZES.commits} single-event commits`);
  rows.push(...(await replayAgainstCommits(bench, SIZES.commits)));

  if (SIZES.memory && bench.services) {
    progress(`${bench.label}: memory of the compiled api and worker`);
    rows.push(...(await processMemory(bench.services, 10_000)));
  }
  return rows;
}

/** `--only`'s figure, with what it needs first (the staff; for the list and the first paint, the applications). */
async function oneFigure(bench: BenchRuntime, figure: string, rows: Row[]): Promise<Row[]> {
  // The push figure times the first 100 employees' applications; the rest are for the seeded history.
  const employees = figure === 'push' ? Math.min(SIZES.employees, 100) : SIZES.employees;
  progress(`${bench.label}: ${employees} employees`);
  const staff = await addStaff(bench, employees);
  if (figure === 'push') {
    progress(`${bench.label}: push latency with ${SIZES.sockets} sockets`);
    rows.push(await pushLatency(bench, staff, '2026-12-01', SIZES.sockets));
    return rows;
  }
  progress(`${bench.label}: ${SIZES.applications} applications appended`);
  await seedApplications(bench, staff, SIZES.applications, 500);
  if (figure === 'first-paint') rows.push(await adminScreenFirstPaint(bench));
  else if (bench.services) rows.push(...(await listAgainstBare(bench, bench.services.databaseUrl, SIZES.listMs)));
  else rows.push(await listLatency(bench, bench.admin, 'admin, first page', '?limit=25', quick ? 20 : 50));
  return rows;
}

function table(title: string, rows: readonly Row[]): string {
  const fmt = (n: number | undefined, digits: number) => (n === undefined || Number.isNaN(n) ? '' : n.toFixed(digits));
  const header = ['measurement', 'n', 'total s', 'per s', 'p50 ms', 'p95 ms', 'p99 ms', 'note'];
  const cells = rows.map((r) => [r.measurement, r.count ? String(r.count) : '', fmt(r.seconds, 2), fmt(r.perSecond, 1), fmt(r.p50, 1), fmt(r.p95, 1), fmt(r.p99, 1), r.note ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const numeric = [false, true, true, true, true, true, true, false];
  const line = (c: string[]) => c.map((v, i) => (numeric[i] ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join('  ').trimEnd();
  return [title, line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line), ''].join('\n');
}

async function main(): Promise<void> {
  if (process.argv.includes('--scale') || process.argv.includes('--scale-quick')) {
    const scaleQuick = process.argv.includes('--scale-quick');
    // The quick run is CI's report (minutes); the full one generates ten years of a university (hours).
    const limit = (scaleQuick ? 10 : 240) * 60_000;
    setTimeout(() => {
      progress(`bench: the growth run is still running after ${limit / 60_000} min, stopping`);
      process.exit(1);
    }, limit).unref();
    await scaleBenchmark(scaleQuick);
    return;
  }
  const watchdog = setTimeout(() => {
    progress(`bench: still running after ${TIMEOUT_MS / 1000} s, stopping`);
    process.exit(1);
  }, TIMEOUT_MS);
  watchdog.unref();

  const hashMs = await argon2HashMs();
  const bound = (cores * 1000) / hashMs;
  process.stdout.write(
    `${quick ? 'Quick run (small sizes). ' : ''}Node ${process.version}, ${cores} cores (UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE}); ` +
      `one argon2id hash ${hashMs.toFixed(1)} ms (fastest of 10), so an import cannot beat ${cores} / ${hashMs.toFixed(1)} ms = ${bound.toFixed(1)} rows/s\n\n`,
  );
  if (!commandsOnly && (only === null || only === 'first-paint')) {
    // The production bundle is what is measured (an e2e run leaves a development build in web/dist).
    progress('building the web client for production (web/dist)');
    await promisify(execFile)('npm', ['run', 'build', '-w', '@leave/web'], { cwd: fileURLToPath(new URL('..', import.meta.url)), env: { ...process.env, NODE_ENV: 'production' } });
    process.stdout.write(table('web', [webInitialJs()]) + '\n');
  }

  const starts = only !== null && servicesConfigured ? [startServices] : [startEmbedded, ...(servicesConfigured ? [startServices] : [])];
  for (const start of starts) {
    const bench = await start();
    try {
      process.stdout.write(table(bench.label, await benchmark(bench, bound)) + '\n');
    } finally {
      await bench.close();
    }
  }
  if (SIZES.memory && !commandsOnly && only === null) {
    progress('memory of the compiled api on the embedded runtime');
    process.stdout.write(table('memory (embedded)', await processMemory(null, 10_000)) + '\n');
  }
  if (!servicesConfigured) process.stdout.write('Postgres + BullMQ skipped: set DATABASE_URL and REDIS_URL to measure them too.\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
