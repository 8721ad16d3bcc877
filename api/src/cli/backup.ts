import { ConfigError, loadConfig } from '@leave/core/config';
import { pgliteDirOf } from '@leave/core/db';
import { backupEmbedded, backupPostgres } from '@leave/core/backup';

/**
 * `npm run backup -- FILE`: a consistent snapshot of the database into FILE, while the product runs.
 * Embedded: asked of the running server (or taken from DATA_DIR when none runs); with DATABASE_URL:
 * pg_dump. Exit code 1 with one line on stderr when it cannot be done.
 */
const file = process.argv[2];
if (!file || file.startsWith('-')) {
  process.stderr.write('Usage: npm run backup -- FILE\n');
  process.exit(2);
}
try {
  const config = loadConfig();
  const report = config.databaseUrl ? await backupPostgres(config.databaseUrl, file) : await backupEmbedded(pgliteDirOf(config), file);
  process.stdout.write(`backup written to ${file} (${report.bytes} bytes, from the ${report.source})\n`);
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? 'Configuration error' : 'Backup failed'}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
