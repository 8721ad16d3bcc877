import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { migrateToLatest } from '@leave/migrations';
import { createBullmqQueue, createJobHandlers, startEmbeddedBackground } from '@leave/worker';
import { buildApp, REDACTED_PATHS } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db';
import { EventStore } from './event-store/event-store';
import { inlineProjections } from './projections';
import { createInProcessQueue } from './jobs/in-process-queue';
import type { JobQueue } from './jobs/port';
import { systemClock, type Clock } from './clock';
import { ensureFirstAdmin } from './users/first-admin';
import { seedDemoData } from './demo/seed';
import { deferredNotifier } from './realtime/notifier';

export interface Runtime {
  app: FastifyInstance;
  database: DatabaseHandle;
  eventStore: EventStore;
  jobs: JobQueue;
  clock: Clock;
  close(): Promise<void>;
}

/**
 * Opens everything the api needs for a config: the database (PGlite or Postgres), migrations, the
 * event store, the job queue (in-process or BullMQ), the first admin and, in demo mode, the demo data;
 * then builds the app.
 */
export async function createRuntime(config: Config, options: { database?: DatabaseHandle; clock?: Clock } = {}): Promise<Runtime> {
  const log = pino({ level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
  const database = options.database ?? (await openDatabase(config));
  const clock = options.clock ?? systemClock(config.appTimezone);
  await migrateToLatest(database.db);
  const eventStore = new EventStore(database.db, inlineProjections);
  const notifier = deferredNotifier();
  const jobs = config.redisUrl
    ? await createBullmqQueue(config.redisUrl, config.redisPrefix)
    : createInProcessQueue(createJobHandlers({ config, db: database.db, eventStore, clock, log, notifier }), log);
  await ensureFirstAdmin({ db: database.db, eventStore, config, clock });
  if (config.demoMode) {
    const demo = await seedDemoData({ db: database.db, eventStore, config, clock });
    if (demo.seeded) log.info({ people: demo.people, applications: demo.applications }, 'demo data created');
  }
  const app = await buildApp({ config, db: database.db, dbKind: database.kind, eventStore, jobs, clock });
  notifier.attach(app.io);
  // Embedded: the daily balance schedule and unfinished imports run in this process.
  const background = config.redisUrl ? null : startEmbeddedBackground(jobs, { db: database.db, clock, log });
  let closed = false;
  return {
    app,
    database,
    eventStore,
    jobs,
    clock,
    async close() {
      if (closed) return;
      closed = true;
      background?.stop();
      await app.close();
      await jobs.close();
      await database.close();
    },
  };
}
