export { migrateToLatest } from './migrate';
export type * from './schema/database';
