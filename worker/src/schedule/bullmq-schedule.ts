import { Queue } from 'bullmq';
import { QUEUE_NAME, redisConnection } from '../queue/bullmq-queue';
import { DAILY_JOBS, NOTIFICATION_SWEEP_JOBS, reminderJob, ROUTE_DEADLINE_JOB } from './daily-jobs';

/**
 * Registers the daily jobs as BullMQ job schedulers (cron in APP_TIMEZONE). Upserting is idempotent, so
 * every worker process does it at start and exactly one job per day is produced however many run. With
 * `reminders`, the approval reminders too (REMINDER_HOUR on working days).
 */
export async function scheduleDailyJobs(redisUrl: string, prefix: string, timeZone: string, reminders?: { hour: number }): Promise<void> {
  const connection = redisConnection(redisUrl);
  const queue = new Queue(QUEUE_NAME, { connection, prefix });
  try {
    for (const job of [...DAILY_JOBS, ...(reminders ? [reminderJob(reminders.hour)] : [])]) {
      await queue.upsertJobScheduler(job.schedulerId, { pattern: job.cron, tz: timeZone }, { name: job.name, data: {} });
    }
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

/**
 * Registers the sweeps of notification mails and pushes as BullMQ job schedulers (every ten minutes;
 * idempotent like the daily jobs) and queues one of each now, for what a process that died before this
 * start left unqueued.
 */
export async function scheduleNotificationSweeps(redisUrl: string, prefix: string): Promise<void> {
  const connection = redisConnection(redisUrl);
  const queue = new Queue(QUEUE_NAME, { connection, prefix });
  try {
    for (const job of NOTIFICATION_SWEEP_JOBS) {
      await queue.upsertJobScheduler(job.schedulerId, { every: job.everyMs }, { name: job.name, data: {} });
      await queue.add(job.name, {}, { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } });
    }
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

/**
 * Registers the approval routes' deadlines (issue 43) as a BullMQ job scheduler, every fifteen minutes (one
 * job a tick however many workers upsert it), and queues one run now.
 */
export async function scheduleRouteDeadlines(redisUrl: string, prefix: string): Promise<void> {
  const connection = redisConnection(redisUrl);
  const queue = new Queue(QUEUE_NAME, { connection, prefix });
  try {
    await queue.upsertJobScheduler(ROUTE_DEADLINE_JOB.schedulerId, { every: ROUTE_DEADLINE_JOB.everyMs }, { name: ROUTE_DEADLINE_JOB.name, data: {} });
    await queue.add(ROUTE_DEADLINE_JOB.name, {}, { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } });
  } finally {
    await queue.close();
    connection.disconnect();
  }
}
