export { migrateToLatest } from './migrate';
export type * from './schema/database';
export { EMPLOYEE_ID_SEQUENCES } from './schema/users.table';
