import { Queue } from 'bullmq';
import { QUEUE_NAME, redisConnection } from '../queue/bullmq-queue';
import { DAILY_JOBS } from './daily-jobs';

/**
 * Registers the daily jobs as BullMQ job schedulers (cron in APP_TIMEZONE). Upserting is idempotent, so
 * every worker process does it at start and exactly one job per day is produced however many run.
 */
export async function scheduleDailyJobs(redisUrl: string, prefix: string, timeZone: string): Promise<void> {
  const connection = redisConnection(redisUrl);
  const queue = new Queue(QUEUE_NAME, { connection, prefix });
  try {
    for (const job of DAILY_JOBS) {
      await queue.upsertJobScheduler(job.schedulerId, { pattern: job.cron, tz: timeZone }, { name: job.name, data: {} });
    }
  } finally {
    await queue.close();
    connection.disconnect();
  }
}
