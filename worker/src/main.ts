import '@leave/core/threadpool';
import { availableParallelism } from 'node:os';
import { Emitter } from '@socket.io/redis-emitter';
import { loadConfigOrExit } from '@leave/core/config';
import { deferredNotifier, socketAdapterKey } from '@leave/core/notifier';
import { openServices } from '@leave/core/services';
import { dispatchNotificationMails, logWhenPushIsOff } from '@leave/core/notifications';
import { createJobHandlers } from './jobs';
import { startBullmqWorker } from './queue/bullmq-worker';
import { scheduleDailyJobs, scheduleNotificationSweeps } from './schedule/bullmq-schedule';
import { createBullmqQueue, redisConnection } from './queue/bullmq-queue';

/** `npm run worker`: the BullMQ workers in their own process (the production layout). */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.redisUrl) {
    process.stderr.write('Configuration error: the worker process needs REDIS_URL (without it the api runs jobs in-process)\n');
    process.exit(1);
  }
  const services = await openServices(config);
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
  log.info({ jobs: Object.keys(handlers), timeZone: config.appTimezone }, 'worker started');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker shutting down');
    stopMails();
    await worker.close();
    await queue.close();
    await database.close();
    emitterConnection.disconnect();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Worker start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
