import { pgliteDirOf } from '@leave/core/db';
import { restoreEmbedded, restorePostgres } from '@leave/core/backup';
import { runFileCommand } from './file-command';

/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` back. Embedded: into DATA_DIR's
 * database folder, which must be empty (nothing is ever overwritten); with DATABASE_URL: pg_restore into
 * that database, which must hold no table. Then `npm run replay` checks the read models against the log.
 */
await runFileCommand('restore', async (file, config) => {
  if (config.databaseUrl) {
    await restorePostgres(file, config.databaseUrl);
    return `${file} restored into the database of DATABASE_URL`;
  }
  const { events } = await restoreEmbedded(file, pgliteDirOf(config));
  return `${file} restored into ${pgliteDirOf(config)} (${events} events)`;
});
