import { Job, Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { JOB_ATTEMPTS, JOB_BACKOFF_MS, type EnqueueOptions, type JobCatalogue, type JobCatalogueShape, type JobOutcome, type JobQueue } from '@leave/core/jobs';

export const QUEUE_NAME = 'leave-jobs';

/** ioredis as BullMQ wants it: blocking commands must never be cut short by a retry limit. */
export function redisConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });
}

/**
 * The production adapter of the job port: the api enqueues on Redis, BullMQ workers in their own
 * processes run the handlers, and QueueEvents brings their results back to this process while one of its
 * requests waits for a job (an upload, a recalculation). It reads the queue's whole event stream (five or so
 * entries for every job, the mails' included), so it runs only while a request waits: kept open on every
 * node, it had every api node read every job's events, for nothing.
 */
export async function createBullmqQueue<Catalogue extends JobCatalogueShape = JobCatalogue>(redisUrl: string, prefix: string): Promise<JobQueue<Catalogue>> {
  type Name = keyof Catalogue & string;
  // BullMQ's names are strings: the catalogue types `enqueue`, the queue itself takes any name.
  type AnyJob = Job<unknown, unknown, string>;
  const connection = redisConnection(redisUrl);
  const queue = new Queue<unknown, unknown, string>(QUEUE_NAME, { connection, prefix, defaultJobOptions: { removeOnComplete: { age: 24 * 3600, count: 1000 }, removeOnFail: { age: 7 * 24 * 3600 }, attempts: JOB_ATTEMPTS, backoff: { type: 'exponential', delay: JOB_BACKOFF_MS } } });
  queue.on('error', () => undefined);
  await queue.waitUntilReady();

  // The QueueEvents of the requests waiting now, opened by the first and closed after the last.
  let listening: { events: QueueEvents; connection: Redis; ready: Promise<unknown>; waiters: number } | null = null;
  async function waitFor(job: AnyJob, timeoutMs: number): Promise<unknown> {
    if (!listening) {
      const eventsConnection = redisConnection(redisUrl);
      const events = new QueueEvents(QUEUE_NAME, { connection: eventsConnection, prefix });
      events.on('error', () => undefined);
      listening = { events, connection: eventsConnection, ready: events.waitUntilReady(), waiters: 0 };
    }
    const current = listening;
    current.waiters++;
    try {
      await current.ready;
      // Waits on the job's completed or failed event, having looked whether it finished already.
      return await job.waitUntilFinished(current.events, timeoutMs);
    } finally {
      if (--current.waiters === 0) {
        if (listening === current) listening = null;
        await current.events.close().catch(() => undefined);
        current.connection.disconnect();
      }
    }
  }

  async function add(name: Name, data: Catalogue[Name]['data'], options?: EnqueueOptions): Promise<AnyJob> {
    // A job id that failed for good is run again when enqueued again, as the in-process adapter does;
    // one that is waiting, running or done is left alone (BullMQ ignores the add).
    const previous = options?.jobId ? await Job.fromId<unknown, unknown, string>(queue, options.jobId) : undefined;
    if (previous && (await previous.isFailed())) {
      await previous.retry('failed');
      return previous;
    }
    return queue.add(name, data, { ...(options?.jobId ? { jobId: options.jobId } : {}), ...(options?.priority ? { priority: options.priority } : {}) });
  }

  return {
    kind: 'bullmq',
    async enqueue(name, data, options) {
      const job = await add(name, data, options);
      return { jobId: job.id ?? '' };
    },
    async enqueueAndWait<One extends Name>(name: One, data: Catalogue[One]['data'], options: EnqueueOptions & { timeoutMs: number }): Promise<JobOutcome<Catalogue[One]['result']>> {
      const job = await add(name, data, options);
      const jobId = job.id ?? '';
      try {
        // The result comes back through Redis as the handler of this name returned it.
        const result = (await waitFor(job, options.timeoutMs)) as Catalogue[One]['result'];
        return { state: 'completed', jobId, result };
      } catch (error) {
        if (error instanceof Error && /timed out/i.test(error.message)) return { state: 'running', jobId };
        throw error;
      }
    },
    async health() {
      try {
        return (await connection.ping()) === 'PONG' ? 'ok' : 'down';
      } catch {
        return 'down';
      }
    },
    async counts() {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
      return { waiting: counts.waiting ?? 0, active: counts.active ?? 0, delayed: counts.delayed ?? 0, failed: counts.failed ?? 0 };
    },
    async close() {
      if (listening) {
        await listening.events.close().catch(() => undefined);
        listening.connection.disconnect();
        listening = null;
      }
      await queue.close();
      connection.disconnect();
    },
  };
}
