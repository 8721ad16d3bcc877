import { sql, type Transaction } from 'kysely';
import { DomainError } from '@leave/domain';
import type { Database, Db } from '../db';

/** Who caused an event and in which request: kept in every event's metadata for the audit trail. */
export interface EventMetadata {
  actor: { id: string; name: string; role: string } | null;
  requestId?: string;
  [key: string]: unknown;
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
  events: NewEvent[];
}

export type AppendedListener = (events: StoredEvent[]) => void;

const UNIQUE_VIOLATION = '23505';

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

  async readStream(streamId: string, trx: Transaction<Database> | Db = this.db): Promise<StoredEvent[]> {
    const rows = await trx.selectFrom('events').selectAll().where('stream_id', '=', streamId).orderBy('version').execute();
    return rows.map(toStoredEvent);
  }

  /** Events after a global position, oldest first: what a publisher or a replay reads. */
  async readAll(afterPosition: number, limit = 500, trx: Transaction<Database> | Db = this.db): Promise<StoredEvent[]> {
    const rows = await trx
      .selectFrom('events')
      .selectAll()
      .where('global_position', '>', afterPosition)
      .orderBy('global_position')
      .limit(limit)
      .execute();
    return rows.map(toStoredEvent);
  }

  async append(streamId: string, expectedVersion: ExpectedVersion, events: NewEvent[], metadata: EventMetadata): Promise<StoredEvent[]> {
    return this.appendMany([{ streamId, expectedVersion, events }], metadata);
  }

  /**
   * Appends to several streams in one transaction (an approval writes the leave and the balance ledger),
   * runs the inline projections, commits, then tells the listeners.
   */
  async appendMany(appends: StreamAppend[], metadata: EventMetadata, beforeCommit?: (trx: Transaction<Database>, stored: StoredEvent[]) => Promise<void>): Promise<StoredEvent[]> {
    const { events } = await this.transact(async (trx, append) => {
      const all = await append(appends, metadata);
      if (beforeCommit) await beforeCommit(trx, all);
    });
    return events;
  }

  /**
   * Runs `work` in one transaction in which it reads (with the trx, never the Db: PGlite has one
   * connection), decides and appends through `append`; commits, then tells the listeners about every
   * event appended. For commands whose events depend on what they read inside the transaction.
   */
  async transact<T>(
    work: (trx: Transaction<Database>, append: (appends: StreamAppend[], metadata: EventMetadata) => Promise<StoredEvent[]>) => Promise<T>,
  ): Promise<{ result: T; events: StoredEvent[] }> {
    const events: StoredEvent[] = [];
    let result: T;
    try {
      result = await this.db.transaction().execute(async (trx) => {
        const append = async (appends: StreamAppend[], metadata: EventMetadata) => {
          const stored = await this.appendInTransaction(trx, appends, metadata);
          events.push(...stored);
          return stored;
        };
        return work(trx, append);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw DomainError.conflict('This record was changed by someone else at the same time. Please reload and try again.');
      throw error;
    }
    if (events.length > 0) for (const listener of this.listeners) listener(events);
    return { result, events };
  }

  /** For callers that already hold a transaction; listeners are not told (the caller's commit is not ours). */
  async appendInTransaction(trx: Transaction<Database>, appends: StreamAppend[], metadata: EventMetadata): Promise<StoredEvent[]> {
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
    for (const event of all) {
      for (const projection of this.projections) {
        if (projection.handles.includes(event.type)) await projection.apply(trx, event);
      }
    }
    return all;
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

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}
