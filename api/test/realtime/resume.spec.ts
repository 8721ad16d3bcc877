import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../src/runtime';
import { fixedClock, startTestRuntime, listenLocally } from '../helper';
import { admitted, person, until, type Admitted, type LiveSocket } from './live-helpers';

// A client that connects with `auth.since` (the position of the last message it applied) first gets, in
// order, every message after it that it may see, then `live:ready`, then the live ones, never one twice.
const CSE = 'Computer Science & Engineering (CSE)';
const ECE = 'Electronics & Communication Engineering (ECE)';
const REPLAY_LIMIT = 5;

describe('resuming a live connection after a gap', () => {
  let runtime: Runtime;
  let url: string;
  let hod: { token: string };
  let employee: { token: string };
  let eceEmployee: { token: string };
  const sockets: LiveSocket[] = [];

  const connect = async (token: string, since?: number): Promise<Admitted> => {
    const client = await admitted(url, token, since);
    sockets.push(client.socket);
    return client;
  };
  let day = 0;
  /** Applies for a distinct weekday each time and answers the new application's id. */
  const apply = async (token: string): Promise<string> => {
    const date = weekday(day++);
    const response = await runtime.app.inject({
      method: 'POST',
      url: '/api/leaves',
      headers: { authorization: `Bearer ${token}` },
      payload: { leaveType: 'cl', fromDate: `${date}T00:00:00.000Z`, toDate: `${date}T00:00:00.000Z`, reason: 'Family function at home town' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { leave: { _id: string } } }).data.leave._id;
  };
  const approve = async (id: string) => {
    const response = await runtime.app.inject({ method: 'PUT', url: `/api/leaves/${id}/status`, headers: { authorization: `Bearer ${hod.token}` }, payload: { status: 'hodApproved' } });
    expect(response.statusCode, response.body).toBe(200);
  };
  // The applications' messages (the inbox's own messages, notification:new, come and go with them).
  const summary = (messages: { event: string; payload: any }[]) => messages.filter((m) => m.event.startsWith('leave:')).map((m) => [m.event, m.payload.leave?._id ?? null, m.payload.leave?.status ?? null]);

  beforeAll(async () => {
    runtime = await startTestRuntime({ clock: fixedClock('2026-11-23'), env: { LIVE_REPLAY_LIMIT: String(REPLAY_LIMIT) } });
    url = await listenLocally(runtime);
    hod = await person(runtime, 'hod', CSE, 'Resume Hod');
    employee = await person(runtime, 'employee', CSE, 'Resume Employee');
    eceEmployee = await person(runtime, 'employee', ECE, 'Resume Ece Employee');
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await runtime.close();
  });

  it('replays, in order, what the HOD missed in their department, then goes on live, with no message twice', async () => {
    const first = await connect(hod.token);
    expect(first.ready.resumed).toBe(false);
    const seen = await apply(employee.token);
    await until(first.socket, first.messages, () => first.messages.some((m) => m.payload.leave?._id === seen));
    const last = first.messages.at(-1)!.payload.position as number;
    expect(typeof last).toBe('number');
    first.socket.close();

    // While away: two applications and a decision in CSE, one application in ECE (not the HOD's).
    const second = await apply(employee.token);
    await apply(eceEmployee.token);
    const third = await apply(employee.token);
    await approve(seen);
    await runtime.app.livePublisher.flush();

    const again = await connect(hod.token, last);
    expect(again.ready.resumed).toBe(true);
    expect(summary(again.replayed)).toEqual([
      ['leave:created', second, 'pending'],
      ['leave:created', third, 'pending'],
      ['leave:updated', seen, 'hodApproved'],
    ]);
    const positions = again.replayed.filter((m) => m.event.startsWith('leave:')).map((m) => m.payload.position as number);
    expect(positions.every((p) => p > last)).toBe(true);
    expect(again.ready.position).toBeGreaterThanOrEqual(positions.at(-1)!);

    const fourth = await apply(employee.token);
    await until(again.socket, again.messages, () => again.messages.some((m) => m.payload.leave?._id === fourth));
    await runtime.app.livePublisher.flush();
    expect(summary(again.messages)).toEqual([...summary(again.replayed), ['leave:created', fourth, 'pending']]);
  });

  it('answers a position it does not know with resumed: false and nothing replayed (the client refetches)', async () => {
    const client = await connect(hod.token, 987_654_321);
    expect(client.ready).toMatchObject({ resumed: false, reason: 'unknown-position' });
    expect(client.replayed).toEqual([]);
  });

  it('says a gap of more events than it replays is too old, and sends none of them', async () => {
    const first = await connect(hod.token);
    const since = first.ready.position;
    first.socket.close();
    // Each new person is several events (registration, opening balances).
    for (let i = 0; i <= REPLAY_LIMIT; i++) await person(runtime, 'employee', CSE, `Newcomer ${i}`);
    await runtime.app.livePublisher.flush();
    const again = await connect(hod.token, since);
    expect(again.ready).toMatchObject({ resumed: false, reason: 'too-old' });
    expect(again.replayed).toEqual([]);
  });

  it('ignores a `since` that is not a position, as if none was given', async () => {
    const client = await connect(hod.token, 'abc' as unknown as number);
    expect(client.ready).toMatchObject({ resumed: false });
    expect(client.ready.reason).toBeUndefined();
  });
});

/** The n-th weekday from 2026-11-24 on (the clock's today is 2026-11-23). */
function weekday(n: number): string {
  const d = new Date('2026-11-24T00:00:00Z');
  let count = -1;
  for (;;) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) count += 1;
    if (count === n) return d.toISOString().slice(0, 10);
    d.setUTCDate(d.getUTCDate() + 1);
  }
}
