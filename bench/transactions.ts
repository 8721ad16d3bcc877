// Database transactions per command across the production layout (issue 24), for commandsAtClients: two
// api nodes (the benchmark's runtime, which takes the commands, and a second one in a process of its own,
// tailing the log for its live feed, with the screens of the people watching: the HOD's queue and the
// admin's) and the worker (BullMQ, in a process of its own: bench/worker-node.ts).
// Counted by Postgres itself: pg_stat_database's xact_commit + xact_rollback of the benchmark's database, from before
// the commands to after every job they caused has run and the live feeds have read what they tail. The
// counter is read over a connection to another database of the server, so that reading it adds nothing.
// Postgres 15 flushes a backend's counts when it goes idle, at most once a second, and up to 10 s late when
// the shared stats are busy (PGSTAT_IDLE_INTERVAL; seen here), and the layout is never quite still (its
// timers): the end is when the queue is empty (prioritized jobs included) and SETTLE_MS have passed. What the layout does idle (its timers), measured before over twice that time, is subtracted.

import { performance } from 'node:perf_hooks';
import { Queue } from 'bullmq';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { admittedSocket } from './live-socket';
import type { BenchRuntime, Person } from './runtimes';
import { apiNode } from './push-latency';

const SETTLE_MS = 11_000;
const POLL_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LayoutTransactions {
  /** Runs `work`, waits for its jobs and feeds, and answers its result with the transactions it caused. */
  measure<T>(work: () => Promise<T>): Promise<{ result: T; transactions: number; idlePerSecond: number }>;
  /** Node B's process (bench/cpu.ts reads its CPU). */
  nodeBPid: number;
  /** How many live messages the screens on node B have heard so far. */
  heard(): number;
  close(): Promise<void>;
}

/** A person's screen on an api node: their socket, admitted, counting what it hears. */
async function openScreen(url: string, who: Person, heard: () => void): Promise<Socket> {
  const socket = await admittedSocket(url, who.headers.authorization.replace('Bearer ', ''));
  socket.onAny(heard);
  return socket;
}

/**
 * The production layout around the benchmark's runtime (services only): node B started with the screens of
 * `watching` open on it, the counter opened.
 */
export async function productionLayout(bench: BenchRuntime, watching: readonly Person[]): Promise<LayoutTransactions | null> {
  if (!bench.services) return null;
  const dbUrl = new URL(bench.services.databaseUrl);
  const dbName = dbUrl.pathname.slice(1);
  const serverUrl = new URL(dbUrl);
  serverUrl.pathname = '/postgres';
  const counter = new pg.Client({ connectionString: serverUrl.toString() });
  await counter.connect();
  await counter.query("set stats_fetch_consistency = 'none'");
  const nodeB = await apiNode(bench.services.nodeEnv);
  let heard = 0;
  const screens = await Promise.all(watching.map((who) => openScreen(nodeB.url, who, () => heard++)));
  const read = async () => Number((await counter.query<{ n: string }>('select xact_commit + xact_rollback as n from pg_stat_database where datname = $1', [dbName])).rows[0]!.n);

  // The queue as Redis has it, prioritized jobs (the mails) included: the port's counts leave those out.
  // Not the delayed ones: the schedulers' next runs wait there for good.
  const queue = new Queue('leave-jobs', { connection: { url: bench.services.redisUrl }, prefix: bench.services.prefix });
  const pending = async () => {
    const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
    return Object.values(counts).reduce((sum, n) => sum + n, 0);
  };

  /** The counter once the queue is empty and Postgres has had the time to flush every backend's counts. */
  async function settled(): Promise<number> {
    const deadline = performance.now() + 120_000;
    while ((await pending()) > 0) {
      if (performance.now() > deadline) throw new Error('the queue never emptied');
      await sleep(POLL_MS);
    }
    await sleep(SETTLE_MS);
    return read();
  }

  // What the layout does with nothing to do (its timers): per second, over two settle times.
  const idleStart = await settled();
  const idleT = performance.now();
  await sleep(SETTLE_MS * 2);
  const idlePerSecond = ((await read()) - idleStart) / ((performance.now() - idleT) / 1000);

  return {
    async measure(work) {
      const before = await settled();
      const t = performance.now();
      const result = await work();
      const after = await settled();
      // The layout's idle transactions over the whole time (the settle time's too) are not the commands'.
      const seconds = (performance.now() - t) / 1000;
      return { result, transactions: after - before - idlePerSecond * seconds, idlePerSecond };
    },
    nodeBPid: nodeB.pid,
    heard: () => heard,
    async close() {
      for (const screen of screens) screen.close();
      await nodeB.close();
      await queue.close();
      await counter.end();
    },
  };
}
