// `npm run backup` and `npm run restore` (docs/operations.md#backups), for either runtime. Embedded: the
// snapshot of the PGlite folder (from the running server over its control socket, or taken here when no
// server runs), restored only into an empty folder. Postgres: pg_dump's custom format, restored with
// pg_restore only into an empty database. A backup is written to a temporary name and renamed, so that
// an interrupted one never leaves a truncated file under the name asked for; it is readable by its owner
// only (it holds password hashes).

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createPgliteDatabase } from '../db';
import { countEvents } from '../event-store';
import { requestSnapshot } from './control-socket';

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

export interface BackupReport {
  bytes: number;
  /** Where the snapshot came from. */
  source: 'running server' | 'data folder' | 'pg_dump';
}

function temporaryNameOf(file: string): string {
  return path.join(path.dirname(path.resolve(file)), `.${path.basename(file)}.partial-${process.pid}`);
}

function writeAtomically(file: string, bytes: Uint8Array): void {
  const temporary = temporaryNameOf(file);
  writeFileSync(temporary, bytes, { mode: 0o600 });
  renameSync(temporary, file);
}

/** Backs up the embedded database of `pgliteDir` into `file` while a server may be running on it. */
export async function backupEmbedded(pgliteDir: string, file: string): Promise<BackupReport> {
  const fromServer = await requestSnapshot(pgliteDir);
  if (fromServer) {
    writeAtomically(file, fromServer);
    return { bytes: fromServer.length, source: 'running server' };
  }
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) throw new BackupError(`There is no database in ${pgliteDir} to back up`);
  const database = await createPgliteDatabase(pgliteDir);
  try {
    const bytes = new Uint8Array(await (await database.snapshot!()).arrayBuffer());
    writeAtomically(file, bytes);
    return { bytes: bytes.length, source: 'data folder' };
  } finally {
    await database.close();
  }
}

/** Restores a backup into `pgliteDir`, which must not exist or be empty. Returns the number of events. */
export async function restoreEmbedded(file: string, pgliteDir: string): Promise<{ events: number }> {
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
    throw new BackupError(`${pgliteDir} is not empty: a backup is restored only into an empty data folder (move the folder away first)`);
  }
  const dump = new Blob([readFileSync(file)]);
  const created = !existsSync(pgliteDir);
  let database: Awaited<ReturnType<typeof createPgliteDatabase>>;
  try {
    database = await createPgliteDatabase(pgliteDir, dump);
  } catch (error) {
    // A file that is not a backup leaves no half-written folder behind.
    if (created) rmSync(pgliteDir, { recursive: true, force: true });
    else for (const entry of readdirSync(pgliteDir)) rmSync(path.join(pgliteDir, entry), { recursive: true, force: true });
    throw new BackupError(`${file} could not be restored: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return { events: await countEvents(database.db) };
  } finally {
    await database.close();
  }
}

/** The connection string without its password, which goes to the tools in PGPASSWORD (never on a command line). */
function connectionOf(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new BackupError(`${tool} was not found: install the PostgreSQL client tools (the server's major version or newer)`) : error),
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${tool} failed with exit code ${code}`))));
  });
}

/** pg_dump of the whole database in its custom format: one consistent snapshot, taken while it runs. */
export async function backupPostgres(databaseUrl: string, file: string): Promise<BackupReport> {
  const { dbname, env } = connectionOf(databaseUrl);
  const temporary = temporaryNameOf(file);
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${temporary}`, `--dbname=${dbname}`], env);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
  return { bytes: readFileSync(file).length, source: 'pg_dump' };
}

/** pg_restore into `databaseUrl`, which must hold no table yet (create it empty first). */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`);
    if (Number(rows[0]?.n) > 0) throw new BackupError('The database is not empty: a backup is restored only into an empty database (create a new one)');
  } finally {
    await client.end();
  }
  const { dbname, env } = connectionOf(databaseUrl);
  await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${dbname}`, file], env);
}
