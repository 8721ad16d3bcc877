import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { ROUTE_DEADLINES } from '@leave/core/jobs';
import { QUEUE_NAME, redisConnection } from '../src/queue/bullmq-queue';
import { scheduleRouteDeadlines } from '../src/schedule/bullmq-schedule';
import { startJobsTestRuntime, type JobsTestRuntime } from './support';

// The approval routes' deadlines on BullMQ (issue 43): one job scheduler however many workers start.
describe('the route deadlines on BullMQ', () => {
  let t: JobsTestRuntime;
  beforeAll(async () => {
    t = await startJobsTestRuntime();
  });
  afterAll(() => t.close());

  it('are one job scheduler, every fifteen minutes, however often workers start, and each start queues a run', async () => {
    const { redisUrl, redisPrefix } = t.deps.config;
    await scheduleRouteDeadlines(redisUrl!, redisPrefix);
    await scheduleRouteDeadlines(redisUrl!, redisPrefix);
    const connection = redisConnection(redisUrl!);
    const queue = new Queue(QUEUE_NAME, { connection, prefix: redisPrefix });
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => s.key)).toEqual(['route-deadlines']);
      expect(schedulers[0]).toMatchObject({ name: ROUTE_DEADLINES, every: 900_000 });
      const jobs = await queue.getJobs(['waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized']);
      expect(jobs.filter((job) => job.name === ROUTE_DEADLINES && !job.id?.startsWith('repeat:')).length).toBeGreaterThanOrEqual(2);
      await queue.removeJobScheduler('route-deadlines');
    } finally {
      await queue.close();
      connection.disconnect();
    }
  });
});
