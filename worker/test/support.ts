// What the worker's tests share: the job handlers on either runtime (the in-process queue, or BullMQ
// on Redis with a worker started here, as `npm run worker` would), on a fresh database with an admin.

import pino from 'pino';
import type { Worker } from 'bullmq';
import type { Account } from '@leave/domain';
import type { Clock } from '@leave/core/clock';
import type { DatabaseHandle } from '@leave/core/db';
import type { EventStore } from '@leave/core/event-store';
import { createInProcessQueue, type JobQueue } from '@leave/core/jobs';
import { deferredNotifier } from '@leave/core/notifier';
import { openServices } from '@leave/core/services';
import { addUser, type TestPerson } from '@leave/core/testing/people';
import { fixedClock, openTestDatabase, testConfig, testRuntimeClock, usesServices } from '@leave/core/testing/runtime';
import { createJobHandlers, type ImportOptions, type JobDependencies } from '../src/jobs';
import { createBullmqQueue } from '../src/queue/bullmq-queue';
import { startBullmqWorker } from '../src/queue/bullmq-worker';

export { fixedClock, usesServices };
export const silentLog = pino({ level: 'silent' });

/** What a job's tests look into: the database, the event log, the queue and the clock the jobs see. */
export interface JobsRuntime {
  database: DatabaseHandle;
  eventStore: EventStore;
  jobs: JobQueue;
  clock: Clock;
}

export interface Person {
  user: Account;
}

export interface JobsTestRuntime {
  runtime: JobsRuntime;
  admin: Person;
  /** The services a job handler gets, for tests that call handlers directly. */
  deps: JobDependencies;
  close(): Promise<void>;
}

export async function startJobsTestRuntime(options: { clock?: Clock; import?: Partial<ImportOptions> } = {}): Promise<JobsTestRuntime> {
  const config = testConfig();
  const services = await openServices(config, { database: await openTestDatabase(), clock: options.clock ?? testRuntimeClock(config.appTimezone) });
  const { database, eventStore, clock } = services;
  const deps: JobDependencies = { ...services, db: database.db, log: silentLog, notifier: deferredNotifier() };
  const handlers = createJobHandlers(deps, options.import ? { import: options.import } : {});
  let worker: Worker | null = null;
  let jobs: JobQueue;
  if (usesServices) {
    worker = startBullmqWorker(handlers, { redisUrl: config.redisUrl!, prefix: config.redisPrefix, concurrency: 2, log: silentLog });
    jobs = await createBullmqQueue(config.redisUrl!, config.redisPrefix);
  } else {
    jobs = createInProcessQueue(handlers, silentLog);
  }
  deps.jobs = jobs;
  const admin = await addUser(deps, clock.today(), { name: 'Administrator', email: 'admin@college.edu', role: 'admin', department: null });
  return {
    runtime: { database, eventStore, jobs, clock },
    admin: { user: admin },
    deps,
    async close() {
      await worker?.close();
      await jobs.close();
      await database.close();
    },
  };
}

/** A person created as the api creates them, with the test password. */
export async function addPerson(runtime: JobsRuntime, input: TestPerson): Promise<Person> {
  return { user: await addUser({ db: runtime.database.db, eventStore: runtime.eventStore }, runtime.clock.today(), input) };
}
