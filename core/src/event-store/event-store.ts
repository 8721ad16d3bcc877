// The append-only event log (the events table): optimistic appends by stream version, the inline
// projections run in the appending transaction, listeners told after commit. Commands reach it through
// command-handler.ts; stream ids are spelled in streams.ts.

import { sql, type Transaction } from 'kysely';
import { DomainError } from '@leave/domain';
import type { Database, Db } from '../db';

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

/** A read model updated in the same transaction as the append. */
export interface InlineProjection {
  name: string;
  handles: readonly string[];
  apply(trx: Transaction<Database>, event: StoredEvent): Promise<void>;
}

/** `number`: the stream must be at exactly this version (0 = new stream); `any`: append at the end. */
export type ExpectedVersion = number | 'any';

export interface StreamAppend {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: readonly NewEvent[];
}

export type AppendedListener = (events: StoredEvent[]) => void;

/** One transaction of the event log: reads and appends share it, and the inline projections run in it. */
export interface EventTransaction {
  /** For reads a decision needs besides the stream (always this, never the Db: PGlite has one connection). */
  readonly trx: Transaction<Database>;
  readStream(streamId: string): Promise<StoredEvent[]>;
  append(appends: readonly StreamAppend[], metadata: EventMetadata): Promise<StoredEvent[]>;
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
    let result: T;
    try {
      result = await this.db.transaction().execute((trx) => {
        const tx = this.within(trx);
        return work({
          ...tx,
          async append(appends, metadata) {
            const stored = await tx.append(appends, metadata);
            appended.push(...stored);
            return stored;
          },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error, STREAM_VERSION_KEY)) throw DomainError.conflict('This record was changed by someone else at the same time. Please reload and try again.');
      throw error;
    }
    if (appended.length > 0) for (const listener of this.listeners) listener(appended);
    return result;
  }

  /** The event log inside a transaction the caller owns; listeners are not told (its commit is not ours). */
  within(trx: Transaction<Database>): EventTransaction {
    return {
      trx,
      readStream: (streamId) => this.readStream(streamId, trx),
      append: (appends, metadata) => this.appendIn(trx, appends, metadata),
    };
  }

  private async appendIn(trx: Transaction<Database>, appends: readonly StreamAppend[], metadata: EventMetadata): Promise<StoredEvent[]> {
    const all: StoredEvent[] = [];
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
    for (const event of all) await project(this.projections, trx, event);
    return all;
  }
}

/** Runs the projections that handle the event: on append, and on a replay of the log. */
export async function project(projections: readonly InlineProjection[], trx: Transaction<Database>, event: StoredEvent): Promise<void> {
  for (const projection of projections) {
    if (projection.handles.includes(event.type)) await projection.apply(trx, event);
  }
}

function toStoredEvent(row: { global_position: number; stream_id: string; version: number; type: string; data: unknown; metadata: unknown; occurred_at: Date }): StoredEvent {
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

/** Whether the database refused a duplicate, optionally on one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === UNIQUE_VIOLATION && (constraint === undefined || violated === constraint);
}
