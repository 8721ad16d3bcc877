// The public surface of @leave/worker: the job handlers, the BullMQ adapter of the job port, and the
// schedules, and the worker process's whole work (start.ts). The api uses it in exactly one file, the one
// that wires the job runtime.

export { createJobHandlers, type ImportOptions, type JobDependencies } from './jobs';
export { createBullmqQueue, QUEUE_NAME, redisConnection } from './queue/bullmq-queue';
export { startBullmqWorker, type WorkerOptions } from './queue/bullmq-worker';
export { scheduleDailyJobs, scheduleNotificationSweeps, scheduleRouteDeadlines } from './schedule/bullmq-schedule';
export { startEmbeddedBackground, type EmbeddedBackground } from './schedule/in-process-schedule';
export { startWorker, type RunningWorker } from './start';
