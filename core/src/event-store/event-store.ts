// The append-only event log (the events table): optimistic appends by stream version, the inline
// projections run in the appending transaction, listeners told after commit. Commands reach it through
// command-handler.ts; stream ids are spelled in streams.ts. The append is append.ts, the reads read.ts, and
// the log's reads for other modules log-queries.ts: this folder is the events table's one owner.

import type { Transaction } from 'kysely';
import { DomainError } from '@leave/domain';
import type { Database, Db } from '../db';
import { appendEvents, type Appended } from './append';
import { settle } from './pending';
import { Prefetched } from './prefetch';
import { commitHead, countCommittedAfter, cursorAt, readAll, readCommitted, readStream } from './read';
import { isUniqueViolation, type AppendedListener, type CommitCursor, type EventMetadata, type EventTransaction, type ExpectedVersion, type InlineProjection, type NewEvent, type StoredEvent } from './types';

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
    readonly projections: readonly InlineProjection<any, any>[],
  ) {}

  /** Called after each commit with the events it stored, in order. */
  onAppended(listener: AppendedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  readStream(streamId: string, from: Transaction<Database> | Db = this.db): Promise<StoredEvent[]> {
    return readStream(from, streamId);
  }

  /** Events after a global position, oldest first: what a publisher or a replay reads. */
  readAll(afterPosition: number, limit = 500, from: Transaction<Database> | Db = this.db): Promise<StoredEvent[]> {
    return readAll(from, afterPosition, limit);
  }

  /** Committed events after a cursor in commit order, up to the horizon (read.ts). */
  readCommitted(after: CommitCursor, limit = 500, from: Transaction<Database> | Db = this.db) {
    return readCommitted(from, after, limit);
  }

  /** How many committed events lie after `after`, counting at most `cap` (a replay's size check). */
  countCommittedAfter(after: CommitCursor, upTo: CommitCursor, cap: number, from: Transaction<Database> | Db = this.db): Promise<number> {
    return countCommittedAfter(from, after, upTo, cap);
  }

  /** The commit cursor of the event at a global position (null: no such event). */
  cursorAt(position: number, from: Transaction<Database> | Db = this.db): Promise<CommitCursor | null> {
    return cursorAt(from, position);
  }

  /** The last event below the commit horizon: where a tail that publishes only what comes next starts. */
  commitHead(from: Transaction<Database> | Db = this.db): Promise<CommitCursor> {
    return commitHead(from);
  }

  /** One stream's events in a transaction of their own, answered as stored. */
  async append(streamId: string, expectedVersion: ExpectedVersion, events: NewEvent[], metadata: EventMetadata): Promise<StoredEvent[]> {
    return (await this.run((tx) => tx.append([{ streamId, expectedVersion, events }], metadata))).events;
  }

  /**
   * Runs `work` in one transaction, commits, then tells the listeners about every event it appended. A
   * concurrent append to the same stream version makes the whole transaction a 409. Its appends are held
   * (each goes with the transaction's next statement, its COMMIT as a rule): inside `work` the events an
   * append answers carry pending positions and time (pending.ts), which the listeners get settled.
   */
  async transaction<T>(work: (tx: EventTransaction) => Promise<T>): Promise<T> {
    return (await this.run(work)).value;
  }

  /** `transaction`, answering also the events it appended, as stored. */
  private async run<T>(work: (tx: EventTransaction) => Promise<T>): Promise<{ value: T; events: StoredEvent[] }> {
    const appended: Appended[] = [];
    let result: T;
    try {
      result = await this.db.transaction().execute(async (trx) => {
        const tx = this.eventTransaction(trx, true, async (made) => {
          appended.push(made);
          return made.events;
        });
        const value = await work(tx);
        // The requests whose events these are may have something to record with them (an Idempotency-Key
        // marked committed): in this transaction, so that it holds exactly when the events do.
        for (const requestId of new Set(appended.flatMap((made) => made.events.map((event) => event.metadata.requestId)))) {
          const hook = requestId === undefined ? undefined : this.commitHooks.get(requestId);
          if (hook) await hook(trx);
        }
        return value;
      });
    } catch (error) {
      if (isUniqueViolation(error, STREAM_VERSION_KEY)) throw DomainError.conflict('This record was changed by someone else at the same time. Please reload and try again.');
      throw error;
    }
    const events: StoredEvent[] = [];
    const written = new Map<string, object[]>();
    for (const made of appended) {
      const taken = await made.taken;
      events.push(...settle(made.events, taken));
      for (const { table, rows } of made.written) written.set(table, [...(written.get(table) ?? []), ...settle(rows, taken)]);
    }
    if (events.length > 0) for (const listener of this.listeners) listener(events, written);
    return { value: result, events };
  }

  /**
   * The event log inside a transaction the caller owns: its appends go at once (nothing settles them after
   * a commit that is not ours) and answer their events as stored; listeners are not told.
   */
  within(trx: Transaction<Database>): EventTransaction {
    return this.eventTransaction(trx, false, async (made) => settle(made.events, await made.taken));
  }

  /** A transaction's reads and appends; `answer` turns each append made into what `append` answers. */
  private eventTransaction(trx: Transaction<Database>, hold: boolean, answer: (made: Appended) => Promise<StoredEvent[]>): EventTransaction {
    // What the command's reads prefetched, for the next append only.
    let prefetched = Prefetched.none;
    return {
      trx,
      readStream: (streamId) => readStream(trx, streamId),
      append: async (appends, metadata) => {
        const next = prefetched;
        prefetched = Prefetched.none;
        return answer(await appendEvents(trx, this.projections, appends, metadata, next, hold));
      },
      prepare: (what) => {
        prefetched = what;
      },
    };
  }
}
