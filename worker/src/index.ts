export { createJobHandlers, type JobDependencies } from './jobs';
export { createBullmqQueue, QUEUE_NAME, redisConnection } from './queue/bullmq-queue';
