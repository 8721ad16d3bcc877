import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_SENDING_LEASE_MINUTES, SWEEP_NOTIFICATION_MAILS, type SweepNotificationMailsResult } from '@leave/core/jobs';
import type { Runtime } from '../../src/runtime';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast } from '../fixtures';
import { commitWithoutQueuing, sweep as sweepWith } from './lost-queuing';
import { eventually, startSmtpServer, type TestSmtpServer } from './smtp';

const clock = fixedClock('2026-11-23');

const sweep = (runtime: Runtime): Promise<SweepNotificationMailsResult> => sweepWith(runtime, SWEEP_NOTIFICATION_MAILS);

describe('the sweep of notification mails never queued', () => {
  let smtp: TestSmtpServer;
  let runtime: Runtime;
  let cast: Awaited<ReturnType<typeof addCast>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    runtime = await startTestRuntime({ clock, workers: true, env: { SMTP_URL: smtp.url, APP_URL: 'https://leave.example.edu', COLLEGE_NAME: 'Sample College' } });
    cast = await addCast(runtime);
  });
  afterAll(async () => {
    await runtime.close();
    await smtp.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const mailRow = (id: string) => runtime.database.db.selectFrom('outgoing_mail').selectAll().where('id', '=', id).executeTakeFirst();

  it('mails a notification committed without its mail job exactly once, and a second sweep sends nothing again', async () => {
    const id = await commitWithoutQueuing(runtime, cast.admin, 'staff-a.xlsx');
    // The inbox has it; nothing was queued, so nothing is on its way.
    expect(await runtime.database.db.selectFrom('notifications').select('kind').where('id', '=', id).executeTakeFirst()).toEqual({ kind: 'importFinished' });
    expect(await mailRow(id)).toBeUndefined();

    expect(await sweep(runtime)).toEqual({ unsent: 1, queued: 1 });
    await eventually(() => mailRow(id), (row) => row?.status === 'sent', 'the swept mail');
    const mails = mailsTo('admin@college.edu');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Sample College leave: The Excel import of staff-a.xlsx finished: 3 imported, 0 rows with errors, 0 already present');

    expect(await sweep(runtime)).toEqual({ unsent: 0, queued: 0 });
    expect(mailsTo('admin@college.edu')).toHaveLength(1);
  });

  it('sweeps racing each other send one mail, and leave alone a kind the person does not want by e-mail', async () => {
    const wanted = await commitWithoutQueuing(runtime, cast.admin, 'staff-b.xlsx');
    const saved = await runtime.app.inject({ method: 'PUT', url: '/api/users/me/notification-preferences', headers: cast.hodCse.headers, payload: { email: { importFinished: false } } });
    expect(saved.statusCode).toBe(200);
    const unwanted = await commitWithoutQueuing(runtime, cast.hodCse, 'staff-c.xlsx');

    const results = await Promise.all([sweep(runtime), sweep(runtime), sweep(runtime)]);
    // Each sweep saw the two entries without mail (or fewer, once the first mail was written) and queued only the wanted one.
    for (const result of results) expect(result.queued).toBeLessThanOrEqual(1);
    await eventually(() => mailRow(wanted), (row) => row?.status === 'sent', 'the swept mail');
    expect(await sweep(runtime)).toEqual({ unsent: 1, queued: 0 });

    expect(mailsTo('admin@college.edu').filter((mail) => mail.subject.includes('staff-b.xlsx'))).toHaveLength(1);
    expect(mailsTo('hod.cse@college.edu')).toEqual([]);
    expect(await mailRow(unwanted)).toBeUndefined();
  });

  it('a sweep racing the normal path after a commit sends one mail', async () => {
    const [applied] = await Promise.all([
      runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: cast.empEce.headers, payload: { leaveType: 'cl', fromDate: '2026-12-01', toDate: '2026-12-01', reason: 'Family function at home' } }),
      sweep(runtime),
      sweep(runtime),
    ]);
    expect(applied.statusCode).toBe(201);
    // Once more after the commit, while the normal path's job may still be waiting or running.
    await sweep(runtime);
    const entry = (await runtime.database.db.selectFrom('notifications').select('id').where('recipient_id', '=', cast.hodEce.user.id).execute()).at(-1)!;
    await eventually(() => mailRow(entry.id), (row) => row?.status === 'sent', 'the HOD’s mail');
    await sweep(runtime);
    expect(mailsTo('hod.ece@college.edu')).toHaveLength(1);
    expect(smtp.offered).toBe(smtp.received.length);
  });

  it("queues again a mail left 'sending' past the lease by a run that stopped, sends it once, and leaves one still in flight alone", async () => {
    const abandoned = await commitWithoutQueuing(runtime, cast.admin, 'staff-d.xlsx');
    const inFlight = await commitWithoutQueuing(runtime, cast.admin, 'staff-e.xlsx');
    // The rows a run writes before it talks to the SMTP server; it stopped before its update.
    const row = (id: string, minutesAgo: number) => ({
      id,
      recipient_id: cast.admin.user.id,
      recipient_name: 'Admin',
      to_address: 'admin@college.edu',
      kind: 'importFinished',
      subject: 'written by the run that stopped',
      text_body: 'text',
      html_body: '<p>text</p>',
      status: 'sending' as const,
      attempts: 1,
      updated_at: new Date(Date.now() - minutesAgo * 60_000),
    });
    await runtime.database.db.insertInto('outgoing_mail').values([row(abandoned, MAIL_SENDING_LEASE_MINUTES + 5), row(inFlight, 1)]).execute();

    // (The entry of the kind the HOD turned off, above, stays unsent.)
    expect(await sweep(runtime)).toEqual({ unsent: 1, queued: 0, abandoned: 1 });
    await eventually(() => mailRow(abandoned), (found) => found?.status === 'sent', 'the abandoned mail');
    const mails = mailsTo('admin@college.edu').filter((mail) => mail.subject.includes('staff-d.xlsx'));
    expect(mails).toHaveLength(1);
    expect((await mailRow(abandoned))!.attempts).toBe(2);

    // Sent now: a later sweep leaves it; the one still in its lease is neither queued nor sent.
    expect(await sweep(runtime)).toEqual({ unsent: 1, queued: 0 });
    expect(mailsTo('admin@college.edu').filter((mail) => mail.subject.includes('staff-d.xlsx'))).toHaveLength(1);
    expect(mailsTo('admin@college.edu').filter((mail) => mail.subject.includes('staff-e.xlsx'))).toEqual([]);
    expect((await mailRow(inFlight))!.status).toBe('sending');
  });
});
