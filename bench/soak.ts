// `npx tsx bench/soak.ts [minutes]` (issue 25): the production layout (two api nodes and a worker, as
// `npm run chaos` starts it, on this machine's Postgres and Redis) under a steady 20 requests a second of
// mixed traffic for 20 minutes (or `minutes`): employees applying, a HOD deciding, everybody reading their
// lists and inbox. Prints, per minute, the requests, errors and p95, and the resident memory of each
// process (VmRSS) after 2 minutes and at the end: the targets are RSS at the end within 10% of the
// 2-minute value, a steady p95 and no error (docs/benchmarks-history.md 'Soak (issue 25)').

import { readFileSync } from 'node:fs';
import { startLayout } from '../test/chaos/layout';
import { send, weekdayAhead, type Person } from '../test/chaos/clients';

const minutes = Number(process.argv[2] ?? '20');
const RATE = 20;
const CSE = 'Computer Science & Engineering (CSE)';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? 0;
};

const layout = await startLayout(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
try {
  const nodes = layout.api.map((p) => p.url!);
  const admin = (await send(nodes[0]!, 'POST', '/auth/login', null, { email: 'admin@college.edu', password: 'admin123' })).body.data.token as string;
  const register = async (role: string, name: string): Promise<Person> => {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@college.edu`;
    const body = { name, email, password: 'secret123', role, department: CSE, designation: 'Assistant Professor', qualification: 'M.Tech', mobileNo: '9876543210', dateOfBirth: '1990-01-01', dateOfJoining: '2020-01-01' };
    const created = await send(nodes[0]!, 'POST', '/auth/register', admin, body);
    const login = await send(nodes[0]!, 'POST', '/auth/login', null, { email, password: 'secret123' });
    return { id: created.body.data.user._id as string, token: login.body.data.token as string };
  };
  const hod = await register('hod', 'Soak Hod');
  const employees: Person[] = [];
  for (let i = 0; i < 40; i++) employees.push(await register('employee', `Soak Employee ${i}`));
  const nextDay = new Map<string, number>();
  const pending: string[] = [];

  /** One request of the mix: a third reads of one's own, a third the HOD's list, a sixth applications, a sixth decisions. */
  const one = async (n: number): Promise<number> => {
    const node = nodes[n % nodes.length]!;
    const employee = employees[n % employees.length]!;
    const slot = n % 6;
    if (slot === 0 || slot === 1) return (await send(node, 'GET', slot === 0 ? '/leaves/my-leaves' : '/notifications?limit=20', employee.token)).status;
    if (slot === 2 || slot === 3) return (await send(node, 'GET', '/leaves?limit=25', hod.token)).status;
    if (slot === 4) {
      const day = nextDay.get(employee.id) ?? 0;
      nextDay.set(employee.id, day + 1);
      const date = weekdayAhead(day % 400);
      const answer = await send(node, 'POST', '/leaves', employee.token, { leaveType: day % 2 === 0 ? 'cl' : 'scl', fromDate: date, toDate: date, reason: 'Visiting the bank for a loan' });
      if (answer.status === 201) pending.push(answer.body.data.leave._id as string);
      // A refusal of the rules (no balance left, a day taken) is an answer, not an error.
      return answer.status === 400 || answer.status === 409 ? 200 : answer.status;
    }
    const id = pending.shift();
    if (!id) return (await send(node, 'GET', '/leaves/my-leaves', employee.token)).status;
    return (await send(node, 'PUT', `/leaves/${id}/status`, hod.token, { status: 'rejected', rejectionReason: 'Exams that week' })).status;
  };

  const processes = [...layout.api, layout.worker];
  const rss: Record<string, { at2: number; end: number }> = {};
  let errors = 0;
  let total = 0;
  const started = Date.now();
  process.stdout.write(`soak: ${RATE} requests/s for ${minutes} min on ${nodes.length} api nodes and a worker (logs in ${layout.folder})\n`);
  for (let minute = 0; minute < minutes; minute++) {
    const times: number[] = [];
    let minuteErrors = 0;
    const inFlight: Promise<void>[] = [];
    for (let tick = 0; tick < 60 * RATE; tick++) {
      const due = started + (minute * 60 * RATE + tick) * (1000 / RATE);
      const wait = due - Date.now();
      if (wait > 0) await sleep(wait);
      const n = total++;
      const began = Date.now();
      inFlight.push(
        one(n).then(
          (status) => {
            times.push(Date.now() - began);
            if (status >= 400) minuteErrors++;
          },
          () => {
            times.push(Date.now() - began);
            minuteErrors++;
          },
        ),
      );
    }
    await Promise.all(inFlight);
    errors += minuteErrors;
    if (minute === 1) for (const p of processes) rss[p.name] = { at2: rssOf(p.child.pid!), end: 0 };
    process.stdout.write(`minute ${minute + 1}: ${times.length} requests, ${minuteErrors} errors, p95 ${p95(times)} ms, RSS ${processes.map((p) => `${p.name} ${rssOf(p.child.pid!).toFixed(0)} MB`).join(', ')}\n`);
  }
  for (const p of processes) if (rss[p.name]) rss[p.name]!.end = rssOf(p.child.pid!);
  for (const [name, r] of Object.entries(rss)) process.stdout.write(`${name}: RSS ${r.at2.toFixed(0)} MB after 2 min, ${r.end.toFixed(0)} MB at the end (${(((r.end - r.at2) / r.at2) * 100).toFixed(1)}%)\n`);
  process.stdout.write(`${total} requests, ${errors} errors\n`);
} finally {
  await layout.close();
}
