export { createJobHandlers, type JobDependencies } from './jobs';
export { createBullmqQueue, QUEUE_NAME, redisConnection } from './queue/bullmq-queue';
export { startBullmqWorker } from './queue/bullmq-worker';
