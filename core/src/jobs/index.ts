export * from './port';
export * from './catalogue';
export * from './failures';
export { createInProcessQueue } from './in-process-queue';
