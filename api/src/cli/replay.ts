import { ConfigError, loadConfig } from '@leave/core/config';
import { openDatabase } from '@leave/core/db';
import { bringSchemaUpToDate } from '@leave/core/schema';
import { inlineProjections } from '@leave/core/projections';
import { describeDifference, replayReadModels } from '../replay/replay';

/**
 * `npm run replay [-- --apply]`: rebuilds the read models from the event log and reports every row
 * that differs from the live one; `--apply` swaps the rebuilt rows in, safely while the api serves
 * (replay.ts). Exit code 2 when they differ
 * and were not applied, so that a scheduled audit can alert on it.
 */
const apply = process.argv.includes('--apply');
try {
  const database = await openDatabase(loadConfig());
  await bringSchemaUpToDate(database.db);
  const report = await replayReadModels(database.db, inlineProjections, { apply });
  process.stdout.write(`replayed ${report.events} events (${report.caughtUp} of them caught up under the lock)\n`);
  for (const d of report.differences) {
    const same = d.onlyLive === 0 && d.onlyRebuilt === 0;
    process.stdout.write(`${d.table}: ${same ? 'matches the event log' : `${d.onlyLive} live rows differ, ${d.onlyRebuilt} rebuilt rows differ`}\n`);
    for (const row of report.rows.filter((r) => r.table === d.table)) process.stdout.write(`  ${describeDifference(row)}\n`);
  }
  const differs = report.differences.some((d) => d.onlyLive > 0 || d.onlyRebuilt > 0);
  if (report.applied) process.stdout.write('rebuilt read models applied\n');
  await database.close();
  process.exit(differs && !report.applied ? 2 : 0);
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? 'Configuration error' : 'Replay failed'}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
