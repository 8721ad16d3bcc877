import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { Migrator, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Reads `<timestamp>_<what>.ts` files in name order (or their compiled `.js`, next to the bundle that
 * `npm run build:server` makes); they export up/down and import no app code.
 */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(folder)).filter((f) => /^\d{8}_\d{4}_[\w-]+\.(ts|js)$/.test(f)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(/\.(ts|js)$/, '')] = (await import(pathToFileURL(path.join(folder, file)).href)) as Migration;
    }
    return migrations;
  }
}

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${String((result.error as Error).message ?? result.error)}`);
  }
  return result;
}
