// The api's one meeting point with @leave/worker. Embedded (no REDIS_URL), the worker's handlers run in
// this process on the in-process queue, with the daily schedule and resumed imports on a timer; with
// REDIS_URL the api only enqueues on BullMQ and `npm run worker` processes run the jobs, unless this
// process is asked to run workers too (tests and benchmarks of the real-services layout do).

import { createInProcessQueue, type JobQueue } from '@leave/core/jobs';
import { deferredNotifier, type RoomEmitter } from '@leave/core/notifier';
import { dispatchNotificationMails } from '@leave/core/notifications';
import type { CoreServices } from '@leave/core/services';
import { createBullmqQueue, createJobHandlers, startBullmqWorker, startEmbeddedBackground, type EmbeddedBackground, type JobDependencies } from '@leave/worker';

export interface JobRuntime {
  jobs: JobQueue;
  /** Starts the background work once the live server exists: jobs speak to people's screens through it. */
  start(live: RoomEmitter): void;
  close(): Promise<void>;
}

export async function openJobRuntime(services: CoreServices, options: { workers?: boolean } = {}): Promise<JobRuntime> {
  const { config, log } = services;
  const notifier = deferredNotifier();
  const deps: JobDependencies = { ...services, db: services.database.db, notifier };
  if (!config.redisUrl) {
    const jobs = createInProcessQueue(createJobHandlers(deps), log);
    deps.jobs = jobs;
    const stopMails = dispatchNotificationMails({ ...services, db: services.database.db, jobs });
    let background: EmbeddedBackground | null = null;
    return {
      jobs,
      start(live) {
        notifier.attach(live);
        background = startEmbeddedBackground(jobs, deps, { reminders: { hour: config.reminderHour, timeZone: config.appTimezone }, notificationSweeps: true });
      },
      async close() {
        stopMails();
        background?.stop();
        // The start-up work queues jobs: the queue closes after it, and then lets the queued jobs end.
        await background?.ready;
        await jobs.close();
      },
    };
  }
  const jobs = await createBullmqQueue(config.redisUrl, config.redisPrefix);
  deps.jobs = jobs;
  const stopMails = dispatchNotificationMails({ ...services, db: services.database.db, jobs });
  const worker = options.workers ? startBullmqWorker(createJobHandlers(deps), { redisUrl: config.redisUrl, prefix: config.redisPrefix, concurrency: 2, log }) : null;
  return {
    jobs,
    start: (live) => notifier.attach(live),
    async close() {
      stopMails();
      await worker?.close();
      await jobs.close();
    },
  };
}
