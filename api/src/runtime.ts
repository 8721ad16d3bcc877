import type { FastifyInstance } from 'fastify';
import type { Config } from '@leave/core/config';
import type { DatabaseHandle } from '@leave/core/db';
import type { EventStore } from '@leave/core/event-store';
import type { JobQueue } from '@leave/core/jobs';
import type { Clock } from '@leave/core/clock';
import { openServices } from '@leave/core/services';
import { dropSubscriptionsOutsideRule, logWhenPushIsOff, type HostLookup } from '@leave/core/notifications';
import { serveSnapshots, type ControlSocket } from '@leave/core/backup';
import { buildApp } from './app';
import { openJobRuntime } from './job-runtime';
import { ensureFirstAdmin } from './users/first-admin';
import { seedDemoData } from './demo/seed';

export interface Runtime {
  app: FastifyInstance;
  database: DatabaseHandle;
  eventStore: EventStore;
  jobs: JobQueue;
  clock: Clock;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  database?: DatabaseHandle;
  clock?: Clock;
  /** With REDIS_URL: run BullMQ workers in this process too, instead of relying on `npm run worker`. */
  workers?: boolean;
  /** How names are resolved for the push endpoint rule: the system's unless given (tests stub it). */
  lookupHost?: HostLookup;
}

/**
 * Opens everything the api needs for a config: the database (PGlite or Postgres), migrations, the
 * event store, the job queue (in-process or BullMQ), the first admin and, in demo mode, the demo data;
 * then builds the app.
 */
export async function createRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const services = await openServices(config, options);
  const { database, eventStore, clock, log, pushEndpoints } = services;
  logWhenPushIsOff(config, log);
  await dropSubscriptionsOutsideRule(database.db, pushEndpoints, log);
  const jobRuntime = await openJobRuntime(services, { workers: options.workers ?? false });
  const { jobs } = jobRuntime;
  const deps = { db: database.db, eventStore, config, clock };
  await ensureFirstAdmin(deps);
  if (config.demoMode) {
    const demo = await seedDemoData(deps);
    if (demo.seeded) log.info({ people: demo.people, applications: demo.applications }, 'demo data created');
  }
  const app = await buildApp({ config, db: database.db, dbKind: database.kind, dbListen: database.listen, eventStore, jobs, clock, pushEndpoints });
  jobRuntime.start(app.io);
  // An embedded database on disk answers `npm run backup` from other processes (core/src/backup).
  const { dataDir, snapshot } = database;
  const controlSocket: ControlSocket | null = dataDir && snapshot ? await serveSnapshots({ ...database, dataDir, snapshot }, log) : null;
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
      await controlSocket?.close();
      await app.close();
      await jobRuntime.close();
      await database.close();
    },
  };
}
