import { PostgresDialect, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite has a single connection. Kysely's Postgres driver takes a connection from the pool for each
 * query and keeps it for the whole of a transaction; this pool hands the one connection out to one
 * borrower at a time, so a concurrent request waits instead of running inside another's transaction.
 * (The published PGlite dialects either lag PGlite's releases or do not serialise transactions.)
 */
class SingleConnectionPool implements PostgresPool {
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly pglite: PGlite) {}

  connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const turn = this.queue;
    this.queue = this.queue.then(() => released);
    return turn.then(() => this.client(release));
  }

  async end(): Promise<void> {
    await this.queue;
  }

  private client(release: () => void): PostgresPoolClient {
    const pglite = this.pglite;
    let done = false;
    return {
      async query(sql: unknown, parameters?: readonly unknown[]): Promise<PostgresQueryResult<any>> {
        if (typeof sql !== 'string') throw new Error('PGlite does not support cursors');
        const result = await pglite.query(sql, parameters as unknown[]);
        return { command: commandOf(sql), rowCount: result.affectedRows ?? result.rows.length, rows: result.rows as any[] };
      },
      release() {
        if (done) return;
        done = true;
        release();
      },
    } as PostgresPoolClient;
  }
}

function commandOf(sql: string): PostgresQueryResult<unknown>['command'] {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase();
  return (['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(word ?? '') ? word : 'SELECT') as PostgresQueryResult<unknown>['command'];
}

export interface PgliteConnection {
  dialect: PostgresDialect;
  /** Runs `work` while no query or transaction holds the connection (a consistent moment for a snapshot). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

export function createPgliteConnection(pglite: PGlite): PgliteConnection {
  const pool = new SingleConnectionPool(pglite);
  return {
    dialect: new PostgresDialect({ pool }),
    async exclusive(work) {
      const client = await pool.connect();
      try {
        return await work();
      } finally {
        client.release();
      }
    },
  };
}
