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
  interface Listening {
    /** Set once it is made (after the stream's newest entry is read). */
    events: QueueEvents | null;
    connection: Redis;
    ready: Promise<void>;
    waiters: number;
  }
  let listening: Listening | null = null;
  /**
   * A QueueEvents that reads the stream from its newest entry as it is now. Left to start at '$', it would
   * take that position only at its first read, after a round trip of its own: a job finishing in between
   * would be neither seen by that read nor, if it finished after the wait's own look at the job, by that
   * look (a wait of 30 s for nothing, seen under load). From an entry read before the look, every finish is
   * one or the other.
   */
  function openEvents(): Listening {
    const opening: Listening = { events: null, connection: redisConnection(redisUrl), ready: Promise.resolve(), waiters: 0 };
    opening.ready = (async () => {
      const [newest] = await connection.xrevrange(queue.keys.events!, '+', '-', 'COUNT', 1);
      const events = new QueueEvents(QUEUE_NAME, { connection: opening.connection, prefix, lastEventId: newest?.[0] ?? '0-0' });
      events.on('error', () => undefined);
      opening.events = events;
      await events.waitUntilReady();
    })();
    return opening;
  }
  async function closeEvents(closing: Listening): Promise<void> {
    await closing.ready.catch(() => undefined);
    await closing.events?.close().catch(() => undefined);
    closing.connection.disconnect();
  }
  async function waitFor(job: AnyJob, timeoutMs: number): Promise<unknown> {
    listening ??= openEvents();
    const current = listening;
    current.waiters++;
    try {
      await current.ready;
      // Waits on the job's completed or failed event, having looked whether it finished already.
      return await job.waitUntilFinished(current.events!, timeoutMs);
    } finally {
      if (--current.waiters === 0) {
        if (listening === current) listening = null;
        await closeEvents(current);
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
        await closeEvents(listening);
        listening = null;
      }
      await queue.close();
      connection.disconnect();
    },
  };
}
