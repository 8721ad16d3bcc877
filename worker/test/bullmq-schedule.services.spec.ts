import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { BALANCE_ACCRUALS } from '@leave/core/jobs';
import { QUEUE_NAME, redisConnection } from '../src/queue/bullmq-queue';
import { scheduleDailyJobs } from '../src/schedule/bullmq-schedule';
import { startJobsTestRuntime, type JobsTestRuntime } from './support';

// BullMQ's job schedulers exist only on Redis: this file runs with the real services only.
describe('the daily balance schedule on BullMQ', () => {
  let t: JobsTestRuntime;
  beforeAll(async () => {
    t = await startJobsTestRuntime();
  });
  afterAll(() => t.close());

  it('is registered as a BullMQ job scheduler, daily at 00:05 in APP_TIMEZONE, once however often workers start', async () => {
    const { redisUrl, redisPrefix } = t.deps.config;
    await scheduleDailyJobs(redisUrl!, redisPrefix, 'Asia/Kolkata');
    await scheduleDailyJobs(redisUrl!, redisPrefix, 'Asia/Kolkata');
    const connection = redisConnection(redisUrl!);
    const queue = new Queue(QUEUE_NAME, { connection, prefix: redisPrefix });
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers).toHaveLength(1);
      expect(schedulers[0]).toMatchObject({ key: 'daily-balance-accruals', name: BALANCE_ACCRUALS, pattern: '5 0 * * *', tz: 'Asia/Kolkata' });
      await queue.removeJobScheduler('daily-balance-accruals');
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });
});
