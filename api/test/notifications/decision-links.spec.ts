// Issue 44: deciding from the e-mail. The 'waiting for your decision' mail (a real SMTP server here) carries
// the approver's own Approve, Reject and Open links; the link read out of the mail shows the application
// however often it is opened and decides once, as its person, through the portal's command path.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSentence, DECISION_LINK_MESSAGES, DEFAULT_POLICY } from '@leave/domain';
import { decisionLinkHash } from '@leave/core/notifications';
import { notificationMailJobId, SEND_NOTIFICATION_MAIL } from '@leave/core/jobs';
import type { Runtime } from '../../src/runtime';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import { eventually, startSmtpServer, type TestSmtpServer } from './smtp';

const APP_URL = 'https://leave.example.edu';
const clock = fixedClock('2026-11-23');
const LINK = /https:\/\/leave\.example\.edu\/decide\/([A-Za-z0-9_-]+)(\?decision=(approve|reject))?/g;

describe('deciding from the e-mail link', () => {
  let smtp: TestSmtpServer;
  let runtime: Runtime;
  let cast: Awaited<ReturnType<typeof addCast>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    runtime = await startTestRuntime({ clock, workers: true, env: { SMTP_URL: smtp.url, APP_URL, COLLEGE_NAME: 'Sample College', MAIL_FROM: 'Leave Office <leave@sample.edu>' } });
    cast = await addCast(runtime);
  });
  afterAll(async () => {
    await runtime.close();
    await smtp.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  async function apply(who: Person, date: string): Promise<string> {
    const answer = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType: 'cl', fromDate: date, toDate: date, reason: 'Family function at home' } });
    expect(answer.statusCode).toBe(201);
    return body(answer).data.leave.id as string;
  }
  /** The secret of the links in the `n`th mail to an address, waiting for it; the three links checked. */
  async function linkOf(address: string, n: number): Promise<string> {
    const mails = await eventually(() => mailsTo(address), (list) => list.length >= n, `mail ${n} to ${address}`);
    const matches = [...mails[n - 1]!.body.matchAll(LINK)];
    const secrets = new Set(matches.map((match) => match[1]!));
    expect(secrets.size).toBe(1);
    expect(new Set(matches.map((match) => match[3] ?? 'open'))).toEqual(new Set(['approve', 'reject', 'open']));
    return [...secrets][0]!;
  }
  const view = (token: string) => runtime.app.inject({ method: 'GET', url: `/api/decision-links/${token}` });
  const decide = (token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    runtime.app.inject({ method: 'POST', url: `/api/decision-links/${token}`, payload, headers });
  const leaveOf = async (id: string) => body(await runtime.app.inject({ method: 'GET', url: `/api/leaves/${id}`, headers: cast.admin.headers })).data.leave;
  const eventsOf = async (id: string) => body(await runtime.app.inject({ method: 'GET', url: `/api/leaves/${id}/events`, headers: cast.admin.headers })).data.events as { type: string; actor: { name: string } }[];

  it('the link read out of the mail shows the application ten times and changes nothing, then decides once', async () => {
    const leaveId = await apply(cast.empCse, '2026-12-01');
    const token = await linkOf('hod.cse@college.edu', 1);
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Only the hash is kept; the copy on 'Outgoing mail' has no link in it.
    const row = await runtime.database.db.selectFrom('decision_links').selectAll().where('token_hash', '=', decisionLinkHash(token)).executeTakeFirstOrThrow();
    expect(row.leave_id).toBe(leaveId);
    expect(row.person_id).toBe(cast.hodCse.user.id);
    const kept = await runtime.database.db.selectFrom('outgoing_mail').select(['text_body', 'html_body']).where('recipient_id', '=', cast.hodCse.user.id).execute();
    for (const copy of kept) expect(`${copy.text_body}${copy.html_body}`).not.toContain(token);

    const before = await leaveOf(leaveId);
    for (let i = 0; i < 10; i++) {
      const shown = await view(token);
      expect(shown.statusCode).toBe(200);
      const data = body(shown).data;
      expect(data.leave.id).toBe(leaveId);
      expect(data.leave.employee.name).toBe('Ravi Cse');
      expect(data.leave.reason).toBe('Family function at home');
      expect(data.approver.name).toBe('Hema Cse');
      expect(data.allowed).toEqual(['approve', 'reject']);
      expect(data.balance.leaveType).toBe('cl');
      expect(shown.headers['cache-control']).toBe('no-store');
    }
    const after = await leaveOf(leaveId);
    expect(after.status).toBe('pending');
    expect(after.version).toBe(before.version);
    expect(await eventsOf(leaveId)).toHaveLength(1);

    // A rejection without a reason is refused as in the app, and the link stays usable.
    const refused = await decide(token, { decision: 'reject' });
    expect(refused.statusCode).toBe(400);
    expect((await leaveOf(leaveId)).status).toBe('pending');

    // A signed-in employee sending the HOD's link decides nothing as themselves: the decision is the HOD's.
    const approved = await decide(token, { decision: 'approve' }, cast.empCse.headers);
    expect(approved.statusCode).toBe(200);
    expect(body(approved).data.leave.status).toBe('hodApproved');
    const events = await eventsOf(leaveId);
    expect(events.map((e) => e.type)).toEqual(['LeaveApplied', 'LeaveHodApproved']);
    expect(events[1]!.actor.name).toBe('Hema Cse');
    const stored = await runtime.eventStore.readStream(`leave-${leaveId}`);
    expect(stored[1]!.metadata.via).toBe('email-link');
    // The auditor's trail says how it was decided.
    const timeline = body(await runtime.app.inject({ method: 'GET', url: `/api/leaves/${leaveId}/timeline`, headers: cast.admin.headers })).data;
    const decided = timeline.entries.map((entry: { event: { type: string; via?: string } }) => entry.event).find((event: { type: string }) => event.type === 'LeaveHodApproved');
    expect(decided.via).toBe('email-link');
    expect(auditSentence(decided, (day) => day)).toMatch(/^Hema Cse approved .+ as HOD.* from the e-mail link$/);

    const again = await decide(token, { decision: 'approve' });
    expect(again.statusCode).toBe(410);
    const shownAfter = await view(token);
    expect(shownAfter.statusCode).toBe(410);
    expect(body(shownAfter).message).toBe('Already approved by Hema Cse on 23 Nov at 17:30');
  });

  it("the admin's link from the next mail decides as the admin, and only that application", async () => {
    const token = await linkOf('admin@college.edu', 1);
    const link = await runtime.database.db.selectFrom('decision_links').selectAll().where('token_hash', '=', decisionLinkHash(token)).executeTakeFirstOrThrow();
    expect(link.person_id).toBe(cast.admin.user.id);
    // A secret one character off is nobody's link.
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await view(wrong)).statusCode).toBe(404);
    expect((await decide(wrong, { decision: 'approve' })).statusCode).toBe(404);
    const approved = await decide(token, { decision: 'reject', reason: 'Exams that week' });
    expect(approved.statusCode).toBe(200);
    const leave = await leaveOf(link.leave_id);
    expect(leave.status).toBe('rejected');
    expect(leave.rejectedBy.name).toBe(cast.admin.user.name);
  });

  it('a link whose application was decided in the app answers 410 with who decided', async () => {
    const leaveId = await apply(cast.empCse2, '2026-12-02');
    const token = await linkOf('hod.cse@college.edu', 2);
    const inApp = await runtime.app.inject({ method: 'POST', url: `/api/leaves/${leaveId}/decisions`, headers: cast.hodCse.headers, payload: { decision: 'approve' } });
    expect(inApp.statusCode).toBe(200);
    const shown = await view(token);
    expect(shown.statusCode).toBe(410);
    expect(body(shown).message).toBe('Already approved by Hema Cse on 23 Nov at 17:30');
    const posted = await decide(token, { decision: 'reject', reason: 'Too late' });
    expect(posted.statusCode).toBe(410);
    expect((await leaveOf(leaveId)).status).toBe('hodApproved');
  });

  it('an expired link answers 410 and decides nothing', async () => {
    const leaveId = await apply(cast.empCse, '2026-12-03');
    const token = await linkOf('hod.cse@college.edu', 3);
    expect((await view(token)).statusCode).toBe(200);
    clock.advance(3);
    try {
      const shown = await view(token);
      expect(shown.statusCode).toBe(410);
      expect(body(shown).message).toBe(DECISION_LINK_MESSAGES.expired);
      expect((await decide(token, { decision: 'approve' })).statusCode).toBe(410);
      expect((await leaveOf(leaveId)).status).toBe('pending');
    } finally {
      clock.advance(-3);
    }
  });

  it('a malformed secret is a 400, and no secret is in any stored event', async () => {
    expect((await view('short')).statusCode).toBe(400);
    expect((await decide('x'.repeat(80), { decision: 'approve' })).statusCode).toBe(400);
    const rows = await runtime.database.db.selectFrom('decision_links').select('token_hash').execute();
    const events = await runtime.database.db.selectFrom('events').select(['data', 'metadata']).execute();
    const text = JSON.stringify(events);
    for (const row of rows) expect(text).not.toContain(row.token_hash);
  });

  it("the policy's decisionLinks: false refuses the links sent and sends the next mails without them", async () => {
    const leaveId = await apply(cast.empCse, '2026-12-04');
    const token = await linkOf('hod.cse@college.edu', 4);
    expect((await view(token)).statusCode).toBe(200);
    const published = await runtime.app.inject({
      method: 'POST',
      url: '/api/policy/versions',
      headers: cast.admin.headers,
      payload: { policy: { ...DEFAULT_POLICY, decisionLinks: false }, effectiveFrom: clock.today(), reason: 'Decide in the app only' },
    });
    expect(published.statusCode).toBe(201);
    const shown = await view(token);
    expect(shown.statusCode).toBe(410);
    expect(body(shown).message).toBe(DECISION_LINK_MESSAGES.off);
    expect((await decide(token, { decision: 'approve' })).statusCode).toBe(410);
    expect((await leaveOf(leaveId)).status).toBe('pending');

    await apply(cast.empCse2, '2026-12-07');
    const mails = await eventually(() => mailsTo('hod.cse@college.edu'), (list) => list.length >= 5, 'the fifth mail');
    expect(mails[4]!.body).toContain('Sita Cse');
    expect(mails[4]!.body).not.toContain('/decide/');
  });

  it('guessing tokens from one address is stopped after 20 unknown ones', async () => {
    const guess = (n: number) => runtime.app.inject({ method: 'GET', url: `/api/decision-links/${String(n).padStart(43, 'g')}`, remoteAddress: '10.44.0.1' });
    for (let n = 0; n < 20; n++) expect((await guess(n)).statusCode).toBe(404);
    const blocked = await guess(20);
    expect(blocked.statusCode).toBe(429);
    // Another address is not held back.
    expect((await runtime.app.inject({ method: 'GET', url: `/api/decision-links/${'h'.repeat(43)}`, remoteAddress: '10.44.0.2' })).statusCode).toBe(404);
  });

  it('the mail job run again for a sent mail makes no second link', async () => {
    const [first] = await runtime.database.db.selectFrom('decision_links').selectAll().where('person_id', '=', cast.hodCse.user.id).orderBy('created_at').limit(1).execute();
    const mailsBefore = mailsTo('hod.cse@college.edu').length;
    await runtime.jobs.enqueueAndWait(SEND_NOTIFICATION_MAIL, { notificationIds: [first!.mail_id] }, { jobId: `${notificationMailJobId(first!.mail_id)}-again`, timeoutMs: 30_000 });
    const rows = await runtime.database.db.selectFrom('decision_links').selectAll().where('mail_id', '=', first!.mail_id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(first!.token_hash);
    expect(mailsTo('hod.cse@college.edu')).toHaveLength(mailsBefore);
  });
});
