import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { APPROVAL_REMINDERS } from '@leave/core/jobs';
import { QUEUE_NAME, redisConnection } from '../src/queue/bullmq-queue';
import { scheduleDailyJobs } from '../src/schedule/bullmq-schedule';
import { startJobsTestRuntime, type JobsTestRuntime } from './support';

// BullMQ's job schedulers exist only on Redis: this file runs with the real services only.
describe('the daily reminders on BullMQ', () => {
  let t: JobsTestRuntime;
  beforeAll(async () => {
    t = await startJobsTestRuntime();
  });
  afterAll(() => t.close());

  it('are a job scheduler at REMINDER_HOUR on Monday to Friday in APP_TIMEZONE, registered once however often workers start', async () => {
    const { redisUrl, redisPrefix } = t.deps.config;
    await scheduleDailyJobs(redisUrl!, redisPrefix, 'Asia/Kolkata', { hour: 9 });
    await scheduleDailyJobs(redisUrl!, redisPrefix, 'Asia/Kolkata', { hour: 9 });
    const connection = redisConnection(redisUrl!);
    const queue = new Queue(QUEUE_NAME, { connection, prefix: redisPrefix });
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => s.key).sort()).toEqual(['daily-approval-reminders', 'daily-balance-accruals']);
      expect(schedulers.find((s) => s.key === 'daily-approval-reminders')).toMatchObject({ name: APPROVAL_REMINDERS, pattern: '0 9 * * 1-5', tz: 'Asia/Kolkata' });
      for (const s of schedulers) await queue.removeJobScheduler(s.key);
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });
});
