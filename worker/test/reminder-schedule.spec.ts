import { describe, expect, it } from 'vitest';
import { APPROVAL_REMINDERS, type JobQueue } from '@leave/core/jobs';
import type { CalendarDate } from '@leave/domain';
import { startEmbeddedBackground } from '../src/schedule/in-process-schedule';
import { silentLog } from './support';

/** Polls until `check` holds (the schedule's timer runs every 20 ms here). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** A queue that only records what is queued: the schedule is under test, not the jobs. */
function recordingQueue(): JobQueue & { queued: { name: string; jobId: string | undefined }[] } {
  const queued: { name: string; jobId: string | undefined }[] = [];
  return {
    kind: 'in-process',
    queued,
    async enqueue(name, _data, options) {
      queued.push({ name, jobId: options?.jobId });
      return { jobId: options?.jobId ?? '' };
    },
    enqueueAndWait: () => Promise.reject(new Error('not used')),
    health: async () => 'ok',
    counts: async () => ({ waiting: 0, active: 0, delayed: 0, failed: 0 }),
    close: async () => undefined,
  };
}

describe('the embedded schedule of the daily reminders', () => {
  it('queues them once a day, from REMINDER_HOUR in APP_TIMEZONE on', async () => {
    // 08:00 in Kolkata on Thursday 2026-11-26 (02:30 UTC).
    let now = new Date('2026-11-26T02:30:00Z');
    const clock = { now: () => now, today: () => now.toISOString().slice(0, 10) as CalendarDate };
    const jobs = recordingQueue();
    const db = { selectFrom: () => ({ select: () => ({ where: () => ({ where: () => ({ execute: async () => [] }) }) }) }) } as never;
    const background = startEmbeddedBackground(jobs, { db, clock, log: silentLog }, { checkEveryMs: 20, reminders: { hour: 9, timeZone: 'Asia/Kolkata' } });
    await background.ready;
    const reminders = () => jobs.queued.filter((job) => job.name === APPROVAL_REMINDERS);
    expect(reminders()).toEqual([]);

    now = new Date('2026-11-26T03:45:00Z'); // 09:15 in Kolkata
    await until(() => reminders().length > 0);
    expect(reminders()).toEqual([{ name: APPROVAL_REMINDERS, jobId: 'daily-approval-reminders-2026-11-26' }]);

    now = new Date('2026-11-27T04:00:00Z');
    await until(() => reminders().length > 1);
    background.stop();
    expect(reminders().map((job) => job.jobId)).toEqual(['daily-approval-reminders-2026-11-26', 'daily-approval-reminders-2026-11-27']);
  });
});
