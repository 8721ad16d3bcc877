import { pgliteDirOf } from '@leave/core/db';
import { backupEmbedded, backupPostgres } from '@leave/core/backup';
import { runFileCommand } from './file-command';

/**
 * `npm run backup -- FILE`: a consistent snapshot of the database into FILE, while the product runs.
 * Embedded: asked of the running server (or taken from DATA_DIR when none runs); with DATABASE_URL:
 * pg_dump.
 */
await runFileCommand('backup', async (file, config) => {
  const report = config.databaseUrl ? await backupPostgres(config.databaseUrl, file) : await backupEmbedded(pgliteDirOf(config), file);
  return `backup written to ${file} (${report.bytes} bytes, from the ${report.source})`;
});
