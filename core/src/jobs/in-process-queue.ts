import { randomUUID } from 'node:crypto';
import type { Logger } from '../log';
import { backoffBefore, isUnrecoverable, JOB_ATTEMPTS } from './failures';
import type { JobCatalogue } from './catalogue';
import type { EnqueueOptions, HandlersOf, JobCatalogueShape, JobHandler, JobOutcome, JobQueue } from './port';

/**
 * The embedded runtime's adapter: jobs run in this process, one after another, through the same
 * handlers the BullMQ workers use, with the same attempts (failures.ts): a failure that may pass is
 * tried again after a back-off, one that cannot ends the job at once. A job id that is already queued
 * or done is not run twice. Waiting jobs run by priority (port.ts), as on BullMQ.
 */
export function createInProcessQueue<Catalogue extends JobCatalogueShape = JobCatalogue>(handlers: HandlersOf<NoInfer<Catalogue>>, log: Logger): JobQueue<Catalogue> {
  type Name = keyof Catalogue & string;
  const runs = new Map<string, Promise<unknown>>();
  // Jobs waiting their turn, run one at a time: the lowest priority number first (none before any),
  // equal ones in the order queued, as BullMQ orders them.
  const waiting: { priority: number; order: number; go: () => void }[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let busy = false;
  let queued = 0;
  let closed = false;
  const counts = { waiting: 0, active: 0, delayed: 0, failed: 0 };

  function next(): void {
    if (busy || waiting.length === 0) return;
    let first = 0;
    for (let i = 1; i < waiting.length; i++) {
      const a = waiting[i]!;
      const b = waiting[first]!;
      if (a.priority < b.priority || (a.priority === b.priority && a.order < b.order)) first = i;
    }
    busy = true;
    waiting.splice(first, 1)[0]!.go();
  }

  function start(name: Name, data: Catalogue[Name]['data'], options?: EnqueueOptions): { jobId: string; run: Promise<unknown> } {
    if (closed) throw new Error('The job queue is closed');
    // A name off the catalogue can still come from plain JavaScript: it is refused here.
    const handler = Object.hasOwn(handlers, name) ? (handlers[name] as JobHandler<Catalogue[Name]['data'], Catalogue[Name]['result']>) : undefined;
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
    const turn = new Promise<void>((go) => waiting.push({ priority: options?.priority ?? 0, order: queued++, go }));
    const run = turn.then(async () => {
      counts.waiting--;
      counts.active++;
      try {
        return await attempt(1);
      } catch (error) {
        counts.failed++;
        throw error;
      } finally {
        counts.active--;
        busy = false;
        next();
      }
    });
    const settled = run.catch((error: unknown) => log.error({ err: error, jobId, job: name }, 'job failed'));
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    runs.set(jobId, run);
    // A failed job may be retried with the same id.
    run.catch(() => runs.delete(jobId));
    next();
    return { jobId, run };
  }

  return {
    kind: 'in-process',
    async enqueue(name, data, options) {
      const { jobId } = start(name, data, options);
      return { jobId };
    },
    async enqueueAndWait<Job extends Name>(name: Job, data: Catalogue[Job]['data'], options: EnqueueOptions & { timeoutMs: number }): Promise<JobOutcome<Catalogue[Job]['result']>> {
      const { jobId, run } = start(name, data, options);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), options.timeoutMs)));
      try {
        const outcome = await Promise.race([run, timeout]);
        if (outcome === 'timeout') return { state: 'running', jobId };
        return { state: 'completed', jobId, result: outcome as Catalogue[Job]['result'] };
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
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
