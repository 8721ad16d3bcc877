// `npm run bench -- --scale` and `--scale-quick`: what the product costs as its log grows (issue 48). A
// college's history is generated (core/testing/history.ts: seeded, written through the event store's
// append, the read models kept by the inline projections) at a short and at a long span, each in a
// database of its own, on the production layout's Postgres when DATABASE_URL and REDIS_URL are set (else
// the embedded PGlite, on disk); the same figures are measured on each, side by side with their ratio:
// start-up to /api/health, the lists and reads a person waits for (server time: app.inject, one at a
// time), apply and approve at 50 clients, replay (events/s, peak memory), a year's export of the event log
// (streamed over HTTP: time, peak memory) and the backup. Reported, never asserted.
//
// --scale: 5,000 staff in 40 departments, 1 year against 10. --scale-quick: 60 staff in 4 departments,
// 1 year against 10 (CI's report, a few minutes). --scale-staff=N, --scale-departments=N and
// --scale-years=A,B change the sizes (a reduced full run on a slow machine).

import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { addDays, dayOfWeek, type Account, type CalendarDate } from '@leave/domain';
import { loadConfig } from '@leave/core/config';
import { createPgliteDatabase, createPostgresDatabase, type DatabaseHandle } from '@leave/core/db';
import { backupEmbedded, backupPostgres } from '@leave/core/backup';
import { inlineProjections } from '@leave/core/projections';
import { toAccount } from '@leave/core/users';
import { adminQuery, dropRedisPrefix } from '@leave/core/testing/admin-query';
import { generateHistory, historyDepartments, type HistoryShape } from '@leave/core/testing/history';
import { createRuntime, type Runtime } from '@leave/api/runtime';
import { replayReadModels } from '@leave/api/replay/replay';
import { asPerson, benchClock, benchEnv, listening, servicesConfigured, TODAY, type Person } from './runtimes';
import { percentile, timed } from './scenarios';

const numberArg = (name: string) => {
  const value = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  return value === undefined ? undefined : value.split(',').map(Number);
};

interface Figure {
  name: string;
  unit: string;
  value: number;
  /** Whether a larger value is better (rates): the ratio is then read the other way. */
  higherIsBetter?: boolean;
  note?: string;
}

const progress = (line: string) => process.stderr.write(`${line}\n`);

/** A progress bar on stderr, redrawn in place. */
function bar(label: string): (done: number, total: number) => void {
  const started = performance.now();
  return (done, total) => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const seconds = (performance.now() - started) / 1000;
    process.stderr.write(`\r  ${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} months, ${seconds.toFixed(0)} s${done === total ? '\n' : ''}`);
  };
}

/** Runs `work` while sampling this process's resident memory every 50 ms; answers its result and the peak in MB. */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number; beforeMb: number }> {
  const beforeMb = process.memoryUsage.rss() / 1024 / 1024;
  let peak = beforeMb;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss() / 1024 / 1024);
  }, 50);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss() / 1024 / 1024);
    return { result, peakMb: peak, beforeMb };
  } finally {
    clearInterval(timer);
  }
}

/** Where a scale's database lives: a Postgres database of its own, or a PGlite directory. */
interface Place {
  open(): Promise<DatabaseHandle>;
  env: Record<string, string>;
  databaseUrl: string | null;
  drop(): Promise<void>;
}

async function place(): Promise<Place> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leave-scale-'));
  if (!servicesConfigured) {
    const pgliteDir = path.join(dataDir, 'pglite');
    return {
      open: () => createPgliteDatabase(pgliteDir),
      env: benchEnv(dataDir),
      databaseUrl: null,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.DATABASE_URL!;
  const suffix = randomBytes(6).toString('hex');
  const name = `leave_scale_${suffix}`;
  const prefix = `leave-scale-${suffix}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: async () => createPostgresDatabase(url.toString()),
    env: benchEnv(dataDir, { DATABASE_URL: url.toString(), REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: prefix }),
    databaseUrl: url.toString(),
    drop: async () => {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      await dropRedisPrefix(process.env.REDIS_URL!, prefix);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const start = async (where: Place) => createRuntime(loadConfig(where.env), { database: await where.open(), clock: benchClock });

/** The next weekday on or after `day`. */
function weekday(day: CalendarDate): CalendarDate {
  let d = day;
  while (dayOfWeek(d) === 0 || dayOfWeek(d) === 6) d = addDays(d, 1);
  return d;
}

/** p50 and p95 of `repeats` GETs of `url` as `who`, one at a time, after one untimed. */
async function read(runtime: Runtime, name: string, who: Person, url: string, repeats: number): Promise<Figure[]> {
  const get = async () => {
    const res = await runtime.app.inject({ method: 'GET', url, headers: who.headers });
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  await get();
  const r = await timed(Array.from({ length: repeats }), 1, get);
  return [
    { name: `${name} p50`, unit: 'ms', value: percentile(r.latencies, 50), note: url },
    { name: `${name} p95`, unit: 'ms', value: percentile(r.latencies, 95) },
  ];
}

async function measure(years: number, shape: Omit<HistoryShape, 'years' | 'end'>, quick: boolean): Promise<{ figures: Figure[]; events: number; applications: number }> {
  const where = await place();
  const figures: Figure[] = [];
  try {
    // Migrated, its admin created, then closed: the history is written with nothing else running.
    await (await start(where)).close();
    const database = await where.open();
    const t = performance.now();
    const counts = await generateHistory(database.db, { ...shape, years, end: TODAY }, bar(`${years} year(s): generating`));
    const generated = (performance.now() - t) / 1000;
    // As autovacuum would have, over ten years: the planner's statistics of the tables just filled.
    await sql`analyze`.execute(database.db);
    await database.close();
    progress(`  ${counts.people} people, ${counts.applications} applications, ${counts.events} events in ${generated.toFixed(0)} s (${(counts.events / generated).toFixed(0)} events/s)`);
    figures.push({ name: 'history generated', unit: 'events/s', value: counts.events / generated, higherIsBetter: true });

    // Start-up to a ready /api/health.
    const s = performance.now();
    const runtime = await start(where);
    try {
      await runtime.app.ready();
      for (;;) {
        if ((await runtime.app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      figures.push({ name: 'start-up to /api/health', unit: 's', value: (performance.now() - s) / 1000 });
      figures.push(...(await reads(runtime, quick)));
      figures.push(...(await commands(runtime, quick)));
      figures.push(...(await replayAndExport(runtime, where)));
    } finally {
      // Each figure is told as measured (a run that fails later keeps them); a close that fails is told too.
      for (const f of figures) progress(`    ${f.name}: ${f.value.toFixed(2)} ${f.unit}${f.note ? ` (${f.note})` : ''}`);
      await runtime.close().catch((error: unknown) => progress(`  closing the runtime failed: ${String(error)}`));
    }
    return { figures, events: counts.events, applications: counts.applications };
  } finally {
    await where.drop();
  }
}

async function people(runtime: Runtime) {
  const db = runtime.database.db;
  const label = historyDepartments(1)[0]!;
  const all = (await db.selectFrom('users').selectAll().where('deleted_at', 'is', null).orderBy('employee_id').execute()).map(toAccount);
  const admin = all.find((u) => u.role === 'admin')!;
  const hods = new Map(all.filter((u) => u.role === 'hod').map((u) => [u.department!, u] as const));
  const employees = all.filter((u) => u.role === 'employee');
  return { admin, hods, employees, label, hod: hods.get(label)! };
}

async function reads(runtime: Runtime, quick: boolean): Promise<Figure[]> {
  progress('  reads');
  const { admin, hod, employees, label } = await people(runtime);
  const as = (user: Account) => asPerson(runtime, user);
  const [a, h, e] = [as(admin), as(hod), as(employees.find((u) => u.department === label)!)];
  const n = quick ? 20 : 50;
  const month = TODAY.slice(0, 7);
  const leaf = await runtime.database.db.selectFrom('leave_applications').select('id').where('applicant_id', '=', e.user.id).orderBy('applied_at', 'desc').executeTakeFirstOrThrow();
  const year = `from=${addDays(TODAY, -365)}&to=${TODAY}`;
  const figures: Figure[] = [];
  for (const [name, who, url] of [
    ["HOD's queue", h, '/api/leaves?status=pending&applicantRole=employee&limit=25'],
    ["HOD's list", h, '/api/leaves?excludeStatus=withdrawn&limit=25'],
    ["admin's list", a, '/api/leaves?limit=25'],
    ["admin's list, status", a, '/api/leaves?status=approved&limit=25'],
    ["admin's list, type", a, '/api/leaves?leaveType=scl&limit=25'],
    ["admin's list, department", a, `/api/leaves?department=${encodeURIComponent(label)}&limit=25`],
    ["admin's list, search", a, `/api/leaves?search=${encodeURIComponent(e.user.employeeId ?? '')}&limit=25`],
    ["admin's list, page 40", a, '/api/leaves?limit=25&offset=1000'],
    ['own applications', e, '/api/leaves/my-leaves'],
    ['balance', e, '/api/users/current-leave-balances'],
    ['ledger', a, `/api/users/${e.user.id}/balance-ledger`],
    ['calendar month (admin)', a, `/api/calendar?month=${month}`],
    ["calendar month (HOD's)", h, `/api/calendar?month=${month}`],
    ["who is away (admin's dashboard)", a, '/api/dashboard/stats'],
    ["auditor's timeline", a, `/api/leaves/${leaf.id}/timeline`],
    ["auditor's events of a person", a, `/api/audit/events?personId=${e.user.id}&limit=25`],
    ["auditor's events, a year", a, `/api/audit/events?${year}&limit=25`],
    ["auditor's events, a type", a, '/api/audit/events?type=LeaveCancelled&limit=25'],
    ['inbox (HOD)', h, '/api/notifications?limit=25'],
  ] as const) {
    figures.push(...(await read(runtime, name, who, url, n)));
  }
  return figures;
}

/** Employees of the first departments apply for a day in the next half-year, 50 at a time; their HODs approve each. */
async function commands(runtime: Runtime, quick: boolean): Promise<Figure[]> {
  const { hods, employees } = await people(runtime);
  // Each applies for a day of the leave type they hold most of now (ten years of use leave some with no CL).
  const balances = await runtime.database.db.selectFrom('leave_balances').select(['user_id', 'cl', 'scl', 'hpl', 'ccl']).execute();
  const most = new Map(balances.map((b) => [b.user_id, (['cl', 'scl', 'hpl', 'ccl'] as const).map((t) => [t, Number(b[t] ?? 0)] as const).sort((x, y) => y[1] - x[1])[0]!] as const));
  const staff = employees
    .filter((u) => (most.get(u.id)?.[1] ?? 0) >= 1)
    .slice(0, quick ? 100 : 500)
    .map((u) => ({ employee: asPerson(runtime, u), hod: asPerson(runtime, hods.get(u.department!)!), leaveType: most.get(u.id)![0] }));
  const count = staff.length;
  progress(`  apply and approve, ${count} each, 50 clients`);
  const day = weekday(addDays(TODAY, 14));
  const { app } = runtime;
  // Warm, untimed: each applies for the day after and withdraws.
  const dayAfter = weekday(addDays(day, 1));
  await timed(staff, 50, async ({ employee, leaveType }) => {
    const res = await app.inject({ method: 'POST', url: '/api/leaves', headers: employee.headers, payload: { leaveType, fromDate: dayAfter, toDate: dayAfter, reason: 'Benchmark warm-up' } });
    if (res.statusCode !== 201) throw new Error(`warm-up apply: ${res.statusCode} ${res.body.slice(0, 200)}`);
    const id = (res.json() as { data: { leave: { _id: string } } }).data.leave._id;
    await app.inject({ method: 'POST', url: `/api/leaves/${id}/withdraw`, headers: employee.headers });
  });
  const ids: { id: string; hod: Person }[] = [];
  const apply = await timed(staff, 50, async ({ employee, hod, leaveType }) => {
    const res = await app.inject({ method: 'POST', url: '/api/leaves', headers: employee.headers, payload: { leaveType, fromDate: day, toDate: day, reason: 'Benchmark family function' } });
    if (res.statusCode !== 201) throw new Error(`apply: ${res.statusCode} ${res.body.slice(0, 200)}`);
    ids.push({ id: (res.json() as { data: { leave: { _id: string } } }).data.leave._id, hod });
  });
  const approve = await timed(ids, 50, async ({ id, hod }) => {
    const res = await app.inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: hod.headers, payload: { status: 'hodApproved' } });
    if (res.statusCode !== 200) throw new Error(`approve: ${res.statusCode} ${res.body.slice(0, 200)}`);
  });
  return [
    { name: 'apply, 50 clients', unit: '/s', value: count / apply.seconds, higherIsBetter: true },
    { name: 'apply p50', unit: 'ms', value: percentile(apply.latencies, 50) },
    { name: 'apply p95', unit: 'ms', value: percentile(apply.latencies, 95) },
    { name: 'approve (HOD), 50 clients', unit: '/s', value: count / approve.seconds, higherIsBetter: true },
    { name: 'approve p50', unit: 'ms', value: percentile(approve.latencies, 50) },
    { name: 'approve p95', unit: 'ms', value: percentile(approve.latencies, 95) },
  ];
}

async function replayAndExport(runtime: Runtime, where: Place): Promise<Figure[]> {
  const figures: Figure[] = [];
  progress('  replay');
  const r = performance.now();
  const replay = await peakMemory(() => replayReadModels(runtime.database.db, inlineProjections, { apply: false }));
  const seconds = (performance.now() - r) / 1000;
  const differing = replay.result.differences.reduce((n, d) => n + d.onlyLive + d.onlyRebuilt, 0);
  figures.push({ name: 'replay', unit: 'events/s', value: replay.result.events / seconds, higherIsBetter: true, note: `${replay.result.events} events, ${differing} rows differ` });
  figures.push({ name: 'replay, peak memory (bench process)', unit: 'MB', value: replay.peakMb, note: `${replay.beforeMb.toFixed(0)} MB before` });

  // The whole log: a generated history's events all carry the day it was written (occurredAt is the
  // database's clock at the append), so a year's filter would take all of them or none.
  progress('  the export of the event log');
  const url = await listening(runtime);
  const { admin } = await people(runtime);
  const headers = asPerson(runtime, admin).headers;
  const e = performance.now();
  const exported = await peakMemory(async () => {
    const res = await fetch(`${url}/api/exports/events.csv`, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`export: ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
    return bytes;
  });
  figures.push({ name: 'event log export (CSV, streamed)', unit: 's', value: (performance.now() - e) / 1000, note: `${(exported.result / 1024 / 1024).toFixed(1)} MB` });
  figures.push({ name: 'export, peak memory (api and bench process)', unit: 'MB', value: exported.peakMb, note: `${exported.beforeMb.toFixed(0)} MB before` });

  progress('  backup');
  const file = path.join(where.env.DATA_DIR!, 'scale-backup.bin');
  const b = performance.now();
  if (where.databaseUrl) await backupPostgres(where.databaseUrl, file);
  else await backupEmbedded(runtime.database.dataDir!, file);
  figures.push({ name: 'backup', unit: 's', value: (performance.now() - b) / 1000, note: `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB` });
  return figures;
}

export async function scaleBenchmark(quick: boolean): Promise<void> {
  const [small, large] = numberArg('scale-years') ?? [1, 10];
  const shape = { seed: 48, staff: numberArg('scale-staff')?.[0] ?? (quick ? 60 : 5_000), departments: numberArg('scale-departments')?.[0] ?? (quick ? 4 : 40) };
  const layout = servicesConfigured ? 'Postgres (production layout: DATABASE_URL, REDIS_URL)' : 'embedded (PGlite on disk)';
  process.stdout.write(`Growth${quick ? ' (quick)' : ''}: ${shape.staff} staff in ${shape.departments} departments, ${small} against ${large} years of history, on ${layout}; Node ${process.version}\n\n`);
  const results = [];
  for (const years of [small!, large!]) {
    progress(`${years} year(s) of history`);
    results.push(await measure(years, shape, quick));
  }
  const [a, b] = results as [Awaited<ReturnType<typeof measure>>, Awaited<ReturnType<typeof measure>>];
  const rows = a.figures.map((f, i) => {
    const g = b.figures[i]!;
    const ratio = f.higherIsBetter ? f.value / g.value : g.value / f.value;
    return [f.name, f.unit, f.value.toFixed(f.value < 10 ? 2 : 0), g.value.toFixed(g.value < 10 ? 2 : 0), `${ratio.toFixed(2)}x`, g.note ?? f.note ?? ''];
  });
  const header = ['figure', 'unit', `${small} y`, `${large} y`, 'cost ratio', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((v, i) => (i >= 2 && i <= 4 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join('  ').trimEnd();
  process.stdout.write(
    [
      `events: ${a.events} against ${b.events}; applications: ${a.applications} against ${b.applications}`,
      'cost ratio: the long history\'s cost over the short one\'s (time, memory; for a rate, the short one\'s over the long one\'s): 1.00x is flat, the target <= 1.25x',
      '',
      line(header),
      widths.map((w) => '-'.repeat(w)).join('  '),
      ...rows.map(line),
      '',
    ].join('\n'),
  );
}
