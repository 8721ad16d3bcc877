import { ConfigError, loadConfig } from '@leave/core/config';
import { openDatabase } from '@leave/core/db';
import { bringSchemaUpToDate } from '@leave/core/schema';

/** `npm run migrate`: brings the configured database (PGlite under DATA_DIR or DATABASE_URL) up to date: its migrations, then its store functions. */
try {
  const config = loadConfig();
  const database = await openDatabase(config);
  const { migrations, functions } = await bringSchemaUpToDate(database.db);
  for (const name of migrations) process.stdout.write(`applied: ${name}\n`);
  for (const name of functions) process.stdout.write(`function applied: ${name}\n`);
  if (migrations.length === 0 && functions.length === 0) process.stdout.write('database is up to date\n');
  await database.close();
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? 'Configuration error' : 'Migration failed'}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
