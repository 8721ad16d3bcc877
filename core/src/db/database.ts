import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '@leave/migrations';
import { createPgliteConnection } from './pglite-pool';
import { lockDataDir } from './data-dir-lock';
import type { PGlite } from '@electric-sql/pglite';

export type Db = Kysely<Database>;
export type { Database };

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Only for the embedded runtime: the PGlite instance (tests dump and load its data dir). */
  pglite?: PGlite;
  /** Only for the embedded runtime on disk: its data folder. */
  dataDir?: string;
  /**
   * Only for the embedded runtime: a gzipped tarball of the data folder taken while no transaction is
   * open, after a checkpoint, so that it holds exactly the committed transactions (a backup).
   */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

// Both drivers return the same JS shapes: dates as 'YYYY-MM-DD', numeric and bigint as numbers.
const DATE_OID = 1082;
const NUMERIC_OID = 1700;
const INT8_OID = 20;
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID) return (v: string) => v;
    if (oid === NUMERIC_OID || oid === INT8_OID) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
} as unknown as pg.CustomTypesConfig;

export function createPostgresDatabase(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, types: pgTypes });
  // An idle connection that the server ends (a restart, a failover, a dropped database) is an 'error'
  // event on the pool; unheard, it would crash the process. pg-pool has already discarded that
  // connection, and the next query opens a new one; errors of running queries still reach their caller.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/**
 * The embedded runtime: PGlite stored under dataDir (or in memory for `memory://`), optionally loaded
 * from a dump. A folder on disk is locked for this process while it is open (data-dir-lock.ts).
 */
export async function createPgliteDatabase(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const onDisk = dataDir !== 'memory://';
  const unlock = onDisk ? lockDataDir(dataDir) : () => {};
  let pglite: PGlite;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    pglite = await PGlite.create({
      ...(onDisk ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      parsers: {
        [DATE_OID]: (v: string) => v,
        [NUMERIC_OID]: (v: string) => Number(v),
        [INT8_OID]: (v: string) => Number(v),
      },
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const connection = createPgliteConnection(pglite);
  const db = new Kysely<Database>({ dialect: connection.dialect });
  return {
    db,
    kind: 'pglite',
    pglite,
    ...(onDisk ? { dataDir } : {}),
    snapshot: () =>
      connection.exclusive(async () => {
        // Pages reach the files and the log is cut: the copy needs no recovery when it is opened.
        await pglite.query('CHECKPOINT');
        return pglite.dumpDataDir('gzip');
      }),
    close: async () => {
      try {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}
