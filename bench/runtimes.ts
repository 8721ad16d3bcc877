// The runtimes a benchmark runs on: the embedded one (PGlite in memory, jobs in-process) and, when
// DATABASE_URL and REDIS_URL are set, Postgres + BullMQ with the worker in a process of its own, as
// `npm run worker` would. Each gets a database of its own that is thrown away afterwards.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { todayIn, type Account, type CalendarDate } from '@leave/domain';
import { loadConfig } from '@leave/core/config';
import { createPgliteDatabase, createPostgresDatabase, type DatabaseHandle } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';
import { addUser, type TestPerson } from '@leave/core/testing/people';
import { createRuntime, type Runtime } from '@leave/api/runtime';
import { adminQuery, dropRedisPrefix } from '@leave/core/testing/admin-query';
import { toAccount } from '@leave/core/users';
import { helperProcess } from './helper-process';
import type { WorkerNodeMessage } from './worker-node';

/** A person the benchmark acts as, with the headers of their token. */
export interface Person {
  user: Account;
  headers: { authorization: string };
}

export function asPerson(runtime: Runtime, user: Account): Person {
  return { user, headers: { authorization: `Bearer ${runtime.app.signAccessToken(user)}` } };
}

export async function addPerson(runtime: Runtime, input: TestPerson): Promise<Person> {
  return asPerson(runtime, await addUser(runtime.app, runtime.clock.today(), input));
}

export interface BenchRuntime {
  label: string;
  runtime: Runtime;
  admin: Person;
  /**
   * On the services: where they are, the environment an api node of their own process starts with, and the
   * worker's process (its pid: bench/cpu.ts reads its CPU).
   */
  services?: { databaseUrl: string; redisUrl: string; prefix: string; nodeEnv: Record<string, string>; workerPid: number };
  close(): Promise<void>;
}

/** Monday 23 November 2026, 12:00 UTC, whatever the machine's date: the leave dates stay valid. */
export const TODAY: CalendarDate = '2026-11-23';
/**
 * A fixed instant (the benchmark's leave dates stay valid whatever the machine's date), whose day is read
 * through the college's zone as production's clock reads it (core's systemClock): what a command costs in
 * the benchmark includes that reading.
 */
const BENCH_NOW = new Date(`${TODAY}T12:00:00.000Z`);
export const benchClock: Clock = { now: () => new Date(BENCH_NOW), today: () => todayIn('Asia/Kolkata', BENCH_NOW) };
const clock = benchClock;

/** The admin every benchmark database starts with (the api creates it from ADMIN_EMAIL and ADMIN_PASSWORD). */
export const BENCH_ADMIN = { email: 'admin@college.edu', password: 'admin123' };

/** The built web app, served by the runtimes for the browser measurement (none if it is not built). */
const webDist = path.resolve(import.meta.dirname, '../web/dist');

export const servicesConfigured = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

export function benchEnv(dataDir: string, extra: Record<string, string> = {}) {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    DEMO_MODE: 'false',
    WEB_DIST: webDist,
    ...extra,
  };
}

async function withAdmin(label: string, runtime: Runtime, close: () => Promise<void>): Promise<BenchRuntime> {
  // Ready before the first request, as a server is before it listens: its live feed tails the log and its
  // account cache is filled (the first requests of a runtime readied by `inject` read their accounts).
  await runtime.app.ready();
  const adminRow = toAccount(await runtime.database.db.selectFrom('users').selectAll().where('role', '=', 'admin').executeTakeFirstOrThrow());
  return { label, runtime, admin: asPerson(runtime, adminRow), close };
}

export async function startEmbedded(): Promise<BenchRuntime> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leave-bench-'));
  const runtime = await createRuntime(loadConfig(benchEnv(dataDir)), { database: await createPgliteDatabase('memory://'), clock });
  return withAdmin('embedded (PGlite, in-process jobs)', runtime, async () => {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

export async function startServices(): Promise<BenchRuntime> {
  const serverUrl = process.env.DATABASE_URL!;
  const redisUrl = process.env.REDIS_URL!;
  const suffix = randomBytes(6).toString('hex');
  const dbName = `leave_bench_${suffix}`;
  const prefix = `leave-bench-${suffix}`;
  await adminQuery(serverUrl, `create database ${dbName}`);
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leave-bench-'));
  let database: DatabaseHandle | null = null;
  let runtime: Runtime | null = null;
  let worker: { pid: number; close(): Promise<void> } | null = null;
  const close = async () => {
    await worker?.close();
    await runtime?.close();
    if (!runtime) await database?.close();
    await adminQuery(serverUrl, `drop database if exists ${dbName} with (force)`);
    await dropRedisPrefix(redisUrl, prefix);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const nodeEnv = benchEnv(dataDir, { DATABASE_URL: dbUrl.toString(), REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
    database = createPostgresDatabase(dbUrl.toString());
    runtime = await createRuntime(loadConfig(nodeEnv), { database, clock });
    // The jobs run in the worker's own process, as in production (`npm run worker`), once the runtime has
    // migrated the database.
    worker = await helperProcess<WorkerNodeMessage>('worker-node.ts', 'the worker', (message) => ('ready' in message ? null : message.failed), { env: nodeEnv });
    const bench = await withAdmin('services (Postgres, BullMQ, the worker in its own process)', runtime, close);
    return { ...bench, services: { databaseUrl: dbUrl.toString(), redisUrl, prefix, nodeEnv, workerPid: worker.pid } };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The NODE_OPTIONS the image sets for its api and worker processes (the Dockerfile's `ENV NODE_OPTIONS`):
 * the compiled processes of the production layout are measured with them, as production runs them.
 */
export function imageNodeOptions(): string | null {
  const dockerfile = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../Dockerfile'), 'utf8');
  return /^ENV NODE_OPTIONS="([^"]*)"$/m.exec(dockerfile)?.[1] ?? null;
}

/** The runtime's address, once it listens. */
function urlOf(runtime: Runtime): string {
  const address = runtime.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** The runtime's URL, listening on a free port first if it does not yet. */
export async function listening(runtime: Runtime): Promise<string> {
  if (!runtime.app.server.listening) await runtime.app.listen({ port: 0, host: '127.0.0.1' });
  return urlOf(runtime);
}
