export * from './event-store';
export * from './streams';
export * from './command-handler';
export { lockPerson } from './person-lock';
