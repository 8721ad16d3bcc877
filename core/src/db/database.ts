// The one dialect switch (docs/architecture.md): a Kysely over `pg` when DATABASE_URL is set, over PGlite
// under DATA_DIR when it is not, each with LISTEN/NOTIFY for the live feeds, and on `pg` the wire's own
// tricks the command path relies on: statements prepared by name per connection (PREPARED_STATEMENT), and a
// transaction's BEGIN and first statement sent in one write (Pipelined). One file though over 300 lines: both
// drivers' handles are built from the same parts (type parsers, the handle's shape), and the `pg` client's
// extension only makes sense beside the pool that installs it.

import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
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
  /**
   * LISTEN on a channel for this process: `onNotify` runs for each notification committed by any
   * connection (any process on Postgres). On Postgres a dedicated connection listens and comes back after
   * a loss (then `onNotify` runs once, since notifications sent meanwhile are gone). Resolves to the
   * function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
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

/**
 * The mark of a statement that each connection prepares once (a named statement: parsed and planned on its
 * first run, then only bound and executed) instead of parsing and planning it at every run. Only a fixed
 * text may carry it (a connection keeps each named statement for its life): the command path's append
 * with its projections (3.4 kB of SQL, about 0.3-0.4 ms of Postgres's planning per command) and its reads
 * functions. It is a comment, so PGlite and a Postgres without the wrapper run the same text as it is.
 */
export const PREPARED_STATEMENT = '/* prepared */ ';

/**
 * The mark of a statement inside a transaction whose answer can wait: it is answered at once with one row,
 * `{ [HELD_ANSWER]: promise }`, and sent later, in one round trip with the transaction's next statement (its
 * COMMIT, usually), which then fails with its error if it failed; the promise settles with its own rows
 * when that round trip ends (rejected if it failed or was never sent: a ROLLBACK drops it unsent). The
 * command path's append: its answer (the positions it took) is needed only after the commit, and a failure
 * (a concurrent command's version) rolls the transaction back all the same when the COMMIT reports it.
 * Outside a transaction, or before BEGIN has gone, it is sent as usual and answers its rows; so does PGlite,
 * which runs it at once. A comment, like PREPARED_STATEMENT (the two marks may follow one another, in
 * either order).
 */
export const HELD_STATEMENT = '/* held */ ';
/** The column of a held statement's one row at once: the promise of its rows (see HELD_STATEMENT). */
export const HELD_ANSWER = 'held';

/** A held statement's rows to come, settled by the pipeline that sends it. */
interface Deferred {
  promise: Promise<unknown[]>;
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

function deferred(): Deferred {
  let resolve!: (rows: unknown[]) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<unknown[]>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  // Nobody may be waiting (a transaction that failed before its commit): never an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

const statementNames = new Map<string, string>();

/** The parts of pg's Query and Connection (pg/lib/query.js, connection.js) a pipeline uses. */
interface WireConnection {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(message: { text: string; name?: string | undefined }): void;
  bind(message: object): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: object): void;
  on(event: 'parseComplete', listener: () => void): void;
  off(event: 'parseComplete', listener: () => void): void;
}
interface QueryInternals {
  name?: string;
  text: string;
  hasBeenParsed(connection: WireConnection): boolean;
  prepare(connection: WireConnection): void;
  handleError(error: Error, connection: WireConnection): void;
  handleReadyForQuery(connection: WireConnection): void;
}
const queryPrototype = pg.Query.prototype as unknown as QueryInternals;

/** A statement sent ahead of another in one pipeline: its text, with its name when it is a named statement. */
interface Leading {
  text: string;
  name?: string | undefined;
  values?: unknown[] | undefined;
  /** A held statement's rows, given when the pipeline ends. */
  answer?: Deferred;
}

/**
 * Statements sent ahead of a query in one pipeline, with it: each one's Parse (unless its connection has
 * it), Bind, Describe and Execute, then the query's own messages and one Sync, so one round trip and one
 * answer, the query's (the last result; a held statement's own rows go to its promise). A failure skips the
 * rest and is the query's error (and its held statement's). pg sends each
 * statement and waits for its answer (it does not pipeline): a transaction's BEGIN travels with its first
 * statement this way (BEGIN on its own was a quarter of a command's round trips, with nothing in its answer
 * anybody reads), and a held statement (HELD_STATEMENT) with the next one.
 *
 * pg records a named statement as parsed at any ParseComplete of the running query, under the query's own
 * name: the pipeline counts the ParseCompletes and, when it ends, keeps exactly the names whose Parse
 * succeeded, so that a statement that failed to parse (or was skipped) is parsed again next time.
 */
class Pipelined extends pg.Query {
  readonly #leading: readonly Leading[];
  #parsesSent: { name: string | undefined; text: string }[] = [];
  #parsed = 0;
  readonly #count = () => void this.#parsed++;
  #connection: WireConnection | null = null;

  constructor(leading: readonly Leading[], config: pg.QueryConfig, callback: (error: Error | undefined, result: pg.QueryResult) => void) {
    // Always the extended protocol: one Sync, hence one ReadyForQuery, for every statement.
    super({ ...config, queryMode: 'extended' } as pg.QueryConfig, (error: Error | undefined, results: unknown) => {
      // One result per statement, in the order sent: the leading ones', then the query's.
      leading.forEach((statement, i) => {
        if (!statement.answer) return;
        if (error) statement.answer.reject(error);
        else statement.answer.resolve((results as pg.QueryResult[])[i]?.rows ?? []);
      });
      callback(error, (Array.isArray(results) ? results.at(-1) : results) as pg.QueryResult);
    });
    this.#leading = leading;
  }

  prepare(connection: WireConnection): void {
    this.#connection = connection;
    connection.on('parseComplete', this.#count);
    for (const statement of this.#leading) {
      const parses = !statement.name || (connection.parsedStatements[statement.name] === undefined && connection.submittedNamedStatements[statement.name] === undefined);
      if (parses) {
        connection.parse({ text: statement.text, name: statement.name });
        this.#parsesSent.push({ name: statement.name, text: statement.text });
        if (statement.name) connection.submittedNamedStatements[statement.name] = statement.text;
      }
      connection.bind({ statement: statement.name, values: statement.values ?? [], valueMapper: preparedValue });
      // Described, so that rows it answers come with their description (pg would not read them otherwise).
      connection.describe({ type: 'P', name: '' });
      connection.execute({});
    }
    const query = this as unknown as QueryInternals;
    if (!query.hasBeenParsed(connection)) this.#parsesSent.push({ name: query.name, text: query.text });
    queryPrototype.prepare.call(this, connection);
  }

  /** Which named statements the connection now holds: those whose Parse completed, and no other. */
  #settle(): void {
    const connection = this.#connection;
    if (!connection) return;
    this.#connection = null;
    connection.off('parseComplete', this.#count);
    this.#parsesSent.forEach(({ name, text }, i) => {
      if (!name) return;
      delete connection.submittedNamedStatements[name];
      if (i < this.#parsed) connection.parsedStatements[name] = text;
      else delete connection.parsedStatements[name];
    });
  }

  handleError(error: Error, connection: WireConnection): void {
    this.#settle();
    queryPrototype.handleError.call(this, error, connection);
  }

  handleReadyForQuery(connection: WireConnection): void {
    this.#settle();
    queryPrototype.handleReadyForQuery.call(this, connection);
  }
}

/** pg's own mapping of a JS value to a parameter (pg/lib/utils.js), as its queries bind them. */
const preparedValue = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils.prepareValue;

type QueryFunction = (...args: unknown[]) => unknown;
const noRows = (command: string) => Promise.resolve({ command, rowCount: null, rows: [], fields: [] });

/** Where a pool's client stands in a transaction Kysely runs on it. */
interface ClientState {
  /** Kysely sent 'begin' and no statement has followed yet: BEGIN waits to go with the first. */
  beginWaits: boolean;
  /** BEGIN went to the server, and neither COMMIT nor ROLLBACK since. */
  inTransaction: boolean;
  /** A held statement (HELD_STATEMENT), waiting to go with the next. */
  held: Leading | null;
}

/**
 * What a pool's client adds to pg for Kysely's statements: the marked statements run as named statements
 * (`pg`'s query config with a name), a transaction's BEGIN waits to travel with its first statement, and a
 * held statement with the next one (Pipelined). Kysely sends exactly 'begin', 'commit' and 'rollback' for a
 * transaction without options; a transaction that ends before any statement never began on the server,
 * and a client released with anything still waiting (never, with Kysely) forgets it.
 */
function extendClient(client: pg.PoolClient, states: WeakMap<pg.PoolClient, ClientState>): void {
  const query = client.query.bind(client) as QueryFunction;
  const state: ClientState = { beginWaits: false, inTransaction: false, held: null };
  states.set(client, state);
  (client as { query: unknown }).query = (text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text !== 'string' || callback !== undefined) return query(text, values, callback);
    if (text === 'begin' && !state.beginWaits && !state.inTransaction) {
      state.beginWaits = true;
      return noRows('BEGIN');
    }
    if (text === 'commit' || text === 'rollback') {
      const unsent = state.beginWaits;
      state.beginWaits = false;
      state.inTransaction = false;
      if (unsent) return noRows(text.toUpperCase());
      if (text === 'rollback') {
        state.held?.answer?.reject(new Error('the transaction was rolled back before the held statement went'));
        state.held = null;
      }
    }
    const marks = text.slice(0, HELD_STATEMENT.length + PREPARED_STATEMENT.length);
    const config = { text, values: values as unknown[] | undefined, ...(marks.includes(PREPARED_STATEMENT) ? { name: statementName(text) } : {}) };
    if (state.inTransaction && !state.held && marks.includes(HELD_STATEMENT)) {
      const answer = deferred();
      state.held = { ...config, answer };
      return Promise.resolve({ command: 'SELECT', rowCount: 1, rows: [{ [HELD_ANSWER]: answer.promise }], fields: [] });
    }
    const leading: Leading[] = [];
    if (state.beginWaits) {
      leading.push({ text: 'BEGIN' });
      state.beginWaits = false;
      state.inTransaction = true;
    }
    if (state.held) {
      leading.push(state.held);
      state.held = null;
    }
    if (leading.length === 0) return config.name ? query(config) : query(text, values);
    return new Promise((resolve, reject) => {
      query(new Pipelined(leading, config, (error, result) => (error ? reject(error) : resolve(result))));
    });
  };
}

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `leave_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

export function createPostgresDatabase(connectionString: string, max = 10): DatabaseHandle {
  // A connection is waited for at most 5 s: while the server is away a request gets its 503 in time
  // instead of hanging on the pool (issue 25).
  const pool = new pg.Pool({ connectionString, max, types: pgTypes, connectionTimeoutMillis: 5_000 });
  // An idle connection that the server ends (a restart, a failover, a dropped database) is an 'error'
  // event on the pool; unheard, it would crash the process. pg-pool has already discarded that
  // connection, and the next query opens a new one; errors of running queries still reach their caller.
  pool.on('error', () => undefined);
  // A connection checked out when the server ends it (a transaction under way: 57P01 'terminating
  // connection due to administrator command') emits 'error' on the Client itself, where the pool's
  // handler is not attached: unheard, it killed the api node and the worker. The running query gets the
  // same error, and pg-pool drops the broken client when it is released.
  const states = new WeakMap<pg.PoolClient, ClientState>();
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    extendClient(client, states);
  });
  pool.on('release', (_error: Error | undefined, client: pg.PoolClient) => {
    const state = states.get(client);
    if (!state) return;
    state.held?.answer?.reject(new Error('the connection was released before the held statement went'));
    Object.assign(state, { beginWaits: false, inTransaction: false, held: null });
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', listen: (channel, onNotify) => listenOnPostgres(connectionString, channel, onNotify), close: () => db.destroy() };
}

const RELISTEN_MS = 1_000;

/** A connection of its own (never the pool's) that LISTENs, and opens again after a loss. */
async function listenOnPostgres(connectionString: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };
  const lost = (which: pg.Client) => {
    if (stopped || client !== which) return;
    client = null;
    which.end().catch(() => undefined);
    schedule();
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().then(onNotify, () => schedule());
    }, RELISTEN_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

/**
 * A new data folder is initialised (initdb) by a short-lived process of its own: initdb's WebAssembly
 * heap (some 600 MB) is never given back to the system by the process that ran it, so the server
 * would carry it for its whole life. The server then opens the folder as it does on every later start.
 */
async function initialiseApart(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const pgliteModule = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = 'require(process.argv[1]).PGlite.create({ dataDir: process.argv[2] }).then((db) => db.close())';
  await promisify(execFile)(process.execPath, ['-e', script, pgliteModule, dataDir], { env: {} });
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
    if (onDisk && !loadDataDir) await initialiseApart(dataDir);
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
    // PGlite delivers a NOTIFY to its own listeners once the transaction commits; LISTEN is sent while
    // no transaction holds the one connection, so that it is never part of (and undone with) another's.
    listen: async (channel, onNotify) => {
      const unlisten = await connection.exclusive(() => pglite.listen(channel, () => onNotify()));
      return async () => {
        if (!pglite.closed) await connection.exclusive(() => unlisten());
      };
    },
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
