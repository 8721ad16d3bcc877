import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { SWEEP_NOTIFICATION_MAILS } from '@leave/core/jobs';
import { QUEUE_NAME, redisConnection } from '../src/queue/bullmq-queue';
import { scheduleMailSweep } from '../src/schedule/bullmq-schedule';
import { startJobsTestRuntime, type JobsTestRuntime } from './support';

// BullMQ's job schedulers exist only on Redis: this file runs with the real services only.
describe('the mail sweep on BullMQ', () => {
  let t: JobsTestRuntime;
  beforeAll(async () => {
    t = await startJobsTestRuntime();
  });
  afterAll(() => t.close());

  it('is one job scheduler every ten minutes however often workers start, and each start queues a sweep at once', async () => {
    const { redisUrl, redisPrefix } = t.deps.config;
    await scheduleMailSweep(redisUrl!, redisPrefix);
    await scheduleMailSweep(redisUrl!, redisPrefix);
    const connection = redisConnection(redisUrl!);
    const queue = new Queue(QUEUE_NAME, { connection, prefix: redisPrefix });
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => s.key)).toEqual(['notification-mail-sweep']);
      expect(schedulers[0]).toMatchObject({ name: SWEEP_NOTIFICATION_MAILS, every: 600_000 });
      const started = (await queue.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized'])).filter((job) => job.name === SWEEP_NOTIFICATION_MAILS && !job.id?.startsWith('repeat:'));
      expect(started.length).toBeGreaterThanOrEqual(2);
      await queue.removeJobScheduler('notification-mail-sweep');
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });
});
