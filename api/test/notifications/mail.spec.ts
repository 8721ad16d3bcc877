import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMailJobId, SEND_NOTIFICATION_MAIL } from '@leave/core/jobs';
import type { Runtime } from '../../src/runtime';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, body, type Person } from '../fixtures';
import { eventually, startSmtpServer, type TestSmtpServer } from './smtp';

const APP_URL = 'https://leave.example.edu';
const clock = fixedClock('2026-11-23');

async function apply(runtime: Runtime, who: Person, date: string): Promise<string> {
  const answer = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType: 'cl', fromDate: date, toDate: date, reason: 'Family function at home' } });
  expect(answer.statusCode).toBe(201);
  return body(answer).data.leave.id as string;
}

async function decide(runtime: Runtime, who: Person, leaveId: string, payload: Record<string, string>) {
  expect((await runtime.app.inject({ method: 'PUT', url: `/api/leaves/${leaveId}/status`, headers: who.headers, payload })).statusCode).toBe(200);
}

/** The notification the event of a leave made for one person, from their inbox. */
async function newestNotificationOf(runtime: Runtime, who: Person) {
  return body(await runtime.app.inject({ method: 'GET', url: '/api/notifications?limit=1', headers: who.headers })).data.notifications[0] as { _id: string; kind: string; title: string };
}

async function mailRow(runtime: Runtime, id: string) {
  return runtime.database.db.selectFrom('outgoing_mail').selectAll().where('id', '=', id).executeTakeFirst();
}

describe('notification e-mails through a real SMTP server', () => {
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

  it('a decision sends exactly one mail to the applicant, with the right subject and a link into the app', async () => {
    const leaveId = await apply(runtime, cast.empCse, '2026-12-01');
    await decide(runtime, cast.hodCse, leaveId, { status: 'hodApproved' });
    const entry = await newestNotificationOf(runtime, cast.empCse);
    expect(entry.kind).toBe('applicationDecided');
    await eventually(() => mailRow(runtime, entry._id), (row) => row?.status === 'sent', 'the applicant’s mail');

    const mails = mailsTo('emp.cse@college.edu');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Sample College leave: Your CL (December 1, 2026, 1 day) was approved by HOD Hema Cse');
    expect(mails[0]!.raw).toMatch(/^From: Leave Office <leave@sample\.edu>$/m);
    expect(mails[0]!.body).toContain(`Open it: ${APP_URL}/employee/history?leave=`);
    expect(mails[0]!.body).toContain(`<a href="${APP_URL}/employee/history?leave=`);
    expect(mails[0]!.body).toContain('Dear Ravi Cse,');
    // The HOD heard of the application, by mail too.
    await eventually(() => mailsTo('hod.cse@college.edu').length, (n) => n === 1, 'the HOD’s mail');
    // And the admin, of the application waiting for the final approval.
    await eventually(() => mailsTo('admin@college.edu').length, (n) => n === 1, 'the admin’s mail');
  });

  it('a job run again for the same notification sends no second mail', async () => {
    const entry = await newestNotificationOf(runtime, cast.empCse);
    const before = smtp.received.length;
    const again = await runtime.jobs.enqueueAndWait(SEND_NOTIFICATION_MAIL, { notificationIds: [entry._id] }, { jobId: `${notificationMailJobId(entry._id)}-again`, timeoutMs: 30_000 });
    expect(again).toMatchObject({ state: 'completed', result: { status: 'already' } });
    const same = await runtime.jobs.enqueueAndWait(SEND_NOTIFICATION_MAIL, { notificationIds: [entry._id] }, { jobId: notificationMailJobId(entry._id), timeoutMs: 30_000 });
    expect(same.state).toBe('completed');
    expect(smtp.received.length).toBe(before);
    expect(mailsTo('emp.cse@college.edu')).toHaveLength(1);
  });

  it('sends nothing of a kind the person turned off in their preferences, and keeps the inbox entry', async () => {
    const saved = await runtime.app.inject({ method: 'PUT', url: '/api/users/me/notification-preferences', headers: cast.empCse2.headers, payload: { email: { applicationDecided: false } } });
    expect(saved.statusCode).toBe(200);
    expect(body(saved).data.email).toMatchObject({ applicationDecided: false, applicationWaiting: true });
    const leaveId = await apply(runtime, cast.empCse2, '2026-12-02');
    await decide(runtime, cast.hodCse, leaveId, { status: 'rejected', rejectionReason: 'Exams that week' });
    const entry = await newestNotificationOf(runtime, cast.empCse2);
    expect(entry.title).toContain('was rejected by Hema Cse: Exams that week');
    const outcome = await runtime.jobs.enqueueAndWait(SEND_NOTIFICATION_MAIL, { notificationIds: [entry._id] }, { jobId: notificationMailJobId(entry._id), timeoutMs: 30_000 });
    expect(outcome).toMatchObject({ state: 'completed', result: { status: 'skipped' } });
    expect(mailsTo('emp2.cse@college.edu')).toEqual([]);
    expect(await mailRow(runtime, entry._id)).toBeUndefined();
  });

  it('reads and refuses preferences as the contract says', async () => {
    const read = await runtime.app.inject({ method: 'GET', url: '/api/users/me/notification-preferences', headers: cast.empCse2.headers });
    expect(body(read).data.email).toEqual({ applicationDecided: false, applicationWaiting: true, cancellationToDecide: true, cancellationDecided: true, importFinished: true, approvalsReminder: true, classToTake: true, classDeclined: true });
    for (const payload of [{}, { email: { nope: true } }, { email: { applicationDecided: 'no' } }, { email: {}, extra: 1 }]) {
      expect((await runtime.app.inject({ method: 'PUT', url: '/api/users/me/notification-preferences', headers: cast.empCse2.headers, payload })).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await runtime.app.inject({ method: 'GET', url: '/api/users/me/notification-preferences' })).statusCode).toBe(401);
  });
});

describe('a mail server that refuses every message', () => {
  let smtp: TestSmtpServer;
  let runtime: Runtime;
  let cast: Awaited<ReturnType<typeof addCast>>;

  beforeAll(async () => {
    smtp = await startSmtpServer({ refuse: true });
    runtime = await startTestRuntime({ clock, workers: true, env: { SMTP_URL: smtp.url, APP_URL } });
    cast = await addCast(runtime);
  });
  afterAll(async () => {
    await runtime.close();
    await smtp.close();
  });

  it('makes the job try again, then shows the failure on the admin’s Outgoing mail, and the inbox keeps the notification', async () => {
    const leaveId = await apply(runtime, cast.empCse, '2026-12-03');
    await decide(runtime, cast.hodCse, leaveId, { status: 'hodApproved' });
    const entry = await newestNotificationOf(runtime, cast.empCse);
    expect(entry.kind).toBe('applicationDecided');

    const failed = await eventually(() => mailRow(runtime, entry._id), (row) => row?.status === 'failed', 'the failed mail');
    expect(failed!.attempts).toBe(3);
    expect(failed!.last_error).toMatch(/reply 550/);
    expect(failed!.last_error).not.toContain('@');

    const screen = body(await runtime.app.inject({ method: 'GET', url: '/api/outgoing-mail?limit=25', headers: cast.admin.headers })).data;
    const shown = screen.mails.find((mail: { _id: string }) => mail._id === entry._id);
    expect(shown).toMatchObject({ status: 'failed', attempts: 3, to: 'emp.cse@college.edu', recipientName: 'Ravi Cse' });
    expect(shown.lastError).toMatch(/refused or could not be reached/);
    expect(smtp.received).toEqual([]);
    expect(await newestNotificationOf(runtime, cast.empCse)).toMatchObject({ _id: entry._id, title: entry.title });
    expect((await runtime.app.inject({ method: 'GET', url: '/api/outgoing-mail', headers: cast.empCse.headers })).statusCode).toBe(403);
  });
});

describe('without SMTP_URL', () => {
  let runtime: Runtime;
  let cast: Awaited<ReturnType<typeof addCast>>;

  beforeAll(async () => {
    runtime = await startTestRuntime({ clock, workers: true, env: { APP_URL } });
    cast = await addCast(runtime);
  });
  afterAll(() => runtime.close());

  it('sends nothing and shows the would-be mails to the admin, paged, newest first', async () => {
    const leaveId = await apply(runtime, cast.empCse, '2026-12-04');
    await decide(runtime, cast.hodCse, leaveId, { status: 'hodApproved' });
    const entry = await newestNotificationOf(runtime, cast.empCse);
    await eventually(() => mailRow(runtime, entry._id), (row) => row?.status === 'held', 'the held mail');
    await eventually(() => runtime.database.db.selectFrom('outgoing_mail').select('id').execute(), (rows) => rows.length === 3, 'three held mails (HOD, applicant, admin)');
    const first = body(await runtime.app.inject({ method: 'GET', url: '/api/outgoing-mail?limit=2&offset=0', headers: cast.admin.headers })).data;
    const second = body(await runtime.app.inject({ method: 'GET', url: '/api/outgoing-mail?limit=2&offset=2', headers: cast.admin.headers })).data;
    expect(first.total).toBe(3);
    expect(first.mails).toHaveLength(2);
    expect(second.mails).toHaveLength(1);
    const held = [...first.mails, ...second.mails].find((mail: { _id: string }) => mail._id === entry._id);
    expect(held).toMatchObject({ status: 'held', attempts: 0, subject: 'The College leave: Your CL (December 4, 2026, 1 day) was approved by HOD Hema Cse' });
    expect(held.text).toContain(`${APP_URL}/employee/history`);
  });
});
