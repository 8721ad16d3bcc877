import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPushJobId, SEND_NOTIFICATION_PUSH, SWEEP_NOTIFICATION_PUSHES } from '@leave/core/jobs';
import { browserKeys, decryptPush, startPushService, type BrowserKeys, type TestPushService } from '@leave/core/testing/push-service';
import type { Runtime } from '../../src/runtime';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, type Person } from '../fixtures';
import { commitWithoutQueuing, sweep as sweepWith } from './lost-queuing';
import { eventually } from './smtp';

// Issue 23: the pushes' safety net (core/src/notifications/push-sweep.ts), with the real local push service
// as the browser's push service and the test as the browser that decrypts. An entry 'committed without
// queuing' is a process that died between its commit and queuing the jobs (./lost-queuing.ts).

const clock = fixedClock('2026-11-23');

describe('the sweep of notification pushes never queued', () => {
  let push: TestPushService;
  let runtime: Runtime;
  let cast: Awaited<ReturnType<typeof addCast>>;

  beforeAll(async () => {
    push = await startPushService();
    runtime = await startTestRuntime({ clock, workers: true, env: { COLLEGE_NAME: 'Sample College', PUSH_CA_FILE: push.caFile, PUSH_ALLOWED_HOSTS: push.allowedHost } });
    cast = await addCast(runtime);
  });
  afterAll(async () => {
    await runtime.close();
    await push.close();
  });

  const sweep = () => sweepWith(runtime, SWEEP_NOTIFICATION_PUSHES);

  /** The person turns push on for finished imports in a new browser of theirs. */
  async function pushOn(who: Person): Promise<{ browser: BrowserKeys; endpoint: string }> {
    const saved = await runtime.app.inject({ method: 'PUT', url: '/api/users/me/notification-preferences', headers: who.headers, payload: { push: { importFinished: true } } });
    expect(saved.statusCode).toBe(200);
    const browser = browserKeys();
    const endpoint = push.endpoint();
    const posted = await runtime.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: who.headers, payload: { endpoint, expirationTime: null, keys: browser.keys } });
    expect(posted.statusCode, posted.body).toBe(201);
    return { browser, endpoint };
  }

  const messagesTo = (endpoint: string) => push.received.filter((message) => message.path === new URL(endpoint).pathname);
  const deliveriesOf = (id: string) => runtime.database.db.selectFrom('push_deliveries').select(['status']).where('notification_id', '=', id).execute();

  it('pushes an entry committed without its push job exactly once, and a second sweep pushes nothing again', async () => {
    const admin = await pushOn(cast.admin);
    const id = await commitWithoutQueuing(runtime, cast.admin, 'staff-a.xlsx');
    expect(await deliveriesOf(id)).toEqual([]);

    expect(await sweep()).toEqual({ unpushed: 1, queued: 1 });
    const [message] = await eventually(() => messagesTo(admin.endpoint), (messages) => messages.length === 1, 'the swept push');
    expect(JSON.parse(decryptPush(message!.body, admin.browser))).toEqual({
      title: 'Sample College leave',
      body: 'The Excel import of staff-a.xlsx finished: 3 imported, 0 rows with errors, 0 already present',
      url: '/admin/excel-upload',
    });
    await eventually(() => deliveriesOf(id), (rows) => rows.length === 1 && rows[0]!.status === 'sent', 'the delivery');

    expect(await sweep()).toEqual({ unpushed: 0, queued: 0 });
    expect(messagesTo(admin.endpoint)).toHaveLength(1);
  });

  it('leaves alone an entry its push job already delivered, and sweeps racing each other push once', async () => {
    const hod = await pushOn(cast.hodCse);
    const delivered = await commitWithoutQueuing(runtime, cast.hodCse, 'staff-b.xlsx');
    // The normal path's job ran for this one (same job id as the normal path's).
    const ran = await runtime.jobs.enqueueAndWait(SEND_NOTIFICATION_PUSH, { notificationIds: [delivered] }, { jobId: notificationPushJobId(delivered), timeoutMs: 30_000 });
    expect(ran).toMatchObject({ state: 'completed', result: { status: 'pushed', pushed: 1 } });
    expect(messagesTo(hod.endpoint)).toHaveLength(1);
    expect(await sweep()).toEqual({ unpushed: 0, queued: 0 });

    const lost = await commitWithoutQueuing(runtime, cast.hodCse, 'staff-c.xlsx');
    const results = await Promise.all([sweep(), sweep(), sweep()]);
    for (const result of results) expect(result.queued).toBeLessThanOrEqual(1);
    await eventually(() => deliveriesOf(lost), (rows) => rows.length === 1 && rows[0]!.status === 'sent', 'the swept delivery');
    expect(await sweep()).toEqual({ unpushed: 0, queued: 0 });
    const bodies = messagesTo(hod.endpoint).map((message) => (JSON.parse(decryptPush(message.body, hod.browser)) as { body: string }).body);
    expect(bodies).toHaveLength(2);
    expect(bodies.filter((text) => text.includes('staff-b.xlsx'))).toHaveLength(1);
    expect(bodies.filter((text) => text.includes('staff-c.xlsx'))).toHaveLength(1);
  });

  it('leaves alone a kind the person does not want pushed, and entries made before their browser had push on', async () => {
    const before = await commitWithoutQueuing(runtime, cast.hodEce, 'staff-d.xlsx');
    const hod = await pushOn(cast.hodEce);
    const off = await runtime.app.inject({ method: 'PUT', url: '/api/users/me/notification-preferences', headers: cast.hodEce.headers, payload: { push: { importFinished: false } } });
    expect(off.statusCode).toBe(200);
    const unwanted = await commitWithoutQueuing(runtime, cast.hodEce, 'staff-e.xlsx');

    // The entry before the subscription is not counted at all; the unwanted kind is found and not queued.
    expect(await sweep()).toEqual({ unpushed: 1, queued: 0 });
    expect(await deliveriesOf(before)).toEqual([]);
    expect(await deliveriesOf(unwanted)).toEqual([]);
    expect(messagesTo(hod.endpoint)).toEqual([]);
  });

  it('counts a browser that moved to another person from the move: that person’s earlier entries are not pushed to it', async () => {
    const earlier = await pushOn(cast.empCse2);
    await runtime.app.inject({ method: 'PUT', url: '/api/users/me/notification-preferences', headers: cast.empEce.headers, payload: { push: { importFinished: true } } });
    const before = await commitWithoutQueuing(runtime, cast.empEce, 'staff-f.xlsx');
    // The same browser, signed in by the next person: the endpoint becomes theirs.
    const moved = await runtime.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: cast.empEce.headers, payload: { endpoint: earlier.endpoint, expirationTime: null, keys: earlier.browser.keys } });
    expect(moved.statusCode).toBe(201);

    // (The earlier test's unwanted entry is still found, and still not queued.)
    expect(await sweep()).toEqual({ unpushed: 1, queued: 0 });
    expect(await deliveriesOf(before)).toEqual([]);
    expect(messagesTo(earlier.endpoint)).toEqual([]);
  });
});
