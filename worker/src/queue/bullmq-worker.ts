import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { isUnrecoverable, type HandlersOf, type JobCatalogue, type JobCatalogueShape, type JobHandler } from '@leave/core/jobs';
import type { Logger } from '@leave/core/log';
import { QUEUE_NAME, redisConnection } from './bullmq-queue';

export interface WorkerOptions {
  redisUrl: string;
  prefix: string;
  concurrency: number;
  log: Logger;
  /** How long a job's lock lasts without renewal: after it, a job whose worker died is run again. */
  lockDuration?: number;
  /** How often stalled jobs (whose worker died) are looked for. */
  stalledInterval?: number;
}

/**
 * Runs the job handlers on BullMQ: the worker process's loop, also started by tests on real Redis. A
 * failure that no retry can change (core's isUnrecoverable) becomes BullMQ's UnrecoverableError, so that
 * the job fails for good at once instead of using up its attempts.
 */
export function startBullmqWorker<Catalogue extends JobCatalogueShape = JobCatalogue>(handlers: HandlersOf<NoInfer<Catalogue>>, options: WorkerOptions): Worker {
  type Name = keyof Catalogue & string;
  const connection = redisConnection(options.redisUrl);
  const worker = new Worker<Catalogue[Name]['data'], Catalogue[Name]['result'], Name>(
    QUEUE_NAME,
    async (job: Job<Catalogue[Name]['data'], Catalogue[Name]['result'], Name>) => {
      // Redis holds whatever name was queued: one the catalogue does not know fails for good.
      if (!Object.hasOwn(handlers, job.name)) throw new UnrecoverableError(`No handler for job ${job.name}`);
      const handler = handlers[job.name] as JobHandler<Catalogue[Name]['data'], Catalogue[Name]['result']>;
      const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      try {
        return await handler(job.data, { jobId: job.id ?? '', finalAttempt });
      } catch (error) {
        if (error instanceof UnrecoverableError || !isUnrecoverable(error)) throw error;
        throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
      }
    },
    {
      connection,
      prefix: options.prefix,
      concurrency: options.concurrency,
      lockDuration: options.lockDuration ?? 30_000,
      stalledInterval: options.stalledInterval ?? 30_000,
      maxStalledCount: 2,
    },
  );
  worker.on('error', (error) => options.log.error({ err: error }, 'worker error'));
  worker.on('failed', (job, error) => options.log.warn({ err: error, jobId: job?.id, job: job?.name }, 'job failed'));
  worker.on('closed', () => connection.disconnect());
  return worker;
}
