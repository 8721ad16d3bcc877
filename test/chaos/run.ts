// `npm run chaos [-- postgres|redis|kill ...]`: the production layout (two api nodes, a worker) on this
// machine's Postgres and Redis (DATABASE_URL and REDIS_URL, or their local defaults), under three faults,
// each checked (docs/testing.md 'Faults'):
// - postgres: Postgres restarted under 20 clients applying and deciding: every answer 2xx or 503 with
//   Retry-After (never 500, never over 10 s), no process exits, pushes resume;
// - redis: Redis restarted during an Excel import and live traffic: the import finishes once, pushes
//   resume, sign-in limits work again after;
// - kill: an api node killed with SIGKILL mid-traffic; clients retry with their Idempotency-Key through the
//   other node: each command applied exactly once.
// After each: every command answered for good is in the database exactly once, and `npm run replay`
// reports no difference. It restarts the machine's Postgres and Redis: other users of them see it.

import { execFile, execSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { HEADINGS, staffRow, workbook } from '@leave/core/testing/workbooks';
import { startLayout, type ChaosLayout } from './layout';
import { applyAndDecide, newTally, send, weekdayAhead, type Person, type Tally } from './clients';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CSE = 'Computer Science & Engineering (CSE)';
const CLIENTS = 20;
const repoRoot = path.resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FAULTS = {
  postgres: () => {
    execSync(`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main restart`, { stdio: 'ignore', shell: '/bin/bash' });
  },
  redis: () => {
    execSync('redis-cli shutdown nosave', { stdio: 'ignore' });
    execSync(`redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log`, { stdio: 'ignore' });
  },
};

interface World {
  layout: ChaosLayout;
  admin: string;
  hod: Person;
  employees: Person[];
  day: number;
  /** Every application answered for good in this run, by applicant (the database must hold exactly these). */
  applied: Map<string, number>;
}

const problems: string[] = [];
const check = (ok: boolean, what: string) => {
  process.stdout.write(`  ${ok ? 'held:  ' : 'BROKEN:'} ${what}\n`);
  if (!ok) problems.push(what);
};

async function register(world: Pick<World, 'layout' | 'admin'>, role: string, name: string): Promise<Person> {
  const url = world.layout.api[0]!.url!;
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@college.edu`;
  const person = { name, email, password: 'secret123', role, department: CSE, designation: 'Assistant Professor', qualification: 'M.Tech', mobileNo: '9876543210', dateOfBirth: '1990-01-01', dateOfJoining: '2020-01-01' };
  const created = await send(url, 'POST', '/auth/register', world.admin, person);
  if (created.status !== 201) throw new Error(`registering ${name}: ${created.status} ${JSON.stringify(created.body)}`);
  const login = await send(url, 'POST', '/auth/login', null, { email, password: 'secret123' });
  return { id: created.body.data.user._id as string, token: login.body.data.token as string };
}

/** A HOD's socket on a node, reconnecting by itself; counts the leave pushes it gets. */
function watch(url: string, token: string): { socket: Socket; pushes: () => number } {
  let count = 0;
  const socket = io(url, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: true, reconnectionDelay: 500, reconnectionDelayMax: 2000 });
  socket.onAny((event: string) => {
    if (event.startsWith('leave:')) count++;
  });
  return { socket, pushes: () => count };
}

async function traffic(world: World, nodes: () => string[], seconds: { before: number; after: number }, fault: () => Promise<void> | void, tally: Tally) {
  let running = true;
  // Each client is its own applicant: all of them take the same days, a new range for each fault.
  const firstDay = world.day;
  world.day += 60;
  const clients = world.employees.map((employee) => applyAndDecide(nodes, employee, world.hod, firstDay, () => running, tally));
  await sleep(seconds.before * 1000);
  await fault();
  await sleep(seconds.after * 1000);
  running = false;
  await Promise.all(clients);
}

async function commonChecks(world: World, tally: Tally, options: { networkFailures: boolean }) {
  const { layout } = world;
  const answers = tally.answers.filter((a) => !a.failed);
  check(answers.every((a) => a.status < 500 || a.status === 503), `no answer 5xx but 503 (${answers.length} answers: ${summary(answers.map((a) => a.status))})`);
  check(answers.filter((a) => a.status === 503).every((a) => a.retryAfter), 'every 503 says Retry-After');
  check(answers.every((a) => a.ms < 10_000), `no answer took 10 s or more (slowest ${Math.max(0, ...answers.map((a) => a.ms))} ms)`);
  const failures = tally.answers.filter((a) => a.failed);
  if (!options.networkFailures) check(failures.length === 0, `no connection failed or hung (${failures.length}: ${summary(failures.map((f) => f.failed!))})`);
  check(tally.refused.length === 0, `no command refused (${summary(tally.refused.map((r) => `${r.status} ${r.message}`))})`);
  const alive = [...layout.api, layout.worker].filter((p) => p.exited);
  check(alive.length === 0, `no process exited (${alive.map((p) => `${p.name}: ${JSON.stringify(p.exited)}`).join(', ')})`);
  // Exactly once: each applicant's applications in the database are the ones answered for good.
  const client = new pg.Client({ connectionString: layout.databaseUrl });
  await client.connect();
  const rows = await client.query<{ applicant_id: string; n: number }>('select applicant_id, count(*)::int as n from leave_applications group by applicant_id');
  await client.end();
  const inDb = new Map(rows.rows.map((r) => [r.applicant_id, r.n]));
  const off = world.employees.filter((e) => (inDb.get(e.id) ?? 0) !== (tally.applied.get(e.id) ?? 0));
  const total = [...tally.applied.values()].reduce((a, b) => a + b, 0);
  check(off.length === 0, `every command applied exactly once (${total} applications answered, ${world.employees.map((e) => inDb.get(e.id) ?? 0).reduce((a, b) => a + b, 0)} in the database)`);
  const replay = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'api/src/cli/replay.ts'], { cwd: repoRoot, env: { ...process.env, ...layout.env } }).then(
    (r) => ({ code: 0, out: r.stdout }),
    (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
  );
  check(replay.code === 0 && !/rows differ/.test(replay.out.replace(/0 live rows differ, 0 rebuilt rows differ/g, '')), `npm run replay reports 0 differences (exit ${replay.code})`);
}

async function pushResumes(world: World, watcher: { pushes: () => number }, node: string) {
  const before = watcher.pushes();
  const date = weekdayAhead(world.day++);
  const employee = world.employees[0]!;
  const applied = await send(node, 'POST', '/leaves', employee.token, { leaveType: 'cl', fromDate: date, toDate: date, reason: 'After the fault' });
  if (applied.status === 201) world.applied.set(employee.id, (world.applied.get(employee.id) ?? 0) + 1);
  for (let i = 0; i < 100 && watcher.pushes() === before; i++) await sleep(200);
  check(watcher.pushes() > before, 'pushes resume after the fault');
}

const summary = (values: (string | number)[]) => {
  const counts = new Map<string | number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${v}×${n}`).join(', ');
};

async function postgresFault(world: World) {
  process.stdout.write(`postgres: restarted under ${CLIENTS} clients applying and deciding\n`);
  const [a, b] = world.layout.api.map((p) => p.url!);
  const watcher = watch(b!, world.hod.token);
  const tally = newTally(world.applied);
  const started = Date.now();
  await traffic(world, () => [a!, b!], { before: 3, after: 8 }, FAULTS.postgres, tally);
  await commonChecks(world, tally, { networkFailures: false });
  await pushResumes(world, watcher, a!);
  watcher.socket.close();
  process.stdout.write(`  (${((Date.now() - started) / 1000).toFixed(1)} s, ${tally.answers.filter((x) => x.status === 503).length} answers 503)\n`);
}

async function redisFault(world: World) {
  process.stdout.write('redis: restarted during an import and live traffic\n');
  const [a, b] = world.layout.api.map((p) => p.url!);
  const watcher = watch(b!, world.hod.token);
  const tally = newTally(world.applied);
  const db = new pg.Client({ connectionString: world.layout.databaseUrl });
  await db.connect();
  const people = async () => Number((await db.query<{ n: number }>('select count(*)::int as n from users')).rows[0]!.n);
  const before = await people();
  const ROWS = 150;
  const file = workbook([HEADINGS, ...Array.from({ length: ROWS }, (_, i) => staffRow(5000 + i))]);
  // The upload waits for its import (up to 55 s, then 202): not one of the answers timed against 10 s.
  const upload = send(a!, 'POST', '/excel/upload', world.admin, { fileData: file.toString('base64'), fileName: 'chaos-staff.xlsx' }, undefined, undefined, 60_000).catch((error: unknown) => ({ status: 0, body: String(error), retryAfter: false }));
  await traffic(world, () => [a!, b!], { before: 1, after: 8 }, FAULTS.redis, tally);
  const uploaded = await upload;
  process.stdout.write(`  (the upload answered ${uploaded.status})\n`);
  let imports: { status: string; n: number }[] = [];
  for (let i = 0; i < 150; i++) {
    imports = (await db.query<{ status: string; n: number }>('select status, count(*)::int as n from import_jobs group by status')).rows;
    if (imports.length > 0 && imports.every((r) => r.status !== 'queued' && r.status !== 'running')) break;
    await sleep(1000);
  }
  check(imports.length === 1 && imports[0]!.n === 1 && (await people()) === before + ROWS, `the import finished once (${JSON.stringify(imports)}, ${(await people()) - before} of ${ROWS} people)`);
  await db.end();
  await commonChecks(world, tally, { networkFailures: false });
  await pushResumes(world, watcher, a!);
  watcher.socket.close();
  // Sign-in limits after the restart: 5 wrong passwords, then the sixth try is refused whatever it is.
  const tries: number[] = [];
  for (let i = 0; i < 6; i++) tries.push((await send(b!, 'POST', '/auth/login', null, { email: 'layout.limit@college.edu', password: `wrong-${i}` })).status);
  check(tries.slice(0, 5).every((s) => s === 401) && tries[5] === 429, `sign-in limits work after the restart (${tries.join(' ')})`);
}

async function killFault(world: World) {
  process.stdout.write('kill: an api node killed with SIGKILL mid-traffic, clients retrying through the other\n');
  const [nodeA, nodeB] = world.layout.api;
  const watcher = watch(nodeB!.url!, world.hod.token);
  const tally = newTally(world.applied);
  let killed = false;
  await traffic(world, () => (killed ? [nodeB!.url!] : [nodeA!.url!, nodeB!.url!]), { before: 4, after: 8 }, async () => {
    await nodeA!.stop('SIGKILL');
    killed = true;
  }, tally);
  await commonChecks(world, tally, { networkFailures: true });
  await pushResumes(world, watcher, nodeB!.url!);
  watcher.socket.close();
  // The layout whole again for what follows.
  world.layout.api[0] = await world.layout.startApi('api-a2');
}

/** The same traffic and checks without a fault: a dry run of the harness itself. */
async function noFault(world: World) {
  process.stdout.write('none: the traffic and the checks, without a fault\n');
  const [a, b] = world.layout.api.map((p) => p.url!);
  const watcher = watch(b!, world.hod.token);
  const tally = newTally(world.applied);
  await traffic(world, () => [a!, b!], { before: 2, after: 3 }, () => undefined, tally);
  await commonChecks(world, tally, { networkFailures: false });
  await pushResumes(world, watcher, a!);
  watcher.socket.close();
}

async function main() {
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const faults = wanted.length > 0 ? wanted : ['postgres', 'redis', 'kill'];
  const started = Date.now();
  const layout = await startLayout(ADMIN_URL, REDIS_URL);
  process.stdout.write(`layout up (logs in ${layout.folder})\n`);
  try {
    const admin = (await send(layout.api[0]!.url!, 'POST', '/auth/login', null, { email: 'admin@college.edu', password: 'admin123' })).body.data.token as string;
    const world: World = { layout, admin, hod: await register({ layout, admin }, 'hod', 'Chaos Hod'), employees: [], day: 0, applied: new Map() };
    for (let i = 0; i < CLIENTS; i++) world.employees.push(await register(world, 'employee', `Chaos Employee ${i}`));
    await register(world, 'employee', 'Layout Limit');
    for (const fault of faults) {
      if (fault === 'postgres') await postgresFault(world);
      else if (fault === 'redis') await redisFault(world);
      else if (fault === 'kill') await killFault(world);
      else if (fault === 'none') await noFault(world);
      else throw new Error(`unknown fault ${fault}`);
    }
  } finally {
    await layout.close();
  }
  process.stdout.write(`${problems.length === 0 ? 'all faults passed' : `${problems.length} checks failed`} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  process.exit(problems.length === 0 ? 0 : 1);
}

await main();
