export * from './port';
export * from './catalogue';
export { createInProcessQueue } from './in-process-queue';
