import { randomUUID } from 'node:crypto';
import type { Logger } from '../log';
import { backoffBefore, isUnrecoverable, JOB_ATTEMPTS } from './failures';
import type { EnqueueOptions, JobHandler, JobOutcome, JobQueue } from './port';

/**
 * The embedded runtime's adapter: jobs run in this process, one after another, through the same
 * handlers the BullMQ workers use, with the same attempts (failures.ts): a failure that may pass is
 * tried again after a back-off, one that cannot ends the job at once. A job id that is already queued
 * or done is not run twice.
 */
export function createInProcessQueue(handlers: Record<string, JobHandler>, log: Logger): JobQueue {
  const runs = new Map<string, Promise<unknown>>();
  let chain: Promise<unknown> = Promise.resolve();
  let closed = false;
  const counts = { waiting: 0, active: 0, delayed: 0, failed: 0 };

  function start(name: string, data: unknown, options?: EnqueueOptions): { jobId: string; run: Promise<unknown> } {
    if (closed) throw new Error('The job queue is closed');
    const handler = handlers[name];
    if (!handler) throw new Error(`No handler for job ${name}`);
    const jobId = options?.jobId ?? randomUUID();
    const existing = runs.get(jobId);
    if (existing) return { jobId, run: existing };
    counts.waiting++;
    const attempt = async (n: number): Promise<unknown> => {
      try {
        return await handler(data, { jobId, finalAttempt: n >= JOB_ATTEMPTS });
      } catch (error) {
        if (closed || n >= JOB_ATTEMPTS || isUnrecoverable(error)) throw error;
        log.warn({ err: error, jobId, job: name, attempt: n }, 'job failed, trying again');
        await new Promise((resolve) => setTimeout(resolve, backoffBefore(n + 1)));
        // A queue closed meanwhile (shutdown) tries no more: the database is about to go.
        if (closed) throw error;
        return attempt(n + 1);
      }
    };
    const run = chain.then(async () => {
      counts.waiting--;
      counts.active++;
      try {
        return await attempt(1);
      } catch (error) {
        counts.failed++;
        throw error;
      } finally {
        counts.active--;
      }
    });
    chain = run.catch((error: unknown) => log.error({ err: error, jobId, job: name }, 'job failed'));
    runs.set(jobId, run);
    // A failed job may be retried with the same id.
    run.catch(() => runs.delete(jobId));
    return { jobId, run };
  }

  return {
    kind: 'in-process',
    async enqueue(name, data, options) {
      const { jobId } = start(name, data, options);
      return { jobId };
    },
    async enqueueAndWait<Result>(name: string, data: unknown, options: EnqueueOptions & { timeoutMs: number }): Promise<JobOutcome<Result>> {
      const { jobId, run } = start(name, data, options);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), options.timeoutMs)));
      try {
        const outcome = await Promise.race([run, timeout]);
        if (outcome === 'timeout') return { state: 'running', jobId };
        return { state: 'completed', jobId, result: outcome as Result };
      } finally {
        clearTimeout(timer);
      }
    },
    async health() {
      return closed ? 'down' : 'ok';
    },
    async counts() {
      return { ...counts };
    },
    async close() {
      closed = true;
      await chain;
    },
  };
}
