import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { SWEEP_NOTIFICATION_MAILS, SWEEP_NOTIFICATION_PUSHES } from '@leave/core/jobs';
import { QUEUE_NAME, redisConnection } from '../src/queue/bullmq-queue';
import { scheduleNotificationSweeps } from '../src/schedule/bullmq-schedule';
import { startJobsTestRuntime, type JobsTestRuntime } from './support';

// BullMQ's job schedulers exist only on Redis: this file runs with the real services only.
describe('the mail and push sweeps on BullMQ', () => {
  let t: JobsTestRuntime;
  beforeAll(async () => {
    t = await startJobsTestRuntime();
  });
  afterAll(() => t.close());

  it('are one job scheduler each, every ten minutes, however often workers start, and each start queues a sweep of each at once', async () => {
    const { redisUrl, redisPrefix } = t.deps.config;
    await scheduleNotificationSweeps(redisUrl!, redisPrefix);
    await scheduleNotificationSweeps(redisUrl!, redisPrefix);
    const connection = redisConnection(redisUrl!);
    const queue = new Queue(QUEUE_NAME, { connection, prefix: redisPrefix });
    try {
      const schedulers = (await queue.getJobSchedulers()).sort((a, b) => a.key.localeCompare(b.key));
      expect(schedulers.map((s) => s.key)).toEqual(['notification-mail-sweep', 'notification-push-sweep']);
      expect(schedulers[0]).toMatchObject({ name: SWEEP_NOTIFICATION_MAILS, every: 600_000 });
      expect(schedulers[1]).toMatchObject({ name: SWEEP_NOTIFICATION_PUSHES, every: 600_000 });
      const jobs = await queue.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized']);
      for (const name of [SWEEP_NOTIFICATION_MAILS, SWEEP_NOTIFICATION_PUSHES]) {
        const started = jobs.filter((job) => job.name === name && !job.id?.startsWith('repeat:'));
        expect(started.length, name).toBeGreaterThanOrEqual(2);
      }
      await queue.removeJobScheduler('notification-mail-sweep');
      await queue.removeJobScheduler('notification-push-sweep');
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });
});
