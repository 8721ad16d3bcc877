import path from 'node:path';
import type { Config } from '../config';
import { createPgliteDatabase, createPostgresDatabase, type DatabaseHandle } from './database';

export * from './database';
export { isDatabaseUnavailable } from './unavailable';
export { DataDirInUseError, lockDataDir } from './data-dir-lock';

/** The embedded database's folder under DATA_DIR. */
export function pgliteDirOf(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'pglite');
}

/** The one dialect switch: DATABASE_URL means Postgres through `pg`, otherwise PGlite under DATA_DIR. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  if (config.databaseUrl) return Promise.resolve(createPostgresDatabase(config.databaseUrl));
  return createPgliteDatabase(pgliteDirOf(config));
}
