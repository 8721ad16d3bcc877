/**
 * The job port. The api enqueues work through it and never knows where the work runs: in-process in
 * the embedded runtime, on BullMQ workers in their own processes when REDIS_URL is set. Both adapters
 * run the same handler functions (worker/src/jobs).
 */
export interface JobProgress {
  processed: number;
  total: number;
}

export interface JobContext {
  jobId: string;
  reportProgress(progress: JobProgress): Promise<void>;
}

export type JobHandler<Data = unknown, Result = unknown> = (data: Data, context: JobContext) => Promise<Result>;

export type JobOutcome<Result> = { state: 'completed'; jobId: string; result: Result } | { state: 'running'; jobId: string };

export interface EnqueueOptions {
  /** A meaningful, deterministic id: enqueueing the same id twice runs the job once. No ':' allowed. */
  jobId?: string;
}

export interface JobQueue {
  readonly kind: 'in-process' | 'bullmq';
  enqueue(name: string, data: unknown, options?: EnqueueOptions): Promise<{ jobId: string }>;
  /** Enqueues and waits up to timeoutMs for the result; a longer job keeps running and answers 'running'. */
  enqueueAndWait<Result>(name: string, data: unknown, options: EnqueueOptions & { timeoutMs: number }): Promise<JobOutcome<Result>>;
  onProgress(listener: (jobId: string, name: string, progress: JobProgress) => void): () => void;
  onCompleted(listener: (jobId: string, name: string, result: unknown) => void): () => void;
  health(): Promise<'ok' | 'down'>;
  close(): Promise<void>;
}

type ProgressListener = (jobId: string, name: string, progress: JobProgress) => void;
type CompletedListener = (jobId: string, name: string, result: unknown) => void;

/** The listener half every adapter shares: subscribe with the port's methods, tell with emit*. */
export function jobListeners(): Pick<JobQueue, 'onProgress' | 'onCompleted'> & {
  emitProgress: ProgressListener;
  emitCompleted: CompletedListener;
} {
  const progress = new Set<ProgressListener>();
  const completed = new Set<CompletedListener>();
  return {
    onProgress(listener) {
      progress.add(listener);
      return () => progress.delete(listener);
    },
    onCompleted(listener) {
      completed.add(listener);
      return () => completed.delete(listener);
    },
    emitProgress: (jobId, name, p) => progress.forEach((l) => l(jobId, name, p)),
    emitCompleted: (jobId, name, result) => completed.forEach((l) => l(jobId, name, result)),
  };
}
