import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { UnrecoverableError } from 'bullmq';
import { createInProcessQueue, type HandlersOf, type JobQueue } from '@leave/core/jobs';
import { createBullmqQueue } from '../src/queue/bullmq-queue';
import { startBullmqWorker } from '../src/queue/bullmq-worker';

const log = pino({ level: 'silent' });
const usesServices = process.env.TEST_SERVICES === '1';

/** The adapters' own catalogue: jobs that count, fail once, fail for a while, are refused, are slow. */
type TestJobs = {
  count: { data: { upTo: number }; result: { counted: number } };
  flaky: { data: unknown; result: string };
  transient: { data: unknown; result: { attempt: number; finalAttempt: boolean | undefined } };
  refused: { data: unknown; result: never };
  slow: { data: unknown; result: string };
};

/** The same handlers, whichever adapter runs them. */
function handlers(runs: string[]): HandlersOf<TestJobs> {
  return {
    async count(data, context) {
      const { upTo } = data;
      runs.push(context.jobId);
      return { counted: upTo };
    },
    async flaky(_data, context) {
      runs.push(context.jobId);
      if (runs.filter((id) => id === context.jobId).length === 1) throw new UnrecoverableError('first run fails');
      return 'second run';
    },
    async transient(_data, context) {
      runs.push(context.jobId);
      const attempt = runs.filter((id) => id === context.jobId).length;
      if (attempt < 3) throw Object.assign(new Error('connection lost'), { code: '08006' });
      return { attempt, finalAttempt: context.finalAttempt };
    },
    async refused(_data, context) {
      runs.push(context.jobId);
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    },
    async slow() {
      await new Promise((r) => setTimeout(r, 400));
      return 'late';
    },
  };
}

describe(`job queue (${usesServices ? 'BullMQ on Redis' : 'in-process'})`, () => {
  const runs: string[] = [];
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  async function queue(): Promise<JobQueue<TestJobs>> {
    if (!usesServices) {
      const q = createInProcessQueue<TestJobs>(handlers(runs), log);
      closers.push(() => q.close());
      return q;
    }
    const prefix = `leave-test-${randomBytes(4).toString('hex')}`;
    const redisUrl = process.env.REDIS_URL!;
    const worker = startBullmqWorker<TestJobs>(handlers(runs), { redisUrl, prefix, concurrency: 2, log });
    const q = await createBullmqQueue<TestJobs>(redisUrl, prefix);
    closers.push(() => worker.close(), () => q.close());
    return q;
  }

  it('runs a job and returns its result', async () => {
    const q = await queue();
    const outcome = await q.enqueueAndWait('count', { upTo: 3 }, { jobId: 'count-a', timeoutMs: 10_000 });
    expect(outcome).toEqual({ state: 'completed', jobId: 'count-a', result: { counted: 3 } });
  });

  it('runs a job id once however often it is enqueued', async () => {
    const q = await queue();
    await Promise.all([q.enqueueAndWait('count', { upTo: 1 }, { jobId: 'once-b', timeoutMs: 10_000 }), q.enqueueAndWait('count', { upTo: 1 }, { jobId: 'once-b', timeoutMs: 10_000 })]);
    expect(runs.filter((id) => id === 'once-b')).toHaveLength(1);
  });

  it('answers "running" when a job outlasts the wait, and the job still completes', async () => {
    const q = await queue();
    expect(await q.enqueueAndWait('slow', {}, { jobId: 'slow-c', timeoutMs: 50 })).toEqual({ state: 'running', jobId: 'slow-c' });
    // Waiting on the same job id again does not run it twice: it gets the first run's result.
    expect(await q.enqueueAndWait('slow', {}, { jobId: 'slow-c', timeoutMs: 10_000 })).toEqual({ state: 'completed', jobId: 'slow-c', result: 'late' });
  });

  it('runs a job id that failed again when it is enqueued again', async () => {
    const q = await queue();
    const id = 'flaky-d';
    // UnrecoverableError: BullMQ does not retry it by itself.
    await expect(q.enqueueAndWait('flaky', {}, { jobId: id, timeoutMs: 10_000 })).rejects.toThrow('first run fails');
    expect(await q.enqueueAndWait('flaky', {}, { jobId: id, timeoutMs: 10_000 })).toMatchObject({ state: 'completed', result: 'second run' });
  });

  it('tries a failure that may pass again, up to 3 attempts, telling the handler which one is the last', async () => {
    const q = await queue();
    expect(await q.enqueueAndWait('transient', {}, { jobId: 'transient-e', timeoutMs: 20_000 })).toEqual({
      state: 'completed',
      jobId: 'transient-e',
      result: { attempt: 3, finalAttempt: true },
    });
  });

  it('ends a job whose failure a retry cannot change after one attempt', async () => {
    const q = await queue();
    await expect(q.enqueueAndWait('refused', {}, { jobId: 'refused-f', timeoutMs: 20_000 })).rejects.toThrow('invalid byte sequence');
    expect(runs.filter((id) => id === 'refused-f')).toHaveLength(1);
  });

  it('answers each of several waits at once, one ending while others wait, and a wait after all of them', async () => {
    const q = await queue();
    const slow = q.enqueueAndWait('slow', {}, { jobId: 'slow-g', timeoutMs: 10_000 });
    // Ends while the slow one is still waited on, and again once nothing waits.
    expect(await q.enqueueAndWait('count', { upTo: 7 }, { jobId: 'count-g1', timeoutMs: 10_000 })).toMatchObject({ state: 'completed', result: { counted: 7 } });
    expect(await slow).toEqual({ state: 'completed', jobId: 'slow-g', result: 'late' });
    expect(await q.enqueueAndWait('count', { upTo: 8 }, { jobId: 'count-g2', timeoutMs: 10_000 })).toMatchObject({ state: 'completed', result: { counted: 8 } });
    await expect(q.enqueueAndWait('refused', {}, { jobId: 'refused-g', timeoutMs: 20_000 })).rejects.toThrow('invalid byte sequence');
  });

  it('answers a wait for a job that finishes at once, again and again (each wait the only one)', async () => {
    const q = await queue();
    for (let i = 0; i < 40; i++) {
      expect(await q.enqueueAndWait('count', { upTo: i }, { jobId: `count-h${i}`, timeoutMs: 5_000 })).toEqual({ state: 'completed', jobId: `count-h${i}`, result: { counted: i } });
    }
  });

  it('reports itself healthy', async () => {
    expect(await (await queue()).health()).toBe('ok');
  });
});
