import './threadpool';
import { availableParallelism } from 'node:os';
import pino from 'pino';
import { migrateToLatest } from '@leave/migrations';
import { loadConfigOrExit } from '@leave/api/config';
import { openDatabase } from '@leave/api/db/index';
import { EventStore } from '@leave/api/event-store/event-store';
import { inlineProjections } from '@leave/api/projections/index';
import { REDACTED_PATHS } from '@leave/api/app';
import { systemClock } from '@leave/api/clock';
import { createJobHandlers } from './jobs';
import { startBullmqWorker } from './queue/bullmq-worker';
import { scheduleDailyJobs } from './schedule/bullmq-schedule';
import { redisConnection } from './queue/bullmq-queue';
import { Emitter } from '@socket.io/redis-emitter';
import { deferredNotifier } from '@leave/api/realtime/notifier';

/** `npm run worker`: the BullMQ workers in their own process (the production layout). */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.redisUrl) {
    process.stderr.write('Configuration error: the worker process needs REDIS_URL (without it the api runs jobs in-process)\n');
    process.exit(1);
  }
  const log = pino({ level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  const eventStore = new EventStore(database.db, inlineProjections);
  // Import progress reaches the uploader's socket on whichever api node it is connected to.
  const emitterConnection = redisConnection(config.redisUrl);
  const notifier = deferredNotifier();
  notifier.attach(new Emitter(emitterConnection, { key: `${config.redisPrefix}-socket.io` }));
  const handlers = createJobHandlers({ config, db: database.db, eventStore, clock: systemClock(config.appTimezone), log, notifier });
  const worker = startBullmqWorker(handlers, { redisUrl: config.redisUrl, prefix: config.redisPrefix, concurrency: availableParallelism(), log });
  await scheduleDailyJobs(config.redisUrl, config.redisPrefix, config.appTimezone);
  log.info({ jobs: Object.keys(handlers), timeZone: config.appTimezone }, 'worker started');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker shutting down');
    await worker.close();
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
