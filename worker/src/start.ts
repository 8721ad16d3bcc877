// The worker process's work (main.ts): the BullMQ workers of the job catalogue, the notification mails'
// dispatch and the schedules, over the services the configuration names. main.ts starts it for `npm run
// worker`; the benchmark starts it in a process of its own with its fixed clock (bench/worker-node.ts).
import { availableParallelism } from 'node:os';
import { Emitter } from '@socket.io/redis-emitter';
import type { Clock } from '@leave/core/clock';
import type { Config } from '@leave/core/config';
import type { Logger } from '@leave/core/log';
import { deferredNotifier, socketAdapterKey } from '@leave/core/notifier';
import { openServices } from '@leave/core/services';
import { dispatchNotificationMails, logWhenPushIsOff } from '@leave/core/notifications';
import { createJobHandlers } from './jobs';
import { startBullmqWorker } from './queue/bullmq-worker';
import { scheduleDailyJobs, scheduleNotificationSweeps, scheduleRouteDeadlines } from './schedule/bullmq-schedule';
import { createBullmqQueue, redisConnection } from './queue/bullmq-queue';

export interface RunningWorker {
  log: Logger;
  /** Stops taking jobs, lets the running ones end, and closes its connections. */
  stop(): Promise<void>;
}

/** Starts the worker's work on Postgres and Redis (`config.redisUrl` set; `clock`: the system's by default). */
export async function startWorker(config: Config & { redisUrl: string }, given: { clock?: Clock } = {}): Promise<RunningWorker> {
  const services = await openServices(config, given);
  const { database, log } = services;
  logWhenPushIsOff(config, log);
  // Import progress reaches the uploader's socket on whichever api node it is connected to.
  const emitterConnection = redisConnection(config.redisUrl);
  const notifier = deferredNotifier();
  notifier.attach(new Emitter(emitterConnection, { key: socketAdapterKey(config.redisPrefix) }));
  // The inbox entries of what the jobs here append (an import's end, the reminders) go out by e-mail too,
  // and the notification sweeps queue the mails and pushes they find on it.
  const queue = await createBullmqQueue(config.redisUrl, config.redisPrefix);
  const handlers = createJobHandlers({ ...services, db: database.db, notifier, jobs: queue });
  const worker = startBullmqWorker(handlers, { redisUrl: config.redisUrl, prefix: config.redisPrefix, concurrency: availableParallelism(), log });
  const stopMails = dispatchNotificationMails({ ...services, db: database.db, jobs: queue });
  await scheduleDailyJobs(config.redisUrl, config.redisPrefix, config.appTimezone, { hour: config.reminderHour });
  await scheduleNotificationSweeps(config.redisUrl, config.redisPrefix);
  await scheduleRouteDeadlines(config.redisUrl, config.redisPrefix);
  log.info({ jobs: Object.keys(handlers), timeZone: config.appTimezone }, 'worker started');
  return {
    log,
    async stop() {
      stopMails();
      await worker.close();
      await queue.close();
      await database.close();
      emitterConnection.disconnect();
    },
  };
}
