import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, toAccount } from '@leave/core/users';
import { testPasswordHash } from '@leave/core/testing/people';
import type { Runtime } from '../../src/runtime';
import { fixedClock, startTestRuntime, listenLocally } from '../helper';
import { admitted, person, until, type LiveSocket } from './live-helpers';

// Postgres hands out global positions before transactions commit. A transaction that stays open while
// later ones commit must not lose its events to the live tail: they arrive, and in the log's commit order.
// (Only meaningful on Postgres: PGlite runs one transaction at a time.)
const CSE = 'Computer Science & Engineering (CSE)';
const HOLD_MS = 10_000;

describe('a transaction held open while later ones commit', () => {
  let runtime: Runtime;
  let url: string;
  const sockets: LiveSocket[] = [];

  beforeAll(async () => {
    runtime = await startTestRuntime({ clock: fixedClock('2026-11-23') });
    url = await listenLocally(runtime);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await runtime.close();
  });

  it('delivers its events once it commits, and every later event after them, each once, in commit order', async () => {
    const adminRow = toAccount(await runtime.database.db.selectFrom('users').selectAll().where('role', '=', 'admin').executeTakeFirstOrThrow());
    const admin = await admitted(url, runtime.app.signAccessToken(adminRow));
    sockets.push(admin.socket);
    const employee = await person(runtime, 'employee', CSE, 'Early Employee');
    await runtime.app.livePublisher.flush();
    // The early employee's own message has reached the admin's socket (flush only says it was sent).
    await until(admin.socket, admin.messages, () => admin.messages.some((m) => m.event === 'users:changed'));
    const before = admin.messages.length;
    const logEnd = Number((await sql<{ p: number }>`select max(global_position) as p from events`.execute(runtime.database.db)).rows[0]!.p);

    // A person registered in a transaction that stays open for 10 s (a slow import batch, say).
    let opened!: () => void;
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    const held = runtime.database.db.transaction().execute(async (trx) => {
      await createUser(
        { db: runtime.database.db, eventStore: runtime.eventStore },
        { name: 'Slow Newcomer', email: 'slow.newcomer@college.edu', passwordHash: await testPasswordHash(), role: 'employee', department: CSE, dateOfJoining: '2020-01-01' },
        runtime.clock.today(),
        { actor: null },
        trx,
      );
      opened();
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    });
    await isOpen;

    // Meanwhile three applications commit, each in its own transaction.
    const applied: string[] = [];
    for (const date of ['2026-11-24', '2026-11-25', '2026-11-26']) {
      const response = await runtime.app.inject({
        method: 'POST',
        url: '/api/leaves',
        headers: { authorization: `Bearer ${employee.token}` },
        payload: { leaveType: 'cl', fromDate: `${date}T00:00:00.000Z`, toDate: `${date}T00:00:00.000Z`, reason: 'Family function at home town' },
      });
      expect(response.statusCode, response.body).toBe(201);
      applied.push((response.json() as { data: { leave: { _id: string } } }).data.leave._id);
    }
    await held;

    const received = () => admin.messages.slice(before);
    await until(admin.socket, admin.messages, () => received().length >= 4);
    await runtime.app.livePublisher.flush();

    // The log's commit order of those events, as every node reads it.
    const order = await sql<{ global_position: number; type: string }>`
      select global_position, type from events
      where type in ('UserRegistered', 'LeaveApplied') and global_position > ${logEnd}
      order by xact_id, global_position`.execute(runtime.database.db);
    expect(order.rows.map((r) => r.type)).toEqual(['UserRegistered', 'LeaveApplied', 'LeaveApplied', 'LeaveApplied']);

    expect(received().map((m) => [m.event, m.payload.position])).toEqual(order.rows.map((r) => [r.type === 'UserRegistered' ? 'users:changed' : 'leave:created', Number(r.global_position)]));
    expect(received().filter((m) => m.event === 'leave:created').map((m) => m.payload.leave._id)).toEqual(applied);
  }, 60_000);
});
