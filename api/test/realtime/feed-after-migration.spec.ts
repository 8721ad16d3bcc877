// The live feed's reads are prepared statements on Postgres (the log's tail, the applications and the inbox
// entries of a run): each pool connection keeps them for its life. A new version's migration may add a
// column to those tables while this version's nodes still run; their feeds must keep sending the same
// messages, live and replayed (a prepared `select *` would fail there with "cached plan must not change
// result type").

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../src/runtime';
import { createPostgresDatabase } from '@leave/core/db';
import { fixedClock, startTestRuntime, usesServices, listenLocally } from '../helper';
import { admitted, person, until, type Admitted, type LiveSocket } from './live-helpers';

const CSE = 'Computer Science & Engineering (CSE)';

describe('the live feed after a migration adds columns', () => {
  let runtime: Runtime;
  let url: string;
  let hod: { token: string };
  let employee: { token: string };
  const sockets: LiveSocket[] = [];

  const connect = async (since?: number): Promise<Admitted> => {
    const client = await admitted(url, hod.token, since);
    sockets.push(client.socket);
    return client;
  };
  const apply = async (date: string): Promise<string> => {
    const response = await runtime.app.inject({
      method: 'POST',
      url: '/api/leaves',
      headers: { authorization: `Bearer ${employee.token}` },
      payload: { leaveType: 'cl', fromDate: date, toDate: date, reason: 'Family function at home town' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { leave: { _id: string } } }).data.leave._id;
  };
  /** A replay's messages without the inbox's unread count (a replay sends it as it stands now). */
  const uncounted = (messages: { event: string; payload: any }[]) => messages.map(({ event, payload }) => ({ event, payload: event === 'notification:new' ? { ...payload, unread: 'now' } : payload }));
  /** The messages a connection heard after `live:ready`. */
  const live = (client: Admitted) => client.messages.slice(client.replayed.length);

  /** A new version's migration, run over a connection of its own as the new version's first node does. */
  const migrateAsAnotherVersion = async (statements: string[]) => {
    if (!usesServices) {
      for (const statement of statements) await sql.raw(statement).execute(runtime.database.db);
      return;
    }
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(runtime.database.db);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${rows[0]!.name}`;
    const other = createPostgresDatabase(url.toString(), 1);
    try {
      for (const statement of statements) await sql.raw(statement).execute(other.db);
    } finally {
      await other.close();
    }
  };

  beforeAll(async () => {
    // One connection in the pool: the reads after the change run where they were prepared before it.
    runtime = await startTestRuntime({ clock: fixedClock('2026-11-23'), connections: 1 });
    url = await listenLocally(runtime);
    hod = await person(runtime, 'hod', CSE, 'Hod Cse');
    employee = await person(runtime, 'employee', CSE, 'Asha Employee');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await runtime.close();
  });

  it('keeps sending live messages and replays, the same as before', async () => {
    // The people's registrations published first: the start position is after them (on Postgres the
    // feed may still be reading them when the first socket is admitted, and a replay from an earlier
    // start also sends their users:changed).
    await runtime.app.livePublisher.flush();
    const start = (await connect()).ready.position;
    const watching = await connect();
    // Two applications heard live, then replayed from the start a few times (each connection of the pool
    // that serves a replay prepares the feed's reads).
    await apply('2026-11-30');
    await apply('2026-12-01');
    await until(watching.socket, watching.messages, () => live(watching).filter((m) => m.event === 'leave:created').length === 2);
    const replays: Admitted[] = [];
    for (let round = 0; round < 3; round++) replays.push(await connect(start));
    const before = replays[0]!.replayed;
    expect(before.map((m) => m.event)).toEqual(['notification:new', 'leave:created', 'notification:new', 'leave:created']);
    for (const replay of replays) expect(replay.replayed).toEqual(before);

    await migrateAsAnotherVersion(['events', 'leave_applications', 'notifications'].map((table) => `alter table ${table} add column added_by_a_later_version text`));

    // Live: the tail's read and the messages of a third application.
    await apply('2026-12-02');
    await until(watching.socket, watching.messages, () => live(watching).filter((m) => m.event === 'leave:created').length === 3);
    const third = live(watching).slice(-2);
    expect(third.map((m) => m.event)).toEqual(['notification:new', 'leave:created']);
    expect(third[0]!.payload).toMatchObject({ unread: 3, notification: { kind: 'applicationWaiting', read: false } });
    // Replayed: every read of the feed, over each connection again; the same messages as before the change.
    for (let round = 0; round < 3; round++) {
      const again = await connect(start);
      expect(again.ready.resumed).toBe(true);
      expect(uncounted(again.replayed)).toEqual(uncounted([...before, ...third]));
      expect(again.replayed.filter((m) => m.event === 'notification:new').map((m) => m.payload.unread)).toEqual([3, 3, 3]);
    }
  });
});
