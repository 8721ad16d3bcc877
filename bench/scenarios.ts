// The measurements, each through the real routes with app.inject: the Excel import and listing leave
// applications over a large read model; the staff who apply and approve (performance.ts measures that).

import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import * as XLSX from '@e965/xlsx';
import { decide, NOTIFICATION_KINDS, type CalendarDate, type LeaveType } from '@leave/domain';
import { hashPassword } from '@leave/core/users';
import { EventStore, leaveStream, type EventMetadata, type StreamAppend } from '@leave/core/event-store';
import { inlineProjections } from '@leave/core/projections';
import { CSE } from '@leave/core/testing/people';
import { addPerson, TODAY, type BenchRuntime, type Person } from './runtimes';

export interface Row {
  measurement: string;
  count: number;
  seconds: number;
  perSecond?: number;
  p50?: number;
  p95?: number;
  p99?: number;
  note?: string;
}

export function percentile(sortedMs: readonly number[], p: number): number {
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1)] ?? NaN;
}

/** Runs `op` for each item, `clients` at a time, and times each call and the whole. */
export async function timed<T>(items: readonly T[], clients: number, op: (item: T) => Promise<void>): Promise<{ seconds: number; latencies: number[] }> {
  const latencies: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(clients, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        const t = performance.now();
        await op(item);
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { seconds: (performance.now() - start) / 1000, latencies };
}

function expectStatus(what: string, actual: number, expected: number, body: string): void {
  if (actual !== expected) throw new Error(`${what}: expected ${expected}, got ${actual}: ${body.slice(0, 300)}`);
}

// --- argon2 --------------------------------------------------------------------------------------

/** The fastest of `samples` argon2id hashes with the project's parameters, after a warm-up: other load only slows one down. */
export async function argon2HashMs(samples = 10): Promise<number> {
  await hashPassword('warm-up-password');
  let fastest = Infinity;
  for (let i = 0; i < samples; i++) {
    const t = performance.now();
    await hashPassword(`benchmark-password-${i}`);
    fastest = Math.min(fastest, performance.now() - t);
  }
  return fastest;
}

// --- 1. Excel import ------------------------------------------------------------------------------

const HEADINGS = ['First Name', 'Last Name', 'Email', 'Department', 'Role', 'Password', 'Designation', 'Mobile', 'Date of Birth', 'Date of Joining'];

function staffWorkbook(from: number, rows: number): Buffer {
  const cells: unknown[][] = [HEADINGS];
  for (let n = from; n < from + rows; n++) {
    cells.push([`First${n}`, `Last${n}`, `bench${n}@college.edu`, 'CSE', 'employee', 'secret123', 'Lecturer', '98765' + String(n).padStart(5, '0'), '1991-04-02', '2021-08-16']);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells), 'Employees');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Uploads as the admin and waits for the import; a 202 (over the route's 55 s) is followed in import_jobs. */
async function importWorkbook(bench: BenchRuntime, file: Buffer, deadline: number): Promise<number> {
  const { app, database } = bench.runtime;
  const res = await app.inject({
    method: 'POST',
    url: '/api/excel/upload',
    headers: bench.admin.headers,
    payload: { fileData: file.toString('base64'), fileName: 'bench.xlsx' },
  });
  if (res.statusCode === 200) return (res.json() as { successful: number }).successful;
  expectStatus('upload', res.statusCode, 202, res.body);
  const { jobId } = (res.json() as { data: { jobId: string } }).data;
  while (performance.now() < deadline) {
    const job = await database.db.selectFrom('import_jobs').select(['status', 'result']).where('id', '=', jobId).executeTakeFirstOrThrow();
    if (job.status === 'done') return (job.result as { result: { successful: number } }).result.successful;
    if (job.status === 'refused') throw new Error(`import refused: ${JSON.stringify(job.result)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`import ${jobId} did not finish in time`);
}

export async function excelImport(bench: BenchRuntime, sizes: readonly number[], boundPerSecond: number): Promise<Row[]> {
  const rows: Row[] = [];
  let from = 1;
  for (const size of sizes) {
    const file = staffWorkbook(from, size);
    from += size;
    const start = performance.now();
    const imported = await importWorkbook(bench, file, start + 5 * 60_000);
    const seconds = (performance.now() - start) / 1000;
    if (imported !== size) throw new Error(`import of ${size} rows created ${imported} users`);
    const perSecond = size / seconds;
    rows.push({ measurement: `Excel import, ${size} rows`, count: size, seconds, perSecond, note: `${Math.round((100 * perSecond) / boundPerSecond)}% of the argon2 bound` });
  }
  return rows;
}

// --- 2. The staff who apply and approve (commands at clients: performance.ts) ---------------------

export interface Staff {
  hod: Person;
  employees: Person[];
}

export async function addStaff(bench: BenchRuntime, employees: number): Promise<Staff> {
  const hod = await addPerson(bench.runtime, { name: 'Bench Hod', email: 'hod.bench@college.edu', role: 'hod', department: CSE });
  const people: Person[] = [];
  for (let i = 0; i < employees; i++) {
    people.push(await addPerson(bench.runtime, { name: `Bench Employee ${i}`, email: `emp${i}.bench@college.edu`, role: 'employee', department: CSE, employeeId: `BENCH${i}` }));
  }
  return { hod, employees: people };
}

// --- 3. Listing -----------------------------------------------------------------------------------

const WEEKDAYS: CalendarDate[] = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'];
const TYPES: LeaveType[] = ['cl', 'scl', 'el', 'hpl', 'ccl'];

/**
 * Appends `total` applications spread over the employees: the LeaveApplied events the domain's decider
 * makes, in transactions of `chunk` streams, so the inline projection fills leave_applications as in use.
 */
/**
 * Seeds `total` applications as a college's history: appended with the same inline projections, but
 * through an event store of its own, without the runtime's after-commit mail dispatch, and with the HOD's
 * e-mail turned off (as they could on their profile) so that the mail sweep leaves the entries alone. The
 * mails of a history went out long ago: queued now, tens of thousands of them would be processed by the
 * workers while the later figures (list, first paint, replay, memory) are measured.
 */
export async function seedApplications(bench: BenchRuntime, staff: Staff, total: number, chunk = 250): Promise<number> {
  const noMail = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, false]));
  const off = await bench.runtime.app.inject({ method: 'PUT', url: '/api/users/me/notification-preferences', headers: staff.hod.headers, payload: { email: noMail } });
  expectStatus('PUT /api/users/me/notification-preferences', off.statusCode, 200, off.body);
  const history = new EventStore(bench.runtime.database.db, inlineProjections);
  const start = performance.now();
  const plenty = { cl: 999, scl: 999, el: 999, hpl: 999, ccl: 999 };
  const metadata: EventMetadata = { actor: null, reason: 'benchmark seed' };
  for (let first = 0; first < total; first += chunk) {
    // Each application is a new stream: the domain decides on the empty state, and the chunk is appended
    // as one call (one batch for the projections), as an import appends its rows.
    const appends: StreamAppend[] = [];
    for (let i = first; i < Math.min(total, first + chunk); i++) {
      const employee = staff.employees[i % staff.employees.length]!.user;
      const leaveId = randomUUID();
      const day = WEEKDAYS[i % WEEKDAYS.length]!;
      const actor = { id: employee.id, name: employee.name, employeeId: employee.employeeId, role: employee.role, department: employee.department! };
      const now = new Date(Date.parse(`${TODAY}T03:30:00.000Z`) + i * 1000).toISOString();
      const data = { actor, leaveId, leaveType: TYPES[i % TYPES.length]!, fromDate: day, toDate: day, reason: `Seeded application number ${i}`, today: TODAY, now, available: plenty, ownOpenLeaves: [] };
      appends.push({ streamId: leaveStream.id(leaveId), expectedVersion: 0, events: decide({ type: 'ApplyLeave', data }, leaveStream.initialState) });
    }
    await history.transaction((tx) => tx.append(appends, metadata));
  }
  return (performance.now() - start) / 1000;
}

export async function listLatency(bench: BenchRuntime, who: Person, label: string, query: string, repeats: number): Promise<Row> {
  let bytes = 0;
  let listed = 0;
  // One untimed request first: the first run of a query and its serialisation is not what a user waits for.
  await bench.runtime.app.inject({ method: 'GET', url: `/api/leaves${query}`, headers: who.headers });
  const r = await timed(Array.from({ length: repeats }), 1, async () => {
    const res = await bench.runtime.app.inject({ method: 'GET', url: `/api/leaves${query}`, headers: who.headers });
    expectStatus(`GET /api/leaves${query}`, res.statusCode, 200, res.body);
    bytes = res.rawPayload.length;
    listed = (res.json() as { data: { leaves: unknown[] } }).data.leaves.length;
  });
  const size = bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`;
  return {
    measurement: `GET /api/leaves${query} (${label})`,
    count: repeats,
    seconds: r.seconds,
    perSecond: repeats / r.seconds,
    p50: percentile(r.latencies, 50),
    p95: percentile(r.latencies, 95),
    note: `${listed} applications, ${size}`,
  };
}

export const cores = availableParallelism();
