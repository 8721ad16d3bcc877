// Issue 24: the mails of a commit's inbox entries go in one job (one read, one write for them all). Several
// entries in one job each get their mail once; a refused address fails its own mail only (the others are
// sent once, not again on the job's retries); the same batch run again sends nothing twice.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMailJobId, SEND_NOTIFICATION_MAIL } from '@leave/core/jobs';
import type { Runtime } from '../../src/runtime';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast } from '../fixtures';
import { commitWithoutQueuing } from './lost-queuing';
import { eventually, startSmtpServer, type TestSmtpServer } from './smtp';

const clock = fixedClock('2026-11-23');
const REFUSED = 'emp2.cse@college.edu';

describe('a batch of notification mails in one job', () => {
  let smtp: TestSmtpServer;
  let runtime: Runtime;
  let cast: Awaited<ReturnType<typeof addCast>>;

  beforeAll(async () => {
    smtp = await startSmtpServer({ refuseTo: REFUSED });
    runtime = await startTestRuntime({ clock, workers: true, env: { SMTP_URL: smtp.url, APP_URL: 'https://leave.example.edu', COLLEGE_NAME: 'Sample College' } });
    cast = await addCast(runtime);
  });
  afterAll(async () => {
    await runtime.close();
    await smtp.close();
  });

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const mailRow = (id: string) => runtime.database.db.selectFrom('outgoing_mail').selectAll().where('id', '=', id).executeTakeFirst();

  it('sends each entry of the batch once, and the batch run again sends nothing', async () => {
    const ids = [await commitWithoutQueuing(runtime, cast.admin, 'batch-a.xlsx'), await commitWithoutQueuing(runtime, cast.hodCse, 'batch-b.xlsx'), await commitWithoutQueuing(runtime, cast.empCse, 'batch-c.xlsx')];
    const outcome = await runtime.jobs.enqueueAndWait(SEND_NOTIFICATION_MAIL, { notificationIds: ids }, { jobId: notificationMailJobId(ids), timeoutMs: 30_000 });
    expect(outcome).toMatchObject({ state: 'completed', result: { status: 'sent', entries: Object.fromEntries(ids.map((id) => [id, 'sent'])) } });
    for (const id of ids) expect(await mailRow(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    for (const address of ['admin@college.edu', 'hod.cse@college.edu', 'emp.cse@college.edu']) expect(mailsTo(address)).toHaveLength(1);

    // Again, under another job id, with an entry of its own: only that one goes.
    const more = await commitWithoutQueuing(runtime, cast.hodEce, 'batch-d.xlsx');
    const again = await runtime.jobs.enqueueAndWait(SEND_NOTIFICATION_MAIL, { notificationIds: [...ids, more] }, { jobId: `${notificationMailJobId(ids)}-again`, timeoutMs: 30_000 });
    expect(again).toMatchObject({ state: 'completed', result: { status: 'mixed', entries: { ...Object.fromEntries(ids.map((id) => [id, 'already'])), [more]: 'sent' } } });
    for (const address of ['admin@college.edu', 'hod.cse@college.edu', 'emp.cse@college.edu', 'hod.ece@college.edu']) expect(mailsTo(address)).toHaveLength(1);
  });

  it('a refused address fails its own mail after the last attempt; the others of the batch go once', async () => {
    const refused = await commitWithoutQueuing(runtime, cast.empCse2, 'batch-e.xlsx');
    const fine = await commitWithoutQueuing(runtime, cast.empEce, 'batch-f.xlsx');
    await runtime.jobs.enqueue(SEND_NOTIFICATION_MAIL, { notificationIds: [refused, fine] }, { jobId: notificationMailJobId([refused, fine]) });

    const failed = await eventually(() => mailRow(refused), (row) => row?.status === 'failed', 'the refused mail');
    expect(failed).toMatchObject({ attempts: 3, last_error: expect.stringMatching(/refused or could not be reached/) });
    expect(failed!.last_error).not.toContain('@');
    expect(await mailRow(fine)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    // Sent on the first attempt and never again on the retries of the refused one.
    expect(mailsTo('emp.ece@college.edu')).toHaveLength(1);
    expect(mailsTo(REFUSED)).toEqual([]);
  });
});
