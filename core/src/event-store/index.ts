export * from './event-store';
export * from './streams';
export * from './command-handler';
export { lockPerson } from './person-lock';
export { READ_MODEL_LOCK_KEY, shareReadModelLock, takeReadModelLock } from './read-model-lock';
