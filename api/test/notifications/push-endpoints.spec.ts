// Issue 47: push endpoints into the server's own network. A subscription may name only a browser's push
// service or a host the operator put in PUSH_ALLOWED_HOSTS, and a name leading to a loopback, private,
// link-local, unique-local or metadata address is refused unless that very host is named; the push is sent
// to the address checked, and no redirect is followed. Nothing here leaves the loopback range: names are
// resolved by a stub the runtime is given, and the only connections made go to 127.0.0.2.

import { isIP } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '@leave/domain';
import { dropSubscriptionsOutsideRule, PUSH_ADDRESS_REFUSED, type HostLookup } from '@leave/core/notifications';
import { browserKeys, decryptPush, startPushService, type TestPushService } from '@leave/core/testing/push-service';
import type { Runtime } from '../../src/runtime';
import { createRuntime } from '../../src/runtime';
import { fixedClock, openTestDatabase, startTestRuntime, testConfig } from '../helper';
import { addCast, addPerson, body, CSE, type Person } from '../fixtures';
import { eventually } from './smtp';

const clock = fixedClock('2026-11-23');

/** The names the stub knows, and the names it was asked for. */
const addresses = new Map<string, string>();
const asked: string[] = [];
const lookupHost: HostLookup = async (hostname) => {
  asked.push(hostname);
  const address = addresses.get(hostname);
  if (address === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return [{ address, family: isIP(address) }];
};

/** The college's own push host, named in PUSH_ALLOWED_HOSTS; a name only the stub resolves. */
let allowed: TestPushService;
/** A server on a loopback alias nobody allowed: no request may reach it. */
let trap: TestPushService;
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  allowed = await startPushService({ address: '127.0.0.2', name: 'push.college.test' });
  trap = await startPushService({ address: '127.0.0.2' });
  addresses.set('push.college.test', '127.0.0.2');
  runtime = await startTestRuntime({ clock, workers: true, lookupHost, env: { PUSH_CA_FILE: allowed.caFile, PUSH_ALLOWED_HOSTS: allowed.allowedHost, COLLEGE_NAME: 'Sample College' } });
  cast = await addCast(runtime);
});
afterAll(async () => {
  await runtime?.close();
  await allowed?.close();
  await trap?.close();
});

const subscribe = (who: Person, endpoint: string, keys = browserKeys().keys) => runtime.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: who.headers, payload: { endpoint, expirationTime: null, keys } });
const subscriptionsOf = (userId: string) => runtime.database.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute();
const pushOn = (who: Person) => runtime.app.inject({ method: 'PUT', url: '/api/users/me/notification-preferences', headers: who.headers, payload: { push: { applicationWaiting: true } } });
const apply = async (who: Person, date: string) => {
  const answer = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType: 'cl', fromDate: date, toDate: date, reason: 'Family function at home' } });
  expect(answer.statusCode, answer.body).toBe(201);
};
const deliveriesTo = (endpoint: string) =>
  runtime.database.db
    .selectFrom('push_deliveries as d')
    .innerJoin('push_subscriptions as s', 's.id', 'd.subscription_id')
    .select(['d.status', 'd.last_error'])
    .where('s.endpoint', '=', endpoint)
    .execute();

describe('a push endpoint', () => {
  it('on a loopback alias (127.0.0.2) nobody allowed, or on a name resolving to 10.0.0.1, is refused with 400 before any connection', async () => {
    addresses.set('fcm.googleapis.com', '10.0.0.1');
    addresses.set('updates.push.services.mozilla.com', '169.254.169.254');
    const refused = [
      trap.endpoint(),
      'https://fcm.googleapis.com/fcm/send/a-browser',
      'https://updates.push.services.mozilla.com/wpush/v2/a-browser',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1:8443/push',
      'https://[fd00::1]/push',
      `https://[::ffff:127.0.0.2]:${new URL(trap.origin).port}/push`,
      // A push service's name that does not resolve.
      'https://nowhere.notify.windows.com/w/?token=x',
      // The allowed host on another port is another host.
      `https://push.college.test:${Number(new URL(allowed.origin).port) + 1}/push`,
    ];
    for (const endpoint of refused) {
      const answer = await subscribe(cast.empEce, endpoint);
      expect(answer.statusCode, endpoint).toBe(400);
      expect(body(answer)).toMatchObject({ success: false, errors: [{ field: 'endpoint', msg: PUSH_MESSAGES.endpointNotAllowed }] });
    }
    // The names were looked up (through the stub) and refused for where they lead.
    expect(asked).toEqual(expect.arrayContaining(['fcm.googleapis.com', 'updates.push.services.mozilla.com']));
    expect(trap.connections()).toBe(0);
    expect(await subscriptionsOf(cast.empEce.user.id)).toEqual([]);
  });

  it('of a browser push service at a public address is saved (and nothing is sent to it: the person has push off)', async () => {
    addresses.set('web.push.apple.com', '17.253.144.10');
    const person = await addPerson(runtime, { name: 'Quiet Person', email: 'quiet@college.edu', role: 'employee', department: CSE });
    expect((await subscribe(person, 'https://web.push.apple.com/QGq7-a-browser')).statusCode).toBe(201);
    const removed = await runtime.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers: person.headers, payload: { endpoint: 'https://web.push.apple.com/QGq7-a-browser' } });
    expect(removed.statusCode).toBe(200);
    expect(await subscriptionsOf(person.user.id)).toEqual([]);
  });

  it('on the host PUSH_ALLOWED_HOSTS names is saved and delivered to, at the address its name was checked at', async () => {
    expect((await pushOn(cast.hodCse)).statusCode).toBe(200);
    const browser = browserKeys();
    const endpoint = allowed.endpoint();
    expect((await subscribe(cast.hodCse, endpoint, browser.keys)).statusCode).toBe(201);
    await apply(cast.empCse, '2026-12-07');
    // push.college.test exists only in the stub: the push reached 127.0.0.2 through the address it checked.
    const [message] = await eventually(() => allowed.received.filter((m) => m.path === new URL(endpoint).pathname), (messages) => messages.length === 1, 'the push');
    expect(JSON.parse(decryptPush(message!.body, browser)).url).toMatch(/^\/hod\/applications\?leave=/);
    expect(trap.connections()).toBe(0);
  });

  it('whose push service answers with a redirect is not followed: the delivery fails and the other address hears nothing', async () => {
    expect((await pushOn(cast.hodEce)).statusCode).toBe(200);
    const endpoint = allowed.endpoint();
    allowed.answer(endpoint, 307, { location: `${trap.origin}/stolen` });
    expect((await subscribe(cast.hodEce, endpoint)).statusCode).toBe(201);
    await apply(cast.empEce, '2026-12-08');
    const [delivery] = await eventually(() => deliveriesTo(endpoint), (rows) => rows.length === 1 && rows[0]!.last_error !== null, 'the failed delivery');
    expect(delivery!.last_error).toContain('status 307');
    expect(trap.connections()).toBe(0);
  });

  it('whose name leads to a private address by the time of the push is not called: the delivery fails with the rule’s reason', async () => {
    addresses.set('web.push.apple.com', '17.253.144.10');
    const person = await addPerson(runtime, { name: 'Hema Two', email: 'hod2.mech@college.edu', role: 'hod', department: 'Mechanical Engineering (MECH)' });
    const employee = await addPerson(runtime, { name: 'Mani Mech', email: 'emp.mech@college.edu', role: 'employee', department: 'Mechanical Engineering (MECH)' });
    expect((await pushOn(person)).statusCode).toBe(200);
    const endpoint = 'https://web.push.apple.com/QGq7-rebound';
    expect((await subscribe(person, endpoint)).statusCode).toBe(201);
    // The name is rebound to the server's own network before the push goes out.
    addresses.set('web.push.apple.com', '127.0.0.2');
    await apply(employee, '2026-12-09');
    const [delivery] = await eventually(() => deliveriesTo(endpoint), (rows) => rows.length === 1 && rows[0]!.last_error !== null, 'the refused delivery');
    expect(delivery!.last_error).toBe(PUSH_ADDRESS_REFUSED);
    expect(trap.connections()).toBe(0);
  });
});

describe('subscriptions saved before the rule', () => {
  const outside = ['https://10.0.0.1:8443/push/old', 'https://127.0.0.2:9443/push/old', 'https://push.elsewhere.test/push/old'];
  const inside = ['https://fcm.googleapis.com/fcm/send/kept', 'https://push.college.test:1443/push/kept'];
  const row = (endpoint: string, i: number) => ({ id: `old-${i}-${endpoint.length}`, user_id: 'someone', endpoint, p256dh: browserKeys().keys.p256dh, auth: browserKeys().keys.auth });

  it('are dropped at the api’s start when the rule does not allow them', async () => {
    const database = await openTestDatabase();
    await database.db.insertInto('push_subscriptions').values([...outside, ...inside].map(row)).execute();
    const started = await createRuntime(testConfig({ PUSH_ALLOWED_HOSTS: 'push.college.test:1443' }), { database, clock, lookupHost });
    try {
      const kept = await started.database.db.selectFrom('push_subscriptions').select('endpoint').orderBy('endpoint').execute();
      expect(kept.map((r) => r.endpoint)).toEqual([...inside].sort());
    } finally {
      await started.close();
    }
  });

  it('go with a log line that says how many and names no endpoint', async () => {
    await runtime.database.db.insertInto('push_subscriptions').values(outside.map(row)).execute();
    const lines: [object, string][] = [];
    const dropped = await dropSubscriptionsOutsideRule(runtime.database.db, runtime.app.pushEndpoints, { warn: (fields: object, line: string) => void lines.push([fields, line]) } as never);
    expect(dropped).toBe(3);
    expect(lines).toHaveLength(1);
    expect(lines[0]![0]).toEqual({ dropped: 3 });
    expect(lines[0]![1]).toContain('PUSH_ALLOWED_HOSTS');
    for (const endpoint of outside) expect(JSON.stringify(lines)).not.toContain(new URL(endpoint).host);
    expect(await dropSubscriptionsOutsideRule(runtime.database.db, runtime.app.pushEndpoints, { warn: () => undefined } as never)).toBe(0);
  });
});
