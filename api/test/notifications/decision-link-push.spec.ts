// Issue 44: deciding from the phone's notification. A 'waiting for your decision' push (through a push
// service of the test's own, the test decrypting as the browser) carries the approver's own decision link,
// one per browser and not the mail's (a real SMTP server here too), with the actions 'Approve' and 'Open' in
// their language. Posting the push's link decides once as the approver, and the event and the auditor's trail
// say it came from the phone's notification; the approver's inbox keeps a record of every link decision.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSentence, DECISION_LINK_MESSAGES, DEFAULT_POLICY, notificationText, type NotificationDto, type NotificationMessage, type PushPayload } from '@leave/domain';
import { decisionLinkHash } from '@leave/core/notifications';
import { browserKeys, decryptPush, startPushService, type BrowserKeys, type TestPushService } from '@leave/core/testing/push-service';
import type { Runtime } from '../../src/runtime';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import { eventually, startSmtpServer, type TestSmtpServer } from './smtp';

const APP_URL = 'https://leave.example.edu';
const clock = fixedClock('2026-11-23');
const MAIL_LINK = /https:\/\/leave\.example\.edu\/decide\/([A-Za-z0-9_-]+)/;

describe('deciding from the phone’s notification', () => {
  let push: TestPushService;
  let smtp: TestSmtpServer;
  let runtime: Runtime;
  let cast: Awaited<ReturnType<typeof addCast>>;
  let hod: { browser: BrowserKeys; endpoint: string };

  beforeAll(async () => {
    push = await startPushService();
    smtp = await startSmtpServer();
    runtime = await startTestRuntime({ clock, workers: true, env: { SMTP_URL: smtp.url, APP_URL, COLLEGE_NAME: 'Sample College', PUSH_CA_FILE: push.caFile, PUSH_ALLOWED_HOSTS: push.allowedHost } });
    cast = await addCast(runtime);
    expect((await inject(cast.hodCse, 'PUT', '/api/users/me/notification-preferences', { push: { applicationWaiting: true } })).statusCode).toBe(200);
    const browser = browserKeys();
    const endpoint = push.endpoint();
    expect((await inject(cast.hodCse, 'POST', '/api/push/subscriptions', { endpoint, expirationTime: null, keys: browser.keys })).statusCode).toBe(201);
    hod = { browser, endpoint };
  });
  afterAll(async () => {
    await runtime.close();
    await smtp.close();
    await push.close();
  });

  function inject(who: Person | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) {
    return runtime.app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });
  }
  async function apply(who: Person, date: string): Promise<string> {
    const answer = await inject(who, 'POST', '/api/leaves', { leaveType: 'cl', fromDate: date, toDate: date, reason: 'Family function at home' });
    expect(answer.statusCode).toBe(201);
    return body(answer).data.leave.id as string;
  }
  /** The `n`th push to the HOD's browser, decrypted. */
  async function pushNumber(n: number): Promise<PushPayload> {
    const messages = await eventually(() => push.received.filter((m) => m.path === new URL(hod.endpoint).pathname), (list) => list.length >= n, `push ${n}`);
    return JSON.parse(decryptPush(messages[n - 1]!.body, hod.browser)) as PushPayload;
  }
  /** The secret of the `n`th mail to the HOD. */
  async function mailToken(n: number): Promise<string> {
    const mails = await eventually(() => smtp.received.filter((m) => m.to.includes('hod.cse@college.edu')), (list) => list.length >= n, `mail ${n}`);
    return MAIL_LINK.exec(mails[n - 1]!.body)![1]!;
  }
  const decide = (token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => runtime.app.inject({ method: 'POST', url: `/api/decision-links/${token}`, payload, headers });
  const view = (token: string) => runtime.app.inject({ method: 'GET', url: `/api/decision-links/${token}` });
  const linkRow = (token: string) => runtime.database.db.selectFrom('decision_links').selectAll().where('token_hash', '=', decisionLinkHash(token)).executeTakeFirstOrThrow();
  const leaveOf = async (id: string) => body(await inject(cast.admin, 'GET', `/api/leaves/${id}`)).data.leave;
  const inboxOf = async (who: Person) => body(await inject(who, 'GET', '/api/notifications?limit=20')).data.notifications as (NotificationDto & { message?: NotificationMessage })[];

  it('the push carries its own link and the actions Approve and Open; Approve’s POST decides once, via push, and the mail’s link is not spent by it', async () => {
    const leaveId = await apply(cast.empCse, '2026-12-09');
    const payload = await pushNumber(1);
    const token = payload.decision!.token;
    expect(payload).toMatchObject({
      title: 'Sample College leave',
      url: `/hod/applications?leave=${leaveId}`,
      decision: {
        page: `/decide/${token}`,
        actions: [
          { action: 'approve', title: 'Approve' },
          { action: 'open', title: 'Open' },
        ],
        approved: 'Approved. The applicant is told.',
      },
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mailed = await mailToken(1);
    expect(mailed).not.toBe(token);
    // Two links, each its own row: the HOD's, for this application at the version it was sent at.
    const [pushRow, mailRow] = [await linkRow(token), await linkRow(mailed)];
    expect(pushRow).toMatchObject({ person_id: cast.hodCse.user.id, leave_id: leaveId, stream_version: mailRow.stream_version, used_at: null });
    expect(pushRow.mail_id).not.toBe(mailRow.mail_id);
    expect(new Date(pushRow.expires_at).getTime() - new Date(pushRow.created_at).getTime()).toBe(72 * 3600_000);

    // Opening it changes nothing, however often.
    for (let i = 0; i < 3; i++) expect((await view(token)).statusCode).toBe(200);
    expect((await leaveOf(leaveId)).status).toBe('pending');

    const approved = await decide(token, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(body(approved).data.leave.status).toBe('hodApproved');
    const stored = await runtime.eventStore.readStream(`leave-${leaveId}`);
    expect(stored.map((e) => e.type)).toEqual(['LeaveApplied', 'LeaveHodApproved']);
    expect(stored[1]!.metadata).toMatchObject({ via: 'push', actor: { name: 'Hema Cse' } });
    const timeline = body(await inject(cast.admin, 'GET', `/api/leaves/${leaveId}/timeline`)).data;
    const decided = timeline.entries.map((entry: { event: { type: string; via?: string } }) => entry.event).find((event: { type: string }) => event.type === 'LeaveHodApproved');
    expect(decided.via).toBe('push');
    expect(auditSentence(decided, (day) => day)).toMatch(/^Hema Cse approved .+ as HOD.* from the phone's notification$/);

    // Once: the push's link is used; the mail's is not spent, but its application has moved on.
    const again = await decide(token, { decision: 'approve' });
    expect(again.statusCode).toBe(410);
    expect((await linkRow(mailed)).used_at).toBeNull();
    const mailAfter = await view(mailed);
    expect(mailAfter.statusCode).toBe(410);
    expect(body(mailAfter).message).toBe('Already approved by Hema Cse on 23 Nov at 17:30');
  });

  it('the mail’s link decides on its own while the push’s waits, and then the push’s answers 410 with who decided', async () => {
    const leaveId = await apply(cast.empCse2, '2026-12-10');
    const token = (await pushNumber(2)).decision!.token;
    const mailed = await mailToken(2);
    const refused = await decide(token, { decision: 'reject' });
    expect(refused.statusCode).toBe(400);
    // The HOD's link sent along by a signed-in admin still decides as the HOD, for nobody else.
    const rejected = await decide(mailed, { decision: 'reject', reason: 'Exams that week' }, cast.admin.headers);
    expect(rejected.statusCode).toBe(200);
    expect(body(rejected).data.leave.rejectedBy.name).toBe('Hema Cse');
    expect((await runtime.eventStore.readStream(`leave-${leaveId}`))[1]!.metadata.via).toBe('email-link');
    expect((await linkRow(token)).used_at).toBeNull();
    const late = await decide(token, { decision: 'approve' });
    expect(late.statusCode).toBe(410);
    expect(body(late).message).toBe('Already rejected by Hema Cse on 23 Nov at 17:30');
    expect((await leaveOf(leaveId)).status).toBe('rejected');
  });

  it('every link decision is a record in the approver’s own inbox, saying how it was taken, neither mailed nor pushed', async () => {
    const inbox = await inboxOf(cast.hodCse);
    const records = inbox.filter((entry) => entry.kind === 'decidedByLink');
    expect(records.map((entry) => entry.title)).toEqual([
      "You rejected Sita Cse's CL (December 10, 2026, 1 day) from the e-mail link",
      "You approved Ravi Cse's CL (December 9, 2026, 1 day) from the phone's notification",
    ]);
    expect(records[0]!.link).toMatch(/^\/hod\/applications\?leave=/);
    expect((await inboxOf(cast.admin)).filter((entry) => entry.kind === 'decidedByLink')).toEqual([]);
    // In the approver's language too (the web words the entry's facts).
    expect(notificationText(records[1]!.message!, 'te')).toBe('మీరు Ravi Cse యొక్క సాధారణ సెలవు (CL) (9 డిసెంబర్, 2026, 1 రోజు) దరఖాస్తును ఫోన్ నోటిఫికేషన్ నుండి ఆమోదించారు');
    // A record, not news: the approver is neither mailed nor pushed of their own decision.
    const ids = records.map((entry) => entry._id);
    expect(await runtime.database.db.selectFrom('outgoing_mail').select('id').where('id', 'in', ids).execute()).toEqual([]);
    expect(await runtime.database.db.selectFrom('push_deliveries').select('notification_id').where('notification_id', 'in', ids).execute()).toEqual([]);
    // A decision in the app leaves no record.
    const leaveId = await apply(cast.empCse, '2026-12-15');
    expect((await inject(cast.hodCse, 'POST', `/api/leaves/${leaveId}/decisions`, { decision: 'approve' })).statusCode).toBe(200);
    expect((await inboxOf(cast.hodCse)).filter((entry) => entry.kind === 'decidedByLink')).toHaveLength(2);
  });

  it("with the policy's decisionLinks false the next push has no link and no actions, and a push's link sent before answers 410", async () => {
    await apply(cast.empCse, '2026-12-11');
    const before = (await pushNumber(4)).decision!.token;
    const published = await inject(cast.admin, 'POST', '/api/policy/versions', { policy: { ...DEFAULT_POLICY, decisionLinks: false }, effectiveFrom: clock.today(), reason: 'Decide in the app only' });
    expect(published.statusCode).toBe(201);
    const gone = await decide(before, { decision: 'approve' });
    expect(gone.statusCode).toBe(410);
    expect(body(gone).message).toBe(DECISION_LINK_MESSAGES.off);

    const leaveId = await apply(cast.empCse2, '2026-12-14');
    const payload = await pushNumber(5);
    expect(payload).toEqual({ title: 'Sample College leave', body: expect.any(String), url: `/hod/applications?leave=${leaveId}` });
    expect(JSON.stringify(payload)).not.toContain('/decide/');
  });

  it('the OpenAPI description says what the link routes do, and why a GET never decides', async () => {
    const described = await runtime.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(described.statusCode).toBe(200);
    const paths = (JSON.parse(described.body) as { paths: Record<string, Record<string, { description?: string }>> }).paths;
    const route = Object.entries(paths).find(([path]) => path.startsWith('/api/decision-links/'))![1];
    expect(route.get!.description).toContain('A GET never decides, however often it is fetched: mail scanners open every link');
    expect(route.get!.description).toContain('72');
    expect(route.post!.description).toContain("via 'email-link' (a mail's link) or 'push'");
  });
});
