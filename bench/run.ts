// `npm run bench`: throughput and latency of the Excel import, the leave commands and the leave list,
// on the embedded runtime and, when DATABASE_URL and REDIS_URL are set, on Postgres + BullMQ. Prints a
// table; bounded in count and time (a watchdog stops it after ten minutes).
import '@leave/core/threadpool';
import { argon2HashMs, addStaff, cores, excelImport, leaveCommands, listLatency, seedApplications, type Row } from './scenarios';
import { servicesConfigured, startEmbedded, startServices, type BenchRuntime } from './runtimes';

const IMPORT_SIZES = [200, 1000];
const EMPLOYEES = 100;
const CLIENTS = 8;
const SEEDED_APPLICATIONS = 5000;
const TIMEOUT_MS = 10 * 60_000;

const progress = (line: string) => process.stderr.write(`${line}\n`);

async function benchmark(bench: BenchRuntime, boundPerSecond: number): Promise<Row[]> {
  const rows: Row[] = [];
  progress(`${bench.label}: Excel import of ${IMPORT_SIZES.join(' and ')} rows`);
  rows.push(...(await excelImport(bench, IMPORT_SIZES, boundPerSecond)));

  progress(`${bench.label}: ${EMPLOYEES} employees apply, their HOD approves`);
  const staff = await addStaff(bench, EMPLOYEES);
  rows.push(...(await leaveCommands(bench, staff, '2026-11-30', 1)));
  rows.push(...(await leaveCommands(bench, staff, '2026-12-01', CLIENTS)));

  progress(`${bench.label}: ${SEEDED_APPLICATIONS} applications appended, then listed`);
  const seedSeconds = await seedApplications(bench, staff, SEEDED_APPLICATIONS);
  rows.push({ measurement: 'seed: LeaveApplied appends, 250 per transaction', count: SEEDED_APPLICATIONS, seconds: seedSeconds, perSecond: SEEDED_APPLICATIONS / seedSeconds });
  rows.push(await listLatency(bench, bench.admin, 'admin, whole list', '', 20));
  rows.push(await listLatency(bench, bench.admin, 'admin, first page', '?limit=25', 50));
  rows.push(await listLatency(bench, staff.hod, 'HOD, first page', '?limit=25', 50));
  return rows;
}

function table(title: string, rows: readonly Row[]): string {
  const fmt = (n: number | undefined, digits: number) => (n === undefined ? '' : n.toFixed(digits));
  const header = ['measurement', 'n', 'total s', 'per s', 'p50 ms', 'p95 ms', 'note'];
  const cells = rows.map((r) => [r.measurement, String(r.count), fmt(r.seconds, 2), fmt(r.perSecond, 1), fmt(r.p50, 1), fmt(r.p95, 1), r.note ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const numeric = [false, true, true, true, true, true, false];
  const line = (c: string[]) => c.map((v, i) => (numeric[i] ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join('  ').trimEnd();
  return [title, line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line), ''].join('\n');
}

async function main(): Promise<void> {
  const watchdog = setTimeout(() => {
    progress(`bench: still running after ${TIMEOUT_MS / 1000} s, stopping`);
    process.exit(1);
  }, TIMEOUT_MS);
  watchdog.unref();

  const hashMs = await argon2HashMs();
  const bound = (cores * 1000) / hashMs;
  process.stdout.write(
    `Node ${process.version}, ${cores} cores (UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE}); ` +
      `one argon2id hash ${hashMs.toFixed(1)} ms (fastest of 10), so an import cannot beat ${cores} / ${hashMs.toFixed(1)} ms = ${bound.toFixed(1)} rows/s\n\n`,
  );

  const starts = [startEmbedded, ...(servicesConfigured ? [startServices] : [])];
  for (const start of starts) {
    const bench = await start();
    try {
      process.stdout.write(table(bench.label, await benchmark(bench, bound)) + '\n');
    } finally {
      await bench.close();
    }
  }
  if (!servicesConfigured) process.stdout.write('Postgres + BullMQ skipped: set DATABASE_URL and REDIS_URL to measure them too.\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
