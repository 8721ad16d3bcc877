import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_REMINDERS, type ApprovalRemindersResult } from '@leave/core/jobs';
import type { Runtime } from '../../src/runtime';
import { fixedClock, startTestRuntime } from '../helper';
import { addCast, addPerson, body, CSE, type Person } from '../fixtures';
import { eventually } from './smtp';

describe('daily reminders of applications waiting too long (REMINDER_AFTER_DAYS 2)', () => {
  // Monday 2026-11-23.
  const clock = fixedClock('2026-11-23');
  let runtime: Runtime;
  let cast: Awaited<ReturnType<typeof addCast>>;
  let friday: Person;
  let runs = 0;
  const ids: Record<string, string> = {};

  const apply = async (who: Person, date: string) => {
    const answer = await runtime.app.inject({ method: 'POST', url: '/api/leaves', headers: who.headers, payload: { leaveType: 'cl', fromDate: date, toDate: date, reason: 'Family function at home' } });
    expect(answer.statusCode).toBe(201);
    return body(answer).data.leave.id as string;
  };
  const remindToday = async (): Promise<ApprovalRemindersResult> => {
    const outcome = await runtime.jobs.enqueueAndWait(APPROVAL_REMINDERS, {}, { jobId: `reminders-test-${++runs}`, timeoutMs: 30_000 });
    if (outcome.state !== 'completed') throw new Error('the reminders did not finish');
    return outcome.result;
  };
  const remindersOf = async (who: Person) => {
    const inbox = body(await runtime.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: who.headers })).data;
    return inbox.notifications.filter((n: { kind: string }) => n.kind === 'approvalsReminder') as { _id: string; title: string; link: string }[];
  };
  const reminderEvents = async () =>
    (await runtime.database.db.selectFrom('events').select(['stream_id', 'data']).where('type', '=', 'ApprovalsReminderSent').orderBy('global_position').execute()).map((e) => ({
      stream: e.stream_id,
      data: e.data as { approverId: string; leaves: { leaveId: string; waitingSince: string }[] },
    }));

  beforeAll(async () => {
    runtime = await startTestRuntime({ clock, workers: true, env: { REMINDER_AFTER_DAYS: '2' } });
    cast = await addCast(runtime);
    friday = await addPerson(runtime, { name: 'Fatima Cse', email: 'fatima.cse@college.edu', role: 'employee', department: CSE });
    // Friday 2026-11-20: an application that waits over a weekend.
    clock.set('2026-11-20');
    ids.friday = await apply(friday, '2026-12-10');
    // Monday: one for the HOD, one the HOD approves on Monday (it then waits for the admin).
    clock.set('2026-11-23');
    ids.monday = await apply(cast.empCse, '2026-12-11');
    ids.forAdmin = await apply(cast.empCse2, '2026-12-14');
    expect((await runtime.app.inject({ method: 'PUT', url: `/api/leaves/${ids.forAdmin}/status`, headers: cast.hodCse.headers, payload: { status: 'hodApproved' } })).statusCode).toBe(200);
    // Wednesday: one too recent to remind of.
    clock.set('2026-11-25');
    ids.wednesday = await apply(cast.empCse, '2026-12-15');
  });
  afterAll(() => runtime.close());

  it('on Tuesday nothing has waited more than 2 working days (the weekend does not count): nothing is sent', async () => {
    clock.set('2026-11-24');
    expect(await remindToday()).toEqual({ date: '2026-11-24', workingDay: true, reminders: 0 });
    expect(await remindersOf(cast.hodCse)).toEqual([]);
  });

  it("on Thursday the HOD's digest lists exactly the applications over the threshold, and the admin gets one for the HOD-approved one", async () => {
    clock.set('2026-11-26');
    expect(await remindToday()).toEqual({ date: '2026-11-26', workingDay: true, reminders: 2 });
    const events = await reminderEvents();
    const hodDigest = events.find((e) => e.data.approverId === cast.hodCse.user.id)!;
    expect(hodDigest.stream).toBe(`reminder-${cast.hodCse.user.id}-2026-11-26`);
    // Friday's waited Mon-Thu (4), Monday's Tue-Thu (3); Wednesday's only 1.
    expect(hodDigest.data.leaves.map((l) => l.leaveId)).toEqual([ids.friday, ids.monday]);
    expect(hodDigest.data.leaves[0]!.waitingSince).toBe('2026-11-20');
    const adminDigest = events.find((e) => e.data.approverId === cast.admin.user.id)!;
    expect(adminDigest.data.leaves.map((l) => l.leaveId)).toEqual([ids.forAdmin]);
    expect(events.filter((e) => e.data.approverId === cast.hodEce.user.id)).toEqual([]);

    const [reminder] = await remindersOf(cast.hodCse);
    expect(reminder).toMatchObject({ title: '2 applications have been waiting for your decision for more than 2 working days', link: '/hod/applications' });
    expect(await remindersOf(cast.admin)).toEqual([expect.objectContaining({ link: '/admin/applications' })]);
    expect(await remindersOf(cast.hodEce)).toEqual([]);
    // The digest goes by e-mail too (held here: SMTP_URL is unset), listing the applications.
    const mail = await eventually(
      () => runtime.database.db.selectFrom('outgoing_mail').selectAll().where('id', '=', reminder!._id).executeTakeFirst(),
      (row) => row !== undefined,
      'the digest’s mail',
    );
    expect(mail!.text_body).toContain('- Fatima Cse: CL 2026-12-10, waiting since 2026-11-20');
    expect(mail!.text_body).toContain('- Ravi Cse: CL 2026-12-11, waiting since 2026-11-23');
  });

  it('running again the same day sends nothing twice', async () => {
    expect(await remindToday()).toEqual({ date: '2026-11-26', workingDay: true, reminders: 0 });
    expect(await remindToday()).toMatchObject({ reminders: 0 });
    expect(await remindersOf(cast.hodCse)).toHaveLength(1);
    expect(await reminderEvents()).toHaveLength(2);
  });

  it('on a Saturday nothing is sent; the next working day reminds again', async () => {
    clock.set('2026-11-28');
    expect(await remindToday()).toEqual({ date: '2026-11-28', workingDay: false, reminders: 0 });
    clock.set('2026-11-30');
    expect((await remindToday()).reminders).toBe(2);
    expect(await remindersOf(cast.hodCse)).toHaveLength(2);
  });

  it("leaves the college's holidays out of the count", async () => {
    // Applied on Thursday 2026-12-03; Friday the 4th is a holiday: by Tuesday the 8th it has waited Mon and Tue.
    clock.set('2026-12-03');
    const afterHoliday = await apply(cast.empCse2, '2026-12-21');
    const holiday = await runtime.app.inject({ method: 'POST', url: '/api/holidays', headers: cast.admin.headers, payload: { date: '2026-12-04', name: 'Founders Day' } });
    expect(holiday.statusCode).toBe(201);
    clock.set('2026-12-08');
    await remindToday();
    const digest = (await reminderEvents()).find((e) => e.stream === `reminder-${cast.hodCse.user.id}-2026-12-08`)!;
    expect(digest.data.leaves.map((l) => l.leaveId)).toEqual([ids.friday, ids.monday, ids.wednesday]);
    expect(digest.data.leaves.map((l) => l.leaveId)).not.toContain(afterHoliday);
    // On the holiday itself nothing is sent.
    clock.set('2026-12-04');
    expect(await remindToday()).toEqual({ date: '2026-12-04', workingDay: false, reminders: 0 });
  });
});
