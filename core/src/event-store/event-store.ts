// The append-only event log (the events table): optimistic appends by stream version, the inline
// projections run in the appending transaction, listeners told after commit. Commands reach it through
// command-handler.ts; stream ids are spelled in streams.ts. One file though over 300 lines: the append, its
// prepared form (one statement of data-modifying CTEs), the reads of streams and the listeners share the
// store's transaction and ordering rules, which are easier to check side by side; and, the events table's
// one owner (issue 24), the reads other modules make of the log (at the end), each its caller's statement.

import { sql, type Nullable, type RawBuilder, type SelectQueryBuilder, type StringReference, type Transaction } from 'kysely';
import type { EventsTable } from '@leave/migrations';
import { DomainError } from '@leave/domain';
import { HELD_STATEMENT, PREPARED_STATEMENT, type Database, type Db } from '../db';
import { innerJoinOf } from '../db/join-fragment';
import { shareReadModelLock } from './read-model-lock';

/** Who caused an event and in which request: kept in every event's metadata for the audit trail. */
export interface EventMetadata {
  actor: { id: string; name: string; role: string } | null;
  requestId?: string;
  [key: string]: unknown;
}

/** The metadata of events appended on someone's behalf (null: the system itself), with their context. */
export function metadataBy(actor: { id: string; name: string; role: string } | null, context: Omit<EventMetadata, 'actor'> = {}): EventMetadata {
  return { actor: actor && { id: actor.id, name: actor.name, role: actor.role }, ...context };
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

export interface StoredEvent<Type extends string = string, Data = unknown> {
  globalPosition: number;
  streamId: string;
  version: number;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  occurredAt: Date;
}

/**
 * A read model updated in the same transaction as the append. It folds a batch of events in memory into
 * the rows it would write, starting from the rows it holds for the keys the batch touches, then writes
 * them once: an append is a batch of one, a replay a batch of thousands, and both run this same code.
 */
export interface InlineProjection<Batch = unknown> {
  name: string;
  handles: readonly string[];
  /**
   * Reads the rows that `events` (those of the batch it handles, in log order) will change. `earlier`
   * holds the batches of the projections before it in the list, already loaded.
   */
  load(trx: Transaction<Database>, events: readonly StoredEvent[], earlier: ProjectionBatches, known?: KnownReads): Promise<Batch>;
  /**
   * Folds one event into the batch, in log order. Every projection folds an event before any folds the
   * next one, so a projection reading an earlier one's batch sees it as it stands after this event.
   */
  apply(batch: Batch, event: StoredEvent, earlier: ProjectionBatches): void | Promise<void>;
  /** Writes the rows the batch changed: one statement per table. */
  write(trx: Transaction<Database>, batch: Batch): Promise<void>;
  /**
   * The same writes as statements, not run: a prepared append runs them with the events' insert, as one
   * statement of data-modifying CTEs. A projection without it is written with `write`.
   */
  statements?(batch: Batch): WriteStatement[];
  /** The rows the batch wrote (not those it removed) of the tables it names: told to the listeners after the commit. */
  written?(batch: Batch): { table: string; rows: readonly object[] }[];
}

/** Rows a transaction's projections wrote, by table, in the order written (a later row of a key is newer). */
export type WrittenRows = ReadonlyMap<string, readonly object[]>;

/** One write of a projection: a single insert, upsert or delete on `table`. */
export interface WriteStatement {
  table: string;
  sql: RawBuilder<unknown>;
}

/**
 * What a command already read in its transaction that the projections would read for its append: rows of
 * read-model tables with the keys they answer for (a key answered for and absent from the rows has no
 * row), and a projection's other reads by name. `load` takes these instead of reading.
 */
export interface KnownReads {
  tables: Readonly<Record<string, { rows: readonly object[]; keys: readonly string[] }>>;
  extra: Readonly<Record<string, unknown>>;
}

/**
 * The next append of a transaction, prepared by its reads (one round trip, under the read-model lock):
 * the global positions taken for its events, the transaction's time and what the projections need. The
 * append then writes the events and every projection's rows in one statement.
 */
export interface PreparedAppend {
  /**
   * The streams the prepared append is for (the leave application's, and its applicant's ledger when the
   * reads answered it): an append to any other takes the usual way.
   */
  streamIds: readonly string[];
  /** Positions from the log's sequence, taken under the shared read-model lock, in order. */
  positions: readonly number[];
  /** The transaction's now(), to the millisecond: the events' occurred_at. */
  occurredAt: Date;
  known: KnownReads;
}

/** The batches of the projections that a batch of events concerns, by projection. */
export interface ProjectionBatches {
  /** The projection's batch, or undefined when the batch holds none of its events. */
  of<Batch>(projection: InlineProjection<Batch>): Batch | undefined;
}

/** `number`: the stream must be at exactly this version (0 = new stream); `any`: append at the end. */
export type ExpectedVersion = number | 'any';

export interface StreamAppend {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: readonly NewEvent[];
}

/**
 * A place in the log's commit order: the appending transaction's id (xid8 as text) and the event's
 * global position. Events are read in (xactId, position) order, only below the commit horizon.
 */
export interface CommitCursor {
  xactId: string;
  position: number;
}

export const LOG_START: CommitCursor = { xactId: '0', position: 0 };

/** Told after a commit: the events it stored, in order, and rows its projections wrote (see `written`). */
export type AppendedListener = (events: StoredEvent[], written: WrittenRows) => void;

/** One transaction of the event log: reads and appends share it, and the inline projections run in it. */
export interface EventTransaction {
  /** For reads a decision needs besides the stream (always this, never the Db: PGlite has one connection). */
  readonly trx: Transaction<Database>;
  readStream(streamId: string): Promise<StoredEvent[]>;
  append(appends: readonly StreamAppend[], metadata: EventMetadata): Promise<StoredEvent[]>;
  /**
   * Hands the next append what the command's reads prepared (see PreparedAppend). That append takes it if
   * its events are of the prepared streams, fit the positions and name their expected version; else it
   * appends as usual. Either way the next append uses it up.
   */
  prepare?(prepared: PreparedAppend): void;
}

const UNIQUE_VIOLATION = '23505';
/** The unique (stream_id, version) key of the events table. */
const STREAM_VERSION_KEY = 'events_stream_version_unique';

/**
 * The append-only event log. Appends are optimistic: the unique (stream_id, version) key makes the
 * second of two writers with the same expected version fail, and that failure becomes a 409.
 */
export class EventStore {
  private readonly listeners = new Set<AppendedListener>();
  /** Work to do inside the transaction that appends a request's events, by request id (see transaction). */
  readonly commitHooks = new Map<string, (trx: Transaction<Database>) => Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly projections: readonly InlineProjection[],
  ) {}

  /** Called after each commit with the events it stored, in order. */
  onAppended(listener: AppendedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async readStream(streamId: string, from: Transaction<Database> | Db = this.db): Promise<StoredEvent[]> {
    const rows = await from.selectFrom('events').selectAll().where('stream_id', '=', streamId).orderBy('version').execute();
    return rows.map(toStoredEvent);
  }

  /** Events after a global position, oldest first: what a publisher or a replay reads. */
  async readAll(afterPosition: number, limit = 500, from: Transaction<Database> | Db = this.db): Promise<StoredEvent[]> {
    const rows = await from.selectFrom('events').selectAll().where('global_position', '>', afterPosition).orderBy('global_position').limit(limit).execute();
    return rows.map(toStoredEvent);
  }

  /**
   * Committed events after a cursor in commit order, up to the horizon: only events of transactions
   * older than every transaction still running, so nothing read past can still appear before it.
   */
  async readCommitted(after: CommitCursor, limit = 500, from: Transaction<Database> | Db = this.db): Promise<{ events: { event: StoredEvent; cursor: CommitCursor }[]; held: boolean }> {
    // Rows at or above the horizon come last (ordered by xact_id): they are committed but held back by
    // an older transaction still running, and tell the caller to look again soon.
    // Prepared: every api node reads it for each run of commits it hears (its planning had cost a node's
    // Postgres more than running it).
    const result = await sql<EventRowWithXact & { ready: boolean }>`${sql.raw(PREPARED_STATEMENT)}
      select global_position, stream_id, version, type, data, metadata, occurred_at, xact_id::text as xact_id,
        xact_id < pg_snapshot_xmin(pg_current_snapshot()) as ready
      from events
      where (xact_id, global_position) > (${after.xactId}::xid8, ${after.position}::bigint)
      order by xact_id, global_position
      limit ${limit}`.execute(from);
    const ready = result.rows.filter((row) => row.ready);
    return {
      events: ready.map((row) => ({ event: toStoredEvent(row), cursor: { xactId: row.xact_id, position: Number(row.global_position) } })),
      held: ready.length < result.rows.length,
    };
  }

  /** How many committed events lie after `after`, counting at most `cap` (a replay's size check). */
  async countCommittedAfter(after: CommitCursor, upTo: CommitCursor, cap: number, from: Transaction<Database> | Db = this.db): Promise<number> {
    const result = await sql<{ n: number }>`
      select count(*)::int as n from (
        select 1 from events
        where (xact_id, global_position) > (${after.xactId}::xid8, ${after.position}::bigint)
          and (xact_id, global_position) <= (${upTo.xactId}::xid8, ${upTo.position}::bigint)
        limit ${cap}
      ) as capped`.execute(from);
    return Number(result.rows[0]?.n ?? 0);
  }

  /** The commit cursor of the event at a global position (null: no such event). */
  async cursorAt(position: number, from: Transaction<Database> | Db = this.db): Promise<CommitCursor | null> {
    const result = await sql<{ xact_id: string }>`select xact_id::text as xact_id from events where global_position = ${position}`.execute(from);
    const row = result.rows[0];
    return row ? { xactId: row.xact_id, position } : null;
  }

  /** The last event below the commit horizon: where a tail that publishes only what comes next starts. */
  async commitHead(from: Transaction<Database> | Db = this.db): Promise<CommitCursor> {
    const result = await sql<{ xact_id: string; global_position: number }>`
      select xact_id::text as xact_id, global_position from events
      where xact_id < pg_snapshot_xmin(pg_current_snapshot())
      order by xact_id desc, global_position desc
      limit 1`.execute(from);
    const row = result.rows[0];
    return row ? { xactId: row.xact_id, position: Number(row.global_position) } : LOG_START;
  }

  /** One stream's events in a transaction of their own. */
  append(streamId: string, expectedVersion: ExpectedVersion, events: NewEvent[], metadata: EventMetadata): Promise<StoredEvent[]> {
    return this.transaction((tx) => tx.append([{ streamId, expectedVersion, events }], metadata));
  }

  /**
   * Runs `work` in one transaction, commits, then tells the listeners about every event it appended. A
   * concurrent append to the same stream version makes the whole transaction a 409.
   */
  async transaction<T>(work: (tx: EventTransaction) => Promise<T>): Promise<T> {
    const appended: StoredEvent[] = [];
    const written = new Map<string, object[]>();
    let result: T;
    try {
      result = await this.db.transaction().execute(async (trx) => {
        const tx = this.within(trx, (table, rows) => written.set(table, [...(written.get(table) ?? []), ...rows]));
        const value = await work({
          ...tx,
          async append(appends, metadata) {
            const stored = await tx.append(appends, metadata);
            appended.push(...stored);
            return stored;
          },
        });
        // The requests whose events these are may have something to record with them (an Idempotency-Key
        // marked committed): in this transaction, so that it holds exactly when the events do.
        for (const requestId of new Set(appended.map((event) => event.metadata.requestId))) {
          const hook = requestId === undefined ? undefined : this.commitHooks.get(requestId);
          if (hook) await hook(trx);
        }
        return value;
      });
    } catch (error) {
      if (isUniqueViolation(error, STREAM_VERSION_KEY)) throw DomainError.conflict('This record was changed by someone else at the same time. Please reload and try again.');
      throw error;
    }
    if (appended.length > 0) for (const listener of this.listeners) listener(appended, written);
    return result;
  }

  /** The event log inside a transaction the caller owns; listeners are not told (its commit is not ours). */
  within(trx: Transaction<Database>, wrote?: Wrote): EventTransaction {
    let prepared: PreparedAppend | undefined;
    return {
      trx,
      readStream: (streamId) => this.readStream(streamId, trx),
      append: (appends, metadata) => {
        const next = prepared;
        prepared = undefined;
        return this.appendIn(trx, appends, metadata, next, wrote);
      },
      prepare: (what) => {
        prepared = what;
      },
    };
  }

  private async appendIn(trx: Transaction<Database>, appends: readonly StreamAppend[], metadata: EventMetadata, prepared?: PreparedAppend, wrote?: Wrote): Promise<StoredEvent[]> {
    const count = appends.reduce((n, a) => n + a.events.length, 0);
    const fits = prepared && count > 0 && count <= prepared.positions.length && appends.every((a) => a.expectedVersion !== 'any' && (a.events.length === 0 || prepared.streamIds.includes(a.streamId)));
    if (fits) return this.appendPrepared(trx, appends, metadata, prepared, wrote);
    const all: StoredEvent[] = [];
    if (appends.some((a) => a.events.length > 0)) await shareReadModelLock(trx);
    for (const { streamId, expectedVersion, events } of appends) {
      if (events.length === 0) continue;
      let version: number;
      if (expectedVersion === 'any') {
        // Serialise writers of this stream for the rest of the transaction, then append at its end.
        await sql`select pg_advisory_xact_lock(hashtext(${streamId}))`.execute(trx);
        const row = await trx.selectFrom('events').select((eb) => eb.fn.max('version').as('v')).where('stream_id', '=', streamId).executeTakeFirst();
        version = Number(row?.v ?? 0);
      } else {
        version = expectedVersion;
      }
      const rows = await trx
        .insertInto('events')
        .values(
          events.map((e, i) => ({
            stream_id: streamId,
            version: version + i + 1,
            type: e.type,
            data: JSON.stringify(e.data),
            metadata: JSON.stringify(metadata),
          })),
        )
        .returningAll()
        .execute();
      all.push(...rows.map(toStoredEvent));
    }
    const folded = await fold(this.projections, trx, all);
    for (const { projection, batch } of folded) await projection.write(trx, batch);
    tellWritten(folded, wrote);
    return all;
  }

  /**
   * An append whose positions, time and projection reads were prepared with the command's reads: the
   * events are known before they are stored, the projections fold them without reading, and the insert
   * and every projection's writes go as one statement (data-modifying CTEs, one per table). The events are
   * the ones a plain append would store (their data and metadata as the json columns give them back).
   */
  private async appendPrepared(trx: Transaction<Database>, appends: readonly StreamAppend[], metadata: EventMetadata, prepared: PreparedAppend, wrote?: Wrote): Promise<StoredEvent[]> {
    const stored: StoredEvent[] = [];
    const meta = JSON.parse(JSON.stringify(metadata)) as EventMetadata;
    for (const { streamId, expectedVersion, events } of appends) {
      events.forEach((event, i) => {
        stored.push({
          globalPosition: prepared.positions[stored.length]!,
          streamId,
          version: (expectedVersion as number) + i + 1,
          type: event.type,
          data: JSON.parse(JSON.stringify(event.data)) as unknown,
          metadata: meta,
          occurredAt: prepared.occurredAt,
        });
      });
    }
    const rows = stored.map((e) => ({ global_position: e.globalPosition, stream_id: e.streamId, version: e.version, type: e.type, data: e.data, metadata: e.metadata, occurred_at: e.occurredAt.toISOString() }));
    const insert = sql`insert into events (global_position, stream_id, version, type, data, metadata, occurred_at)
      select global_position, stream_id, version, type, data, metadata, occurred_at from json_populate_recordset(null::events, ${JSON.stringify(rows)}::json)`;
    const folded = await fold(this.projections, trx, stored, prepared.known);
    const writes = folded.every(({ projection }) => projection.statements) ? folded.flatMap(({ projection, batch }) => projection.statements!(batch)) : null;
    const tables = writes?.map((w) => w.table);
    if (writes && tables && new Set(tables).size === tables.length && !tables.includes('events')) {
      // Each table once: the CTEs share one snapshot and must not touch the same rows twice. The text is one
      // of a few (one per set of projections written), so each connection prepares it once. Its answer (a
      // count) is read by nobody: on Postgres it travels with the transaction's next statement, the COMMIT
      // as a rule, and a failure (a concurrent append's version) is that statement's (HELD_STATEMENT).
      await sql`${sql.raw(HELD_STATEMENT + PREPARED_STATEMENT)}with appended as (${insert} returning global_position) ${sql.join(
        writes.map((w, i) => sql`, ${sql.raw(`projected_${i}`)} as (${w.sql})`),
        sql``,
      )} select count(*) from appended`.execute(trx);
    } else {
      await insert.execute(trx);
      for (const { projection, batch } of folded) await projection.write(trx, batch);
    }
    tellWritten(folded, wrote);
    return stored;
  }
}

/** Where a transaction collects the rows its projections wrote (EventStore.transaction's listeners get them). */
type Wrote = (table: string, rows: readonly object[]) => void;

function tellWritten(folded: readonly { projection: InlineProjection; batch: unknown }[], wrote: Wrote | undefined): void {
  if (!wrote) return;
  for (const { projection, batch } of folded) for (const { table, rows } of projection.written?.(batch) ?? []) if (rows.length > 0) wrote(table, rows);
}

/**
 * Runs the projections over a batch of events, in log order: those of one append, or a page of a replay.
 * Each projection that handles some of them loads the rows they touch, folds them in memory, and writes.
 */
export async function project(projections: readonly InlineProjection[], trx: Transaction<Database>, events: readonly StoredEvent[]): Promise<void> {
  for (const { projection, batch } of await fold(projections, trx, events)) await projection.write(trx, batch);
}

/** The load and the fold of `project`: each projection that handles some of the events, with its batch folded. */
async function fold(projections: readonly InlineProjection[], trx: Transaction<Database>, events: readonly StoredEvent[], known?: KnownReads): Promise<{ projection: InlineProjection; batch: unknown }[]> {
  const batches = new Map<InlineProjection, unknown>();
  const earlier: ProjectionBatches = { of: <Batch>(projection: InlineProjection<Batch>) => batches.get(projection as InlineProjection) as Batch | undefined };
  const running: { projection: InlineProjection; handles: ReadonlySet<string> }[] = [];
  for (const projection of projections) {
    const handles = new Set(projection.handles);
    const mine = events.filter((event) => handles.has(event.type));
    if (mine.length === 0) continue;
    batches.set(projection, await projection.load(trx, mine, earlier, known));
    running.push({ projection, handles });
  }
  if (running.length === 0) return [];
  for (const event of events) {
    for (const { projection, handles } of running) {
      if (!handles.has(event.type)) continue;
      // Most folds are synchronous: no await (and no turn of the event loop) per event for them.
      const folding = projection.apply(batches.get(projection), event, earlier);
      if (folding) await folding;
    }
  }
  return running.map(({ projection }) => ({ projection, batch: batches.get(projection) }));
}

type EventRowWithXact = { global_position: number; stream_id: string; version: number; type: string; data: unknown; metadata: unknown; occurred_at: Date; xact_id: string };

/** Whether cursor a comes after b in commit order. */
export function isAfter(a: CommitCursor, b: CommitCursor): boolean {
  const ax = BigInt(a.xactId);
  const bx = BigInt(b.xactId);
  return ax > bx || (ax === bx && a.position > b.position);
}

/** An events table row as the log's reader sees it. */
export function toStoredEvent(row: { global_position: number; stream_id: string; version: number; type: string; data: unknown; metadata: unknown; occurred_at: Date }): StoredEvent {
  return {
    globalPosition: Number(row.global_position),
    streamId: row.stream_id,
    version: row.version,
    type: row.type,
    data: row.data,
    metadata: row.metadata as EventMetadata,
    occurredAt: row.occurred_at,
  };
}

/** An event as a json read gives it (json_build_object of an events row: see the leave command reads). */
export function storedEventFromJson(row: { global_position: number; stream_id: string; version: number; type: string; data: unknown; metadata: unknown; occurred_at: string }): StoredEvent {
  return toStoredEvent({ ...row, occurred_at: new Date(row.occurred_at) });
}

/** Whether the database refused a duplicate, optionally on one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && (constraint === undefined || violated === constraint);
}

// Reads of the log by other modules (issue 24: this file is the events table's one owner). Each is the
// statement its caller ran before, moved here as it was; the callers give what they know of other tables
// (the stream ids of a department, say) as subqueries.

/** A subquery of stream ids (one column), from a table this file does not own. */
export type StreamIdsQuery = SelectQueryBuilder<Database, keyof Database, Record<string, string>>;

/** One condition of a LogFilter's `or`: these streams, the streams a subquery gives, or this actor's events. */
export type LogCondition = { streamIds: readonly string[] } | { streamIdsFrom: StreamIdsQuery } | { actorId: string };

/** What the audit portal and the events export narrow the log by, applied in this order. */
export interface LogFilter {
  streamId?: string;
  type?: string;
  /** Each an `or` of its conditions; the groups are and-ed. */
  anyOf?: readonly (readonly LogCondition[])[];
  /** At or after this instant, and before that one (SQL expressions: the caller's calendar days). */
  from?: RawBuilder<Date>;
  before?: RawBuilder<Date>;
}

function filteredLog(db: Db, filter: LogFilter) {
  let query = db.selectFrom('events');
  if (filter.streamId !== undefined) query = query.where('events.stream_id', '=', filter.streamId);
  if (filter.type !== undefined) query = query.where('events.type', '=', filter.type);
  for (const group of filter.anyOf ?? []) {
    query = query.where((eb) =>
      eb.or(
        group.map((condition) =>
          'actorId' in condition
            ? eb(sql<string>`events.metadata->'actor'->>'id'`, '=', condition.actorId)
            : 'streamIds' in condition
              ? eb('events.stream_id', 'in', [...condition.streamIds])
              : eb('events.stream_id', 'in', condition.streamIdsFrom),
        ),
      ),
    );
  }
  if (filter.from !== undefined) query = query.where('events.occurred_at', '>=', filter.from);
  if (filter.before !== undefined) query = query.where('events.occurred_at', '<', filter.before);
  return query;
}

/** A page of the filtered log, newest first. */
export async function logPage(db: Db, filter: LogFilter, page: { limit: number; offset: number }): Promise<StoredEvent[]> {
  const rows = await filteredLog(db, filter).selectAll('events').orderBy('events.global_position', 'desc').limit(page.limit).offset(page.offset).execute();
  return rows.map(toStoredEvent);
}

/** How many events the filter matches. */
export async function logCount(db: Db, filter: LogFilter): Promise<number> {
  const counted = await filteredLog(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(counted?.n ?? 0);
}

/** A keyset batch of the filtered log, oldest first: the events after a global position (one statement). */
export async function logBatchAfter(db: Db, filter: LogFilter, afterPosition: number, limit: number): Promise<StoredEvent[]> {
  const rows = await filteredLog(db, filter).selectAll('events').where('events.global_position', '>', afterPosition).orderBy('events.global_position').limit(limit).execute();
  return rows.map(toStoredEvent);
}

/**
 * A keyset batch of the events of some types in stream and version order, after a (stream id, version):
 * the ledger export's read. Narrowed to one stream, or to the streams a subquery gives.
 */
export async function eventsOfTypesByStream(
  db: Db,
  types: readonly string[],
  after: readonly [string, number],
  narrow: { streamId?: string; streamIdsFrom?: StreamIdsQuery },
  limit: number,
): Promise<StoredEvent[]> {
  let query = db
    .selectFrom('events')
    .selectAll()
    .where('type', 'in', [...types])
    .where((eb) => eb(eb.refTuple('stream_id', 'version'), '>', eb.tuple(after[0], after[1])));
  if (narrow.streamId !== undefined) query = query.where('stream_id', '=', narrow.streamId);
  if (narrow.streamIdsFrom !== undefined) query = query.where('stream_id', 'in', narrow.streamIdsFrom);
  const rows = await query.orderBy('stream_id').orderBy('version').limit(limit).execute();
  return rows.map(toStoredEvent);
}

/** The stream id and data of the events of one type in these streams (no order). */
export async function eventDataOfType(db: Db, type: string, streamIds: readonly string[]): Promise<{ streamId: string; data: unknown }[]> {
  const rows = await db.selectFrom('events').select(['stream_id', 'data']).where('type', '=', type).where('stream_id', 'in', [...streamIds]).execute();
  return rows.map((row) => ({ streamId: row.stream_id, data: row.data }));
}

/** The events of some types before a global position, oldest first, without metadata (a projection's history). */
export async function eventsOfTypesBefore(
  from: Transaction<Database> | Db,
  types: readonly string[],
  before: number,
): Promise<{ global_position: number; stream_id: string; type: string; data: unknown }[]> {
  return from.selectFrom('events').select(['global_position', 'stream_id', 'type', 'data']).where('type', 'in', [...types]).where('global_position', '<', before).orderBy('global_position').execute();
}

/** The last global position of the log (0: none). */
export async function lastPosition(from: Transaction<Database> | Db): Promise<number> {
  const row = await from.selectFrom('events').select((eb) => eb.fn.max('global_position').as('p')).executeTakeFirst();
  return Number(row?.p ?? 0);
}

/** How many events the log holds (a restored backup's check). */
export async function countEvents(from: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from events`.execute(from);
  return Number(rows[0]?.n ?? 0);
}

// Fragments for other owners' single statements (the notification family's mail batch and push sweep): the
// join to the log written here only, the same SQL as written inline.

/** `query` with the log's event at `position` joined under `alias` (an inner join), its columns `alias.<column>`. */
export const joinEventAt = innerJoinOf<EventsTable>('events', 'global_position');

/** `query` with the log's event at `position` left-joined under `alias` only where `only.column` is `only.is` (its columns null elsewhere). */
export function leftJoinEventAt<DB, TB extends keyof DB, O, A extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  alias: A,
  position: StringReference<DB, TB>,
  only: { column: StringReference<DB, TB>; is: string },
): SelectQueryBuilder<DB & Record<A, Nullable<EventsTable>>, TB | A, O> {
  const joined = (query as unknown as SelectQueryBuilder<Database, 'events', O>).leftJoin(`events as ${alias}` as 'events', (join) =>
    join.onRef(`${alias}.global_position` as 'events.global_position', '=', position as 'events.global_position').on(only.column as 'events.type', '=', only.is),
  );
  return joined as unknown as SelectQueryBuilder<DB & Record<A, Nullable<EventsTable>>, TB | A, O>;
}
