import { migrateToLatest } from '@leave/migrations';
import { ConfigError, loadConfig } from '@leave/core/config';
import { openDatabase } from '@leave/core/db';

/** `npm run migrate`: brings the configured database (PGlite under DATA_DIR or DATABASE_URL) up to date. */
try {
  const config = loadConfig();
  const database = await openDatabase(config);
  const { results } = await migrateToLatest(database.db);
  for (const r of results ?? []) process.stdout.write(`${r.status === 'Success' ? 'applied' : r.status}: ${r.migrationName}\n`);
  if (!results?.length) process.stdout.write('database is up to date\n');
  await database.close();
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? 'Configuration error' : 'Migration failed'}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
