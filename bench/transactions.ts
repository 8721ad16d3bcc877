// Database transactions per command across the production layout (issue 24), for commandsAtClients: two
// api nodes (the benchmark's runtime, which takes the commands, and a second one in a process of its own,
// tailing the log for its live feed) and the worker (BullMQ, in the benchmark's process). Counted by
// Postgres itself: pg_stat_database's xact_commit + xact_rollback of the benchmark's database, from before
// the commands to after every job they caused has run and the live feeds have read what they tail. The
// counter is read over a connection to another database of the server, so that reading it adds nothing.
// Postgres 15 flushes a backend's counts when it goes idle, at most once a second, and up to 10 s late when
// the shared stats are busy (PGSTAT_IDLE_INTERVAL; seen here): the end is when the queue is empty and the
// counter has not moved for SETTLE_MS, longer than that. What the layout does idle over the same time
// (measured before) is subtracted.

import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { BenchRuntime } from './runtimes';
import { apiNode } from './push-latency';

const SETTLE_MS = 11_000;
const POLL_MS = 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LayoutTransactions {
  /** Runs `work`, waits for its jobs and feeds, and answers its result with the transactions it caused. */
  measure<T>(work: () => Promise<T>): Promise<{ result: T; transactions: number; idlePerSecond: number }>;
  close(): Promise<void>;
}

/** The production layout around the benchmark's runtime (services only): node B started, the counter opened. */
export async function productionLayout(bench: BenchRuntime): Promise<LayoutTransactions | null> {
  if (!bench.services) return null;
  const dbUrl = new URL(bench.services.databaseUrl);
  const dbName = dbUrl.pathname.slice(1);
  const serverUrl = new URL(dbUrl);
  serverUrl.pathname = '/postgres';
  const counter = new pg.Client({ connectionString: serverUrl.toString() });
  await counter.connect();
  await counter.query("set stats_fetch_consistency = 'none'");
  const nodeB = await apiNode(bench.services.nodeEnv);
  const read = async () => Number((await counter.query<{ n: string }>('select xact_commit + xact_rollback as n from pg_stat_database where datname = $1', [dbName])).rows[0]!.n);

  /** The counter once the queue is empty and it has stood still for SETTLE_MS. */
  async function settled(): Promise<number> {
    let last = await read();
    let since = performance.now();
    const deadline = since + 120_000;
    for (;;) {
      if (performance.now() > deadline) throw new Error('the layout never went quiet: its jobs or feeds keep running');
      await sleep(POLL_MS);
      const counts = await bench.runtime.jobs.counts();
      const now = await read();
      if (process.env.BENCH_DEBUG) process.stderr.write(`  [transactions] ${now} ${JSON.stringify(counts)}\n`);
      if (now !== last || counts.waiting + counts.active + counts.delayed > 0) {
        last = now;
        since = performance.now();
      } else if (performance.now() - since >= SETTLE_MS) return now;
    }
  }

  // What the layout does with nothing to do (timers, the feeds' keep-alives): per second, over the settle time.
  const idleStart = await settled();
  const idleT = performance.now();
  await sleep(SETTLE_MS);
  const idlePerSecond = ((await read()) - idleStart) / ((performance.now() - idleT) / 1000);

  return {
    async measure(work) {
      const before = await settled();
      const t = performance.now();
      const result = await work();
      const after = await settled();
      // The settle time itself is idle: not counted, nor its idle transactions.
      const seconds = (performance.now() - t - SETTLE_MS) / 1000;
      return { result, transactions: after - before - idlePerSecond * seconds, idlePerSecond };
    },
    async close() {
      await nodeB.close();
      await counter.end();
    },
  };
}
