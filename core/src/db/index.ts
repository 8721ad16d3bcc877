import path from 'node:path';
import type { Config } from '../config';
import { createPgliteDatabase, createPostgresDatabase, type DatabaseHandle } from './database';

export * from './database';

/** The one dialect switch: DATABASE_URL means Postgres through `pg`, otherwise PGlite under DATA_DIR. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  if (config.databaseUrl) return Promise.resolve(createPostgresDatabase(config.databaseUrl));
  return createPgliteDatabase(path.join(config.dataDir, 'pglite'));
}
