// Issue 24: the pushes of a commit's inbox entries go in one job, like the mails (mail-batch.spec.ts):
// each entry of the batch reaches each browser once, a failing push service for one browser does not hold
// back the others (they are not pushed again on the retries), and the batch run again pushes nothing.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPushJobId, SEND_NOTIFICATION_PUSH } from '@leave/core/jobs';
import { browserKeys, decryptPush, startPushService, type TestPushService } from '@leave/core/testing/push-service';
import type { Runtime } from '../../src/runtime';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, type Person } from '../fixtures';
import { commitWithoutQueuing } from './lost-queuing';
import { eventually } from './smtp';

const clock = fixedClock('2026-11-23');

describe('a batch of notification pushes in one job', () => {
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

  /** The person turns push on for finished imports in a new browser of theirs. */
  async function pushOn(who: Person) {
    expect((await runtime.app.inject({ method: 'PUT', url: '/api/users/me/notification-preferences', headers: who.headers, payload: { push: { importFinished: true } } })).statusCode).toBe(200);
    const browser = browserKeys();
    const endpoint = push.endpoint();
    const posted = await runtime.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: who.headers, payload: { endpoint, expirationTime: null, keys: browser.keys } });
    expect(posted.statusCode, posted.body).toBe(201);
    return { browser, endpoint };
  }

  const messagesTo = (endpoint: string) => push.received.filter((message) => message.path === new URL(endpoint).pathname);
  const bodiesTo = (browser: { browser: ReturnType<typeof browserKeys>; endpoint: string }) => messagesTo(browser.endpoint).map((message) => (JSON.parse(decryptPush(message.body, browser.browser)) as { body: string }).body);
  const deliveryOf = (id: string) => runtime.database.db.selectFrom('push_deliveries').select(['status', 'attempts', 'last_error']).where('notification_id', '=', id).executeTakeFirst();

  it('pushes each entry of the batch to its browser once, and the batch run again pushes nothing', async () => {
    const admin = await pushOn(cast.admin);
    const hod = await pushOn(cast.hodCse);
    const ids = [await commitWithoutQueuing(runtime, cast.admin, 'push-a.xlsx'), await commitWithoutQueuing(runtime, cast.hodCse, 'push-b.xlsx')];
    const outcome = await runtime.jobs.enqueueAndWait(SEND_NOTIFICATION_PUSH, { notificationIds: ids }, { jobId: notificationPushJobId(ids), timeoutMs: 30_000 });
    expect(outcome).toMatchObject({ state: 'completed', result: { status: 'pushed', pushed: 2, already: 0, gone: 0 } });
    expect(bodiesTo(admin)).toEqual([expect.stringContaining('push-a.xlsx')]);
    expect(bodiesTo(hod)).toEqual([expect.stringContaining('push-b.xlsx')]);

    const again = await runtime.jobs.enqueueAndWait(SEND_NOTIFICATION_PUSH, { notificationIds: ids }, { jobId: `${notificationPushJobId(ids)}-again`, timeoutMs: 30_000 });
    expect(again).toMatchObject({ state: 'completed', result: { status: 'pushed', pushed: 0, already: 2, gone: 0 } });
    expect(messagesTo(admin.endpoint)).toHaveLength(1);
    expect(messagesTo(hod.endpoint)).toHaveLength(1);
  });

  it('a push service failing for one browser fails its delivery after the last attempt; the others of the batch go once', async () => {
    const failing = await pushOn(cast.empCse);
    const fine = await pushOn(cast.empEce);
    push.answer(failing.endpoint, 500);
    const ids = [await commitWithoutQueuing(runtime, cast.empCse, 'push-c.xlsx'), await commitWithoutQueuing(runtime, cast.empEce, 'push-d.xlsx')];
    await runtime.jobs.enqueue(SEND_NOTIFICATION_PUSH, { notificationIds: ids }, { jobId: notificationPushJobId(ids) });

    const failed = await eventually(() => deliveryOf(ids[0]!), (row) => row?.status === 'failed', 'the failed push');
    expect(failed).toMatchObject({ attempts: 3, last_error: expect.stringContaining('status 500') });
    expect(await deliveryOf(ids[1]!)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(messagesTo(failing.endpoint)).toHaveLength(3);
    expect(bodiesTo(fine)).toEqual([expect.stringContaining('push-d.xlsx')]);
  });
});
