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

export type JobOutcome<Result> = { state: 'completed'; jobId: string; result: Result } | { state: 'running'; jobId: string };

export interface EnqueueOptions {
  /** A meaningful, deterministic id: enqueueing the same id twice runs the job once. No ':' allowed. */
  jobId?: string;
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

export interface JobQueue {
  readonly kind: 'in-process' | 'bullmq';
  enqueue(name: string, data: unknown, options?: EnqueueOptions): Promise<{ jobId: string }>;
  /** Enqueues and waits up to timeoutMs for the result; a longer job keeps running and answers 'running'. */
  enqueueAndWait<Result>(name: string, data: unknown, options: EnqueueOptions & { timeoutMs: number }): Promise<JobOutcome<Result>>;
  health(): Promise<'ok' | 'down'>;
  counts(): Promise<JobCounts>;
  close(): Promise<void>;
}
