import { ConfigError, loadConfig } from '@leave/core/config';
import { pgliteDirOf } from '@leave/core/db';
import { restoreEmbedded, restorePostgres } from '@leave/core/backup';

/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` back. Embedded: into DATA_DIR's
 * database folder, which must be empty (nothing is ever overwritten); with DATABASE_URL: pg_restore into
 * that database, which must hold no table. Then `npm run replay` checks the read models against the log.
 */
const file = process.argv[2];
if (!file || file.startsWith('-')) {
  process.stderr.write('Usage: npm run restore -- FILE\n');
  process.exit(2);
}
try {
  const config = loadConfig();
  if (config.databaseUrl) {
    await restorePostgres(file, config.databaseUrl);
    process.stdout.write(`${file} restored into the database of DATABASE_URL\n`);
  } else {
    const { events } = await restoreEmbedded(file, pgliteDirOf(config));
    process.stdout.write(`${file} restored into ${pgliteDirOf(config)} (${events} events)\n`);
  }
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? 'Configuration error' : 'Restore failed'}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
