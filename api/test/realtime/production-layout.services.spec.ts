import type { ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveHandshakeAuth, LiveReady } from '@leave/domain';
import { HEADINGS, staffRow, workbook } from '@leave/core/testing/workbooks';
import { admitted, until, type Admitted, type LiveSocket } from './live-helpers';
import { call, productionLayout, type Layout } from './processes';

// The production layout as it runs: two api processes and a worker process over one Postgres and Redis.
// Commands go to node A (and the worker, for an import); sockets listen on node B.
const CSE = 'Computer Science & Engineering (CSE)';
type Message = { event: string; payload: any };

describe('the production layout: two api nodes and a worker process', () => {
  let layout: Layout;
  let a: string;
  let b: { child: ChildProcess; url: string };
  let admin: string;
  let hod: string;
  let employee: string;
  const sockets: LiveSocket[] = [];
  let day = 0;

  const register = async (role: string, name: string) => {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@college.edu`;
    const created = await call(a, 'POST', '/auth/register', admin, {
      name,
      email,
      password: 'secret123',
      role,
      department: CSE,
      designation: 'Assistant Professor',
      qualification: 'M.Tech',
      mobileNo: '9876543210',
      dateOfBirth: '1990-01-01',
      dateOfJoining: '2020-01-01',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return (await call(a, 'POST', '/auth/login', null, { email, password: 'secret123' })).body.data.token as string;
  };
  const apply = async (): Promise<string> => {
    // CL and SCL in turn: the person's balance covers every application of the file.
    const leaveType = day % 2 === 0 ? 'cl' : 'scl';
    const date = weekdayAhead(day++);
    const applied = await call(a, 'POST', '/leaves', employee, { leaveType, fromDate: `${date}T00:00:00.000Z`, toDate: `${date}T00:00:00.000Z`, reason: 'Visiting the bank for a loan' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    return applied.body.data.leave._id as string;
  };
  const decide = async (token: string, id: string, status: string) => {
    const response = await call(a, 'PUT', `/leaves/${id}/status`, token, status === 'rejected' ? { status, rejectionReason: 'Exams that week' } : { status });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  };

  /** What a socket of this kind must have received after `since`, from the log in commit order. */
  const expectedAfter = async (since: number, sees: (streamId: string, type: string) => boolean): Promise<[string, number][]> => {
    // Position 0 is the start of the log (a node that had published nothing yet), as for a resume.
    const rows = await sql<{ global_position: number; stream_id: string; type: string }>`
      select global_position, stream_id, type from events
      where (xact_id, global_position) > (coalesce((select xact_id from events where global_position = ${since}), '0'::xid8), ${since}::bigint)
      order by xact_id, global_position`.execute(layout.database.db);
    return rows.rows.filter((r) => sees(r.stream_id, r.type)).map((r) => [messageOf(r.stream_id, r.type), Number(r.global_position)]);
  };
  // Messages of the events checked here (the inbox's notification:new has its own tests).
  const positioned = (messages: Message[]) =>
    messages.filter((m) => typeof m.payload?.position === 'number' && m.event !== 'notification:new').map((m): [string, number] => [m.event, m.payload.position]);
  const leaveMessages = (messages: Message[]) => messages.filter((m) => m.event.startsWith('leave:'));

  beforeAll(async () => {
    layout = await productionLayout();
    const [first, second] = await Promise.all([layout.startApi(), layout.startApi(), layout.startWorker()]);
    a = first.url;
    b = second;
    admin = (await call(a, 'POST', '/auth/login', null, { email: 'admin@college.edu', password: 'admin123' })).body.data.token as string;
    hod = await register('hod', 'Layout Hod');
    employee = await register('employee', 'Layout Employee');
  }, 400_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await layout.close();
  });

  it('delivers every event of commands on node A and of an import on the worker to sockets on node B, each once, in commit order', async () => {
    const adminOnB = await admitted(b.url, admin);
    const hodOnB = await admitted(b.url, hod);
    sockets.push(adminOnB.socket, hodOnB.socket);
    // The log's end before the commands: node B may not have published all of it when the sockets were
    // admitted (a loaded machine), and then what it had not is theirs too, live, after their position.
    const before = Number((await sql<{ head: number }>`select coalesce(max(global_position), 0) as head from events`.execute(layout.database.db)).rows[0]!.head);

    const first = await apply();
    const second = await apply();
    await decide(hod, first, 'hodApproved');
    await decide(admin, first, 'approved');
    await decide(hod, second, 'rejected');
    const third = await apply();
    // Three people created by the worker process (BullMQ), in batches of its own transactions.
    const file = workbook([HEADINGS, staffRow(1), staffRow(2), staffRow(3)]);
    const imported = await call(a, 'POST', '/excel/upload', admin, { fileData: file.toString('base64'), fileName: 'staff.xlsx' });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ successful: 3 });
    await decide(hod, third, 'hodApproved');

    const forAdmin = await expectedAfter(adminOnB.ready.position, (stream, type) => (stream.startsWith('leave-') || stream.startsWith('user-')) && type !== 'UserPasswordChanged');
    const forHod = await expectedAfter(hodOnB.ready.position, (stream) => stream.startsWith('leave-'));
    // The import's three people, among what the admin's socket must receive.
    expect(forAdmin.filter(([event, position]) => event === 'users:changed' && position > before)).toHaveLength(3);
    await until(adminOnB.socket, adminOnB.messages, () => positioned(adminOnB.messages).length >= forAdmin.length);
    await until(hodOnB.socket, hodOnB.messages, () => positioned(hodOnB.messages).filter(([e]) => e.startsWith('leave:')).length >= forHod.length);
    // A moment for anything sent twice to show up (not a timing assertion: nothing more may come).
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    expect(positioned(adminOnB.messages)).toEqual(forAdmin);
    expect(positioned(hodOnB.messages).filter(([e]) => e.startsWith('leave:'))).toEqual(forHod);
    expect(adminOnB.messages.some((m) => m.event === 'import:done')).toBe(true);
  });

  it('resumes a socket that lost node B for a while: first what it missed, then live, nothing twice', async () => {
    // The web's way: `auth` is asked before every connection and carries the last position applied.
    const messages: Message[] = [];
    let last: number | undefined;
    const readies: LiveReady[] = [];
    const socket: LiveSocket = connect(b.url, {
      auth: (cb) => cb((last === undefined ? { token: hod } : { token: hod, since: last }) satisfies LiveHandshakeAuth),
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    sockets.push(socket);
    socket.onAny((event: string, payload: any) => {
      if (event === 'live:ready') {
        readies.push(payload as LiveReady);
        last = (payload as LiveReady).position;
        return;
      }
      messages.push({ event, payload });
      if (typeof payload?.position === 'number') last = payload.position;
    });
    await until(socket, messages, () => readies.length === 1);
    const before = await apply();
    await until(socket, messages, () => messages.some((m) => m.payload.leave?._id === before));
    const resumeFrom = last!;

    // The connection is cut; meanwhile, on node A, applications and a decision.
    socket.disconnect();
    const missedOne = await apply();
    await decide(hod, before, 'hodApproved');
    const missedTwo = await apply();

    socket.connect();
    await until(socket, messages, () => readies.length === 2);
    expect(readies[1]).toMatchObject({ resumed: true });
    const afterLive = await apply();
    await until(socket, messages, () => messages.some((m) => m.payload.leave?._id === afterLive));

    const expected = await expectedAfter(resumeFrom, (stream) => stream.startsWith('leave-'));
    const sinceCut = leaveMessages(messages.slice(messages.findIndex((m) => m.payload.leave?._id === before && m.event === 'leave:created') + 1));
    expect(positioned(sinceCut)).toEqual(expected);
    expect(sinceCut.map((m) => [m.event, m.payload.leave._id, m.payload.leave.status])).toEqual([
      ['leave:created', missedOne, 'pending'],
      ['leave:updated', before, 'hodApproved'],
      ['leave:created', missedTwo, 'pending'],
      ['leave:created', afterLive, 'pending'],
    ]);
  });

  it('resumes on node A a socket whose node B was killed, with what it missed meanwhile', async () => {
    const onB: Admitted = await admitted(b.url, hod);
    sockets.push(onB.socket);
    const seen = await apply();
    await until(onB.socket, onB.messages, () => onB.messages.some((m) => m.payload.leave?._id === seen));
    const last = leaveMessages(onB.messages).at(-1)!.payload.position as number;

    b.child.kill('SIGKILL');
    await new Promise((resolve) => (b.child.exitCode !== null || b.child.signalCode !== null ? resolve(null) : b.child.once('exit', resolve)));
    const missed = await apply();
    await decide(hod, seen, 'rejected');

    const onA = await admitted(a, hod, last);
    sockets.push(onA.socket);
    expect(onA.ready.resumed).toBe(true);
    expect(positioned(onA.replayed)).toEqual(await expectedAfter(last, (stream) => stream.startsWith('leave-')));
    expect(leaveMessages(onA.replayed).map((m) => m.payload.leave._id)).toContain(missed);
  });
});

function messageOf(streamId: string, type: string): string {
  if (streamId.startsWith('leave-')) return type === 'LeaveApplied' ? 'leave:created' : 'leave:updated';
  if (streamId.startsWith('user-')) return 'users:changed';
  return 'balance:updated';
}

/** The n-th weekday from a week ahead on (applications must not start in the past). */
function weekdayAhead(n: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 7);
  let count = -1;
  for (;;) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) count += 1;
    if (count === n) return d.toISOString().slice(0, 10);
    d.setUTCDate(d.getUTCDate() + 1);
  }
}
