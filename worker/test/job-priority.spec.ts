// Issue 25: a decision's e-mail waited behind every mail queued before it (about 100 on a first start with
// the demo data). Jobs carry a priority: waiting jobs run lowest number first, none before any, equal
// ones in the order queued; on BullMQ and in the in-process queue alike.

import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createInProcessQueue, type HandlersOf, type JobQueue } from '@leave/core/jobs';

/** A job that holds the queue, and one that records the order the jobs ran in. */
type OrderJobs = { gate: { data: unknown; result: void }; record: { data: { name: string }; result: void } };
import { createBullmqQueue } from '../src/queue/bullmq-queue';
import { startBullmqWorker } from '../src/queue/bullmq-worker';

const log = pino({ level: 'silent' });
const usesServices = process.env.TEST_SERVICES === '1';

describe(`job priorities (${usesServices ? 'BullMQ on Redis' : 'in-process'})`, () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('runs waiting jobs by priority: none first, then 1, 2, 3, 4, equal ones in the order queued', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let allDone: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (allDone = resolve));
    const jobs: [string, number | undefined][] = [
      ['seeded history 1', 4],
      ['daily reminder', 3],
      ['application waiting', 2],
      ['application decided 1', 1],
      ['an import', undefined],
      ['seeded history 2', 4],
      ['application decided 2', 1],
    ];
    const handlers: HandlersOf<OrderJobs> = {
      async gate() {
        await gate;
      },
      async record(data) {
        order.push(data.name);
        if (order.length === jobs.length) allDone();
      },
    };
    let queue: JobQueue<OrderJobs>;
    let startWorker = () => undefined as void;
    if (usesServices) {
      const prefix = `leave-test-${randomBytes(4).toString('hex')}`;
      queue = await createBullmqQueue<OrderJobs>(process.env.REDIS_URL!, prefix);
      closers.push(() => queue.close());
      // Everything is queued before the one worker starts, as a backlog is.
      startWorker = () => {
        const worker = startBullmqWorker<OrderJobs>(handlers, { redisUrl: process.env.REDIS_URL!, prefix, concurrency: 1, log });
        closers.push(() => worker.close());
      };
    } else {
      queue = createInProcessQueue<OrderJobs>(handlers, log);
      closers.push(() => queue.close());
      // A job already running holds the queue while the others are queued behind it.
      await queue.enqueue('gate', {});
    }
    for (const [name, priority] of jobs) await queue.enqueue('record', { name }, priority === undefined ? {} : { priority });
    startWorker();
    release();
    await done;
    expect(order).toEqual(['an import', 'application decided 1', 'application decided 2', 'application waiting', 'daily reminder', 'seeded history 1', 'seeded history 2']);
  });
});
