// The event log's vocabulary: what an event is before and after it is stored, what an append asks for, a
// place in the commit order, and what a read model kept in the appending transaction (an inline
// projection) must do. The store (event-store.ts), its append (append.ts) and its reads (read.ts) speak it.

import type { RawBuilder, Transaction } from 'kysely';
import type { Database } from '../db';
import type { Prefetch, Prefetched } from './prefetch';

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

/** Whether cursor a comes after b in commit order. */
export function isAfter(a: CommitCursor, b: CommitCursor): boolean {
  const ax = BigInt(a.xactId);
  const bx = BigInt(b.xactId);
  return ax > bx || (ax === bx && a.position > b.position);
}

/** Rows a transaction's projections wrote, by table, in the order written (a later row of a key is newer). */
export type WrittenRows = ReadonlyMap<string, readonly object[]>;

/** Told after a commit: the events it stored, in order, and rows its projections wrote (see `written`). */
export type AppendedListener = (events: StoredEvent[], written: WrittenRows) => void;

/**
 * One write of a projection: a single insert, upsert or delete on `table`. `rows` turns the json text of
 * the rows into the SQL the statement reads them from: the append resolves its events' positions and time
 * there (pending.ts); elsewhere the text is cast to json.
 */
export interface WriteStatement {
  table: string;
  sql(rows: RowsSource): RawBuilder<unknown>;
}

/** How a write statement reads its rows' json text (see WriteStatement). */
export type RowsSource = (json: string) => RawBuilder<unknown>;

/** The batches of the projections that a batch of events concerns, by projection. */
export interface ProjectionBatches {
  /** The projection's batch, or undefined when the batch holds none of its events. */
  of<Batch>(projection: InlineProjection<Batch>): Batch | undefined;
}

/**
 * A read model updated in the same transaction as the append. It folds a batch of events in memory into
 * the rows it would write, starting from the rows it holds for the keys the batch touches, then writes
 * them: an append is a batch of one, a replay a batch of thousands, and both run this same code.
 */
export interface InlineProjection<Batch = unknown, Known = unknown> {
  name: string;
  handles: readonly string[];
  /**
   * What it reads before a command's append, read by the command's own reads in the same round trip
   * (prefetch.ts): `load` then takes it instead of reading.
   */
  prefetch?: Prefetch<Known>;
  /**
   * Reads the rows that `events` (those of the batch it handles, in log order) will change. `earlier`
   * holds the batches of the projections before it in the list, already loaded; `known`, what its
   * prefetch read for this append, if a command's reads did.
   */
  load(trx: Transaction<Database>, events: readonly StoredEvent[], earlier: ProjectionBatches, known: Known | undefined): Promise<Batch>;
  /**
   * Folds one event into the batch, in log order. Every projection folds an event before any folds the
   * next one, so a projection reading an earlier one's batch sees it as it stands after this event.
   */
  apply(batch: Batch, event: StoredEvent, earlier: ProjectionBatches): void | Promise<void>;
  /** The writes of the batch: at most one statement per table. */
  statements(batch: Batch): WriteStatement[];
  /** The rows the batch wrote (not those it removed) of the tables it names: told to the listeners after the commit. */
  written?(batch: Batch): { table: string; rows: readonly object[] }[];
}

/** One transaction of the event log: reads and appends share it, and the inline projections run in it. */
export interface EventTransaction {
  /** For reads a decision needs besides the stream (always this, never the Db: PGlite has one connection). */
  readonly trx: Transaction<Database>;
  readStream(streamId: string): Promise<StoredEvent[]>;
  append(appends: readonly StreamAppend[], metadata: EventMetadata): Promise<StoredEvent[]>;
  /**
   * Hands the next append what a command's reads prefetched for the projections (prefetch.ts) and the
   * transaction's time they read; the next append uses it up.
   */
  prepare(prefetched: Prefetched): void;
}

const UNIQUE_VIOLATION = '23505';

/** Whether the database refused a duplicate, optionally on one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && (constraint === undefined || violated === constraint);
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
