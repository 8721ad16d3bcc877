import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@leave/domain';
import { notificationPushJobId, SEND_NOTIFICATION_PUSH } from '@leave/core/jobs';
import { browserKeys, decryptPush, startPushService, vapidClaims, type BrowserKeys, type TestPushService } from '@leave/core/testing/push-service';
import type { Runtime } from '../../src/runtime';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import { eventually, startSmtpServer, type TestSmtpServer } from './smtp';

// Issue 23: a person's language, Web Push through a push service of the test's own (HTTPS, trusted by
// PUSH_CA_FILE) with the test as the browser that decrypts, and e-mails in Telugu.

const APP_URL = 'https://leave.example.edu';
const clock = fixedClock('2026-11-23');

let push: TestPushService;
let smtp: TestSmtpServer;
let runtime: Runtime;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  push = await startPushService();
  smtp = await startSmtpServer();
  runtime = await startTestRuntime({ clock, workers: true, env: { SMTP_URL: smtp.url, APP_URL, COLLEGE_NAME: 'Sample College', PUSH_CA_FILE: push.caFile, PUSH_ALLOWED_HOSTS: push.allowedHost } });
  cast = await addCast(runtime);
});
afterAll(async () => {
  await runtime.close();
  await smtp.close();
  await push.close();
});

const inject = (who: Person | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  runtime.app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });

async function subscribe(who: Person, browser: BrowserKeys = browserKeys(), endpoint = push.endpoint()) {
  const answer = await inject(who, 'POST', '/api/push/subscriptions', { endpoint, expirationTime: null, keys: browser.keys });
  expect(answer.statusCode, answer.body).toBe(201);
  return { browser, endpoint };
}

const subscriptionsOf = (userId: string) => runtime.database.db.selectFrom('push_subscriptions').select(['endpoint', 'user_id']).where('user_id', '=', userId).execute();
const messagesTo = (endpoint: string) => push.received.filter((message) => message.path === new URL(endpoint).pathname);

async function apply(who: Person, date: string): Promise<string> {
  const answer = await inject(who, 'POST', '/api/leaves', { leaveType: 'cl', fromDate: date, toDate: date, reason: 'Family function at home' });
  expect(answer.statusCode).toBe(201);
  return body(answer).data.leave.id as string;
}

async function newestEntryOf(who: Person) {
  return body(await inject(who, 'GET', '/api/notifications?limit=1')).data.notifications[0] as { _id: string; kind: string; title: string; link: string };
}

describe('a person’s language', () => {
  it('is English until they choose; an unknown value is a 400 in the usual shape; Telugu is saved and answered by /auth/me and /users/profile', async () => {
    expect(body(await inject(cast.empCse2, 'GET', '/api/auth/me')).data.user.language).toBe('en');
    const refused = await inject(cast.empCse2, 'PUT', `/api/users/${cast.empCse2.user.id}`, { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({ success: false, errors: [{ field: 'language', msg: expect.stringContaining('en, hi, te') }] });

    const saved = await inject(cast.empCse2, 'PUT', `/api/users/${cast.empCse2.user.id}`, { language: 'te' });
    expect(saved.statusCode).toBe(200);
    expect(body(saved).data.user.language).toBe('te');
    expect(body(await inject(cast.empCse2, 'GET', '/api/auth/me')).data.user.language).toBe('te');
    expect(body(await inject(cast.empCse2, 'GET', '/api/users/profile')).data.user.language).toBe('te');
    // The choice is an event of the person's stream (every node's cached account hears of it), but a
    // preference, not a detail of the register: the audit log leaves it out (issue 49), while a change of a
    // detail stays in it.
    const events = await runtime.database.db.selectFrom('events').select(['type', 'data']).where('stream_id', '=', `user-${cast.empCse2.user.id}`).orderBy('version').execute();
    expect(events.at(-1)).toMatchObject({ type: 'UserLanguageChosen', data: { language: 'te' } });
    expect((await inject(cast.empCse2, 'PUT', `/api/users/${cast.empCse2.user.id}`, { mobileNo: '9876501234' })).statusCode).toBe(200);
    const trail = body(await inject(cast.admin, 'GET', `/api/audit/events?personId=${cast.empCse2.user.id}&limit=100`)).data.events as { type: string }[];
    expect(trail.map((event) => event.type)).toContain('UserDetailsChanged');
    expect(trail.map((event) => event.type)).not.toContain('UserLanguageChosen');
    expect(body(await inject(cast.admin, 'GET', `/api/audit/events?limit=100`)).data.events.map((event: { type: string }) => event.type)).not.toContain('UserLanguageChosen');
  });

  it('of someone else: an admin may set it, nobody else', async () => {
    expect((await inject(cast.empCse, 'PUT', `/api/users/${cast.empCse2.user.id}`, { language: 'hi' })).statusCode).toBe(403);
    const byAdmin = await inject(cast.admin, 'PUT', `/api/users/${cast.empCse2.user.id}`, { language: 'hi' });
    expect(body(byAdmin).data.user.language).toBe('hi');
    expect((await inject(null, 'PUT', `/api/users/${cast.empCse2.user.id}`, { language: 'en' })).statusCode).toBe(401);
  });
});

describe('push subscriptions and preferences', () => {
  it('answers the VAPID public key to anyone signed in, and nothing to nobody', async () => {
    const answer = await inject(cast.empCse, 'GET', '/api/push/vapid-public-key');
    expect(answer.statusCode).toBe(200);
    expect(body(answer).data.publicKey).toBe(runtime.app.config.vapid!.publicKey);
    expect(Buffer.from(body(answer).data.publicKey as string, 'base64url')).toHaveLength(65);
    for (const [method, url] of [['GET', '/api/push/vapid-public-key'], ['POST', '/api/push/subscriptions'], ['DELETE', '/api/push/subscriptions']] as const) {
      expect((await inject(null, method, url, method === 'GET' ? undefined : { endpoint: push.endpoint() })).statusCode, url).toBe(401);
    }
  });

  it('saves a subscription once however often it is posted, moves an endpoint to whoever posts it last, and removes only the caller’s own', async () => {
    const { browser, endpoint } = await subscribe(cast.empEce);
    await subscribe(cast.empEce, browser, endpoint);
    expect(await subscriptionsOf(cast.empEce.user.id)).toEqual([{ endpoint, user_id: cast.empEce.user.id }]);

    // One browser, one person: the next person signing in on it takes it over.
    await subscribe(cast.hodEce, browser, endpoint);
    expect(await subscriptionsOf(cast.empEce.user.id)).toEqual([]);
    expect(await subscriptionsOf(cast.hodEce.user.id)).toEqual([{ endpoint, user_id: cast.hodEce.user.id }]);

    // The previous person cannot remove it any more; an unknown endpoint is no error.
    expect((await inject(cast.empEce, 'DELETE', '/api/push/subscriptions', { endpoint })).statusCode).toBe(200);
    expect(await subscriptionsOf(cast.hodEce.user.id)).toHaveLength(1);
    expect((await inject(cast.hodEce, 'DELETE', '/api/push/subscriptions', { endpoint: push.endpoint() })).statusCode).toBe(200);
    const removed = await inject(cast.hodEce, 'DELETE', '/api/push/subscriptions', { endpoint });
    expect(removed.statusCode).toBe(200);
    expect(body(removed).data).toEqual({ subscribed: false });
    expect(await subscriptionsOf(cast.hodEce.user.id)).toEqual([]);
  });

  it('refuses what is no subscription: plain http, missing or bad keys, other fields', async () => {
    const keys = browserKeys().keys;
    for (const payload of [
      { endpoint: 'http://push.example.com/send/1', keys },
      { endpoint: 'ftp://127.0.0.1/x', keys },
      { endpoint: 'not a url', keys },
      { endpoint: push.endpoint() },
      { endpoint: push.endpoint(), keys: { p256dh: keys.p256dh } },
      { endpoint: push.endpoint(), keys: { ...keys, auth: 'short' } },
      { endpoint: push.endpoint(), keys, extra: true },
    ]) {
      const answer = await inject(cast.empEce, 'POST', '/api/push/subscriptions', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(answer).success).toBe(false);
    }
    // web-push speaks TLS only: plain http is refused on the loopback too (issue 47).
    expect((await inject(cast.empEce, 'POST', '/api/push/subscriptions', { endpoint: `http://${push.allowedHost}/push/dev`, keys })).statusCode).toBe(400);
  });

  it('has push off for every kind until the person turns a kind on; a body with e-mail only still works', async () => {
    const read = body(await inject(cast.empEce, 'GET', '/api/users/me/notification-preferences')).data;
    expect(read.push).toEqual({ applicationDecided: false, applicationWaiting: false, cancellationToDecide: false, cancellationDecided: false, importFinished: false, approvalsReminder: false, classToTake: false, classDeclined: false });
    expect(Object.values(read.email).every(Boolean)).toBe(true);

    const pushOn = await inject(cast.empEce, 'PUT', '/api/users/me/notification-preferences', { push: { applicationDecided: true } });
    expect(pushOn.statusCode).toBe(200);
    expect(body(pushOn).data.push.applicationDecided).toBe(true);
    expect(body(pushOn).data.email.applicationDecided).toBe(true);

    const emailOnly = await inject(cast.empEce, 'PUT', '/api/users/me/notification-preferences', { email: { importFinished: false } });
    expect(body(emailOnly).data).toMatchObject({ email: { importFinished: false }, push: { applicationDecided: true } });
    for (const payload of [{}, { push: { nope: true } }, { push: { applicationDecided: 'yes' } }]) {
      expect((await inject(cast.empEce, 'PUT', '/api/users/me/notification-preferences', payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('an HOD who chose Telugu, with push on for applications waiting for them', () => {
  let hod: { browser: BrowserKeys; endpoint: string };
  let leaveId: string;

  beforeAll(async () => {
    expect((await inject(cast.hodCse, 'PUT', `/api/users/${cast.hodCse.user.id}`, { language: 'te' })).statusCode).toBe(200);
    expect((await inject(cast.hodCse, 'PUT', '/api/users/me/notification-preferences', { push: { applicationWaiting: true } })).statusCode).toBe(200);
    hod = await subscribe(cast.hodCse);
    leaveId = await apply(cast.empCse, '2026-12-07');
  });

  it('gets the new application pushed: encrypted for their browser, in Telugu, opening /hod/applications with it selected, a day to live, signed for the push service', async () => {
    const [message] = await eventually(() => messagesTo(hod.endpoint), (messages) => messages.length === 1, 'the HOD’s push');
    const payload = JSON.parse(decryptPush(message!.body, hod.browser)) as PushPayload;
    // Waiting for their decision: the push's own decision link and its actions, in Telugu too (issue 44).
    const token = payload.decision!.token;
    expect(payload).toEqual({
      title: 'Sample College సెలవు',
      body: 'Ravi Cse సాధారణ సెలవు (CL) (7 డిసెంబర్, 2026, 1 రోజు) కోసం దరఖాస్తు చేశారు: మీ నిర్ణయం కోసం వేచి ఉంది',
      url: `/hod/applications?leave=${leaveId}`,
      decision: {
        token,
        page: `/decide/${token}`,
        actions: [
          { action: 'approve', title: 'ఆమోదించండి' },
          { action: 'open', title: 'తెరవండి' },
        ],
        approved: 'ఆమోదించబడింది. దరఖాస్తుదారునికి తెలియజేయబడింది.',
        notDecided: 'నిర్ణయం జరగలేదు: నిర్ణయించడానికి యాప్ తెరవండి',
      },
    });
    // The link is the inbox entry's own.
    expect((await newestEntryOf(cast.hodCse)).link).toBe(payload.url);
    expect(message!.headers).toMatchObject({ ttl: '86400', urgency: 'normal', 'content-encoding': 'aes128gcm' });
    expect(message!.body.length).toBeLessThan(4096);
    const claims = vapidClaims(message!.headers.authorization as string, runtime.app.config.vapid!.publicKey);
    expect(claims.aud).toBe(push.origin);
    expect(claims.sub).toBe('mailto:no-reply@college.edu');
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('gets the e-mail in Telugu; the English title stays in the inbox', async () => {
    const [mail] = await eventually(() => smtp.received.filter((m) => m.to.includes('hod.cse@college.edu')), (mails) => mails.length === 1, 'the HOD’s mail');
    // The subject as encoded words (RFC 2047), each a piece of the UTF-8 bytes.
    const subject = Buffer.concat([...mail!.subject.matchAll(/=\?UTF-8\?B\?([^?]+)\?=/gi)].map((word) => Buffer.from(word[1]!, 'base64'))).toString('utf8');
    const text = mailText(mail!.raw);
    expect(text).toContain('ప్రియమైన Hema Cse గారికి,');
    expect(text).toContain('Ravi Cse సాధారణ సెలవు (CL) (7 డిసెంబర్, 2026, 1 రోజు) కోసం దరఖాస్తు చేశారు: మీ నిర్ణయం కోసం వేచి ఉంది');
    expect(text).toContain(`దీన్ని తెరవండి: ${APP_URL}/hod/applications?leave=${leaveId}`);
    expect(text).toContain('"నా నిర్ణయం కోసం వేచి ఉన్న దరఖాస్తు"');
    expect(subject).toBe('Sample College సెలవు: Ravi Cse సాధారణ సెలవు (CL) (7 డిసెంబర్, 2026, 1 రోజు) కోసం దరఖాస్తు చేశారు: మీ నిర్ణయం కోసం వేచి ఉంది');
    expect((await newestEntryOf(cast.hodCse)).title).toBe('Ravi Cse applied for CL (December 7, 2026, 1 day): waiting for your decision');
  });

  it('a job run again for the entry pushes nothing twice', async () => {
    const entry = await newestEntryOf(cast.hodCse);
    const again = await runtime.jobs.enqueueAndWait(SEND_NOTIFICATION_PUSH, { notificationIds: [entry._id] }, { jobId: `${notificationPushJobId(entry._id)}-again`, timeoutMs: 30_000 });
    expect(again).toMatchObject({ state: 'completed', result: { status: 'pushed', pushed: 0, already: 1, gone: 0 } });
    expect(messagesTo(hod.endpoint)).toHaveLength(1);
  });

  it('an English HOD with push on gets the inbox’s own words; a kind they left off is not pushed', async () => {
    await inject(cast.hodEce, 'PUT', '/api/users/me/notification-preferences', { push: { applicationWaiting: true } });
    const english = await subscribe(cast.hodEce);
    const offKind = await subscribe(cast.empEce);
    await inject(cast.empEce, 'PUT', '/api/users/me/notification-preferences', { push: { applicationDecided: false } });
    await apply(cast.empEce, '2026-12-08');
    const [message] = await eventually(() => messagesTo(english.endpoint), (messages) => messages.length === 1, 'the English HOD’s push');
    const payload = JSON.parse(decryptPush(message!.body, english.browser)) as PushPayload;
    const entry = await newestEntryOf(cast.hodEce);
    expect(payload).toMatchObject({ title: 'Sample College leave', body: entry.title, url: entry.link, decision: { actions: [{ action: 'approve', title: 'Approve' }, { action: 'open', title: 'Open' }] } });
    const mail = await eventually(() => smtp.received.filter((m) => m.to.includes('hod.ece@college.edu')), (mails) => mails.length === 1, 'the English mail');
    expect(mail[0]!.subject).toBe(`Sample College leave: ${entry.title}`);
    // The employee's decision kind is off: their browser hears nothing.
    const leaveId = (await newestEntryOf(cast.hodEce)).link.split('leave=')[1]!;
    expect((await inject(cast.hodEce, 'PUT', `/api/leaves/${leaveId}/status`, { status: 'hodApproved' })).statusCode).toBe(200);
    await eventually(() => runtime.database.db.selectFrom('outgoing_mail').select('id').where('recipient_id', '=', cast.empEce.user.id).execute(), (rows) => rows.length === 1, 'the employee’s mail');
    expect(messagesTo(offKind.endpoint)).toEqual([]);
  });
});

describe('a push service that answers', () => {
  async function pushedWith(status: number) {
    const person = cast.empCse;
    await inject(person, 'PUT', '/api/users/me/notification-preferences', { push: { applicationDecided: true } });
    const subscription = await subscribe(person);
    push.answer(subscription.endpoint, status);
    const leaveId = await apply(person, status === 410 ? '2026-12-14' : status === 404 ? '2026-12-15' : '2026-12-16');
    expect((await inject(cast.hodCse, 'PUT', `/api/leaves/${leaveId}/status`, { status: 'hodApproved' })).statusCode).toBe(200);
    return subscription;
  }

  it('410 Gone: the subscription is deleted', async () => {
    const { endpoint } = await pushedWith(410);
    await eventually(() => messagesTo(endpoint).length, (n) => n === 1, 'the push');
    await eventually(() => runtime.database.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).execute(), (rows) => rows.length === 0, 'the deletion');
  });

  it('404 Not Found: the subscription is deleted too', async () => {
    const { endpoint } = await pushedWith(404);
    await eventually(() => runtime.database.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).execute(), (rows) => rows.length === 0, 'the deletion');
    expect(messagesTo(endpoint)).toHaveLength(1);
  });

  it('500: the job tries again like a mail, and the subscription stays', async () => {
    const { endpoint } = await pushedWith(500);
    const row = await eventually(
      () => runtime.database.db.selectFrom('push_deliveries as d').innerJoin('push_subscriptions as s', 's.id', 'd.subscription_id').select(['d.status', 'd.attempts', 'd.last_error']).where('s.endpoint', '=', endpoint).executeTakeFirst(),
      (delivery) => delivery?.status === 'failed',
      'the failed push',
    );
    expect(row).toMatchObject({ attempts: 3, last_error: expect.stringContaining('status 500') });
    expect(row!.last_error).not.toContain('127.0.0.1');
    expect(messagesTo(endpoint)).toHaveLength(3);
    // Removing the person’s other subscriptions between tests is theirs: this one is still there.
    await inject(cast.empCse, 'DELETE', '/api/push/subscriptions', { endpoint });
  });
});

/** The text part of a raw message, decoded (nodemailer sends non-ASCII text as base64 or quoted-printable). */
function mailText(raw: string): string {
  const parts = raw.split(/\r?\n--/);
  const text = parts.find((part) => /Content-Type: text\/plain/i.test(part)) ?? raw;
  const [head, ...rest] = text.split(/\r?\n\r?\n/);
  const content = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head!)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head!)) {
    const bytes = content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return content;
}
