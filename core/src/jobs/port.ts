import type { JobCatalogue } from './catalogue';

/**
 * The job port. The api enqueues work through it and never knows where the work runs: in-process in
 * the embedded runtime, on BullMQ workers in their own processes when REDIS_URL is set. Both adapters
 * run the same handler functions (worker/src/jobs). Progress a person should see goes to their screens
 * through the live notifier, not through the queue.
 */
export interface JobContext {
  jobId: string;
  /**
   * Whether the queue will try the job no more after this attempt: a handler that keeps state of its own
   * (an import) records a failure for good then. Absent (a direct call): another attempt may follow.
   */
  finalAttempt?: boolean;
}

export type JobHandler<Data = unknown, Result = unknown> = (data: Data, context: JobContext) => Promise<Result>;

/** What a catalogue of jobs says of each: the data it takes, the result it gives. */
export type JobCatalogueShape = Record<string, { data: unknown; result: unknown }>;

/** A handler for every job of a catalogue, each typed by its name. */
export type HandlersOf<Catalogue extends JobCatalogueShape> = { [Name in keyof Catalogue & string]: JobHandler<Catalogue[Name]['data'], Catalogue[Name]['result']> };

/** The product's handlers: one for every job of JobCatalogue. */
export type JobHandlers = HandlersOf<JobCatalogue>;

export type JobOutcome<Result> = { state: 'completed'; jobId: string; result: Result } | { state: 'running'; jobId: string };

export interface EnqueueOptions {
  /** A meaningful, deterministic id: enqueueing the same id twice runs the job once. No ':' allowed. */
  jobId?: string;
  /**
   * Among jobs waiting, lower runs first (1 before 2); a job without one runs before any with one
   * (BullMQ's priorities; the in-process queue keeps the same order). Equal ones run in the order queued.
   */
  priority?: number;
}

/**
 * How many jobs are where, for the operator's metrics. In-process: since the process started; BullMQ: the
 * queue in Redis as all processes share it (failed jobs are kept 7 days).
 */
export interface JobCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
}

export interface JobQueue<Catalogue extends JobCatalogueShape = JobCatalogue> {
  readonly kind: 'in-process' | 'bullmq';
  enqueue<Name extends keyof Catalogue & string>(name: Name, data: Catalogue[Name]['data'], options?: EnqueueOptions): Promise<{ jobId: string }>;
  /** Enqueues and waits up to timeoutMs for the result; a longer job keeps running and answers 'running'. */
  enqueueAndWait<Name extends keyof Catalogue & string>(name: Name, data: Catalogue[Name]['data'], options: EnqueueOptions & { timeoutMs: number }): Promise<JobOutcome<Catalogue[Name]['result']>>;
  health(): Promise<'ok' | 'down'>;
  counts(): Promise<JobCounts>;
  close(): Promise<void>;
}
