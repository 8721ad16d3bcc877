// Reads of the log in the order its readers need: a stream by version, the log by position, and the
// committed log in commit order up to the horizon (the live feeds and replay). Also the json form of a
// stream that the commands' reads functions answer, and its parse: the same events as readStream's.

import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import { PREPARED_STATEMENT, type Database, type Db } from '../db';
import { LOG_START, toStoredEvent, type CommitCursor, type EventMetadata, type StoredEvent } from './types';

export async function readStream(from: Transaction<Database> | Db, streamId: string): Promise<StoredEvent[]> {
  const rows = await from.selectFrom('events').selectAll().where('stream_id', '=', streamId).orderBy('version').execute();
  return rows.map(toStoredEvent);
}

/** A stream's events as one json array, oldest first: `streamId` is an SQL expression (a reads function's). */
export function streamEventsSql(streamId: string): string {
  return `coalesce((select json_agg(json_build_object('global_position', e.global_position, 'stream_id', e.stream_id, 'version', e.version, 'type', e.type,
      'data', e.data, 'metadata', e.metadata, 'occurred_at', e.occurred_at) order by e.version)
    from events e where e.stream_id = ${streamId}), '[]'::json)`;
}

/** What streamEventsSql answers, as readStream gives it. */
export const storedEventsSchema = z
  .array(
    z.object({
      global_position: z.number().int(),
      stream_id: z.string(),
      version: z.number().int(),
      type: z.string(),
      data: z.unknown(),
      metadata: z.custom<EventMetadata>((value) => typeof value === 'object' && value !== null),
      occurred_at: z.iso.datetime({ offset: true }).transform((text) => new Date(text)),
    }),
  )
  .transform((rows): StoredEvent[] => rows.map(toStoredEvent));

/** Events after a global position, oldest first: what a publisher or a replay reads. */
export async function readAll(from: Transaction<Database> | Db, afterPosition: number, limit = 500): Promise<StoredEvent[]> {
  const rows = await from.selectFrom('events').selectAll().where('global_position', '>', afterPosition).orderBy('global_position').limit(limit).execute();
  return rows.map(toStoredEvent);
}

type EventRowWithXact = { global_position: number; stream_id: string; version: number; type: string; data: unknown; metadata: unknown; occurred_at: Date; xact_id: string };

/**
 * Committed events after a cursor in commit order, up to the horizon: only events of transactions
 * older than every transaction still running, so nothing read past can still appear before it.
 */
export async function readCommitted(from: Transaction<Database> | Db, after: CommitCursor, limit = 500): Promise<{ events: { event: StoredEvent; cursor: CommitCursor }[]; held: boolean }> {
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
export async function countCommittedAfter(from: Transaction<Database> | Db, after: CommitCursor, upTo: CommitCursor, cap: number): Promise<number> {
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
export async function cursorAt(from: Transaction<Database> | Db, position: number): Promise<CommitCursor | null> {
  const result = await sql<{ xact_id: string }>`select xact_id::text as xact_id from events where global_position = ${position}`.execute(from);
  const row = result.rows[0];
  return row ? { xactId: row.xact_id, position } : null;
}

/** The last event below the commit horizon: where a tail that publishes only what comes next starts. */
export async function commitHead(from: Transaction<Database> | Db): Promise<CommitCursor> {
  const result = await sql<{ xact_id: string; global_position: number }>`
    select xact_id::text as xact_id, global_position from events
    where xact_id < pg_snapshot_xmin(pg_current_snapshot())
    order by xact_id desc, global_position desc
    limit 1`.execute(from);
  const row = result.rows[0];
  return row ? { xactId: row.xact_id, position: Number(row.global_position) } : LOG_START;
}

/**
 * The events of some types, oldest first, as one json array of (global_position, stream_id, type, data):
 * for a reads function's text; `types` is an SQL text[] expression.
 */
export function eventsOfTypesSql(types: string): string {
  return `coalesce((select json_agg(json_build_object('global_position', e.global_position, 'stream_id', e.stream_id, 'type', e.type, 'data', e.data) order by e.global_position)
    from events e where e.type = any(${types})), '[]'::json)`;
}

/** The text values of one field of the data of the events of one type: a subquery for a reads function's text. */
export function eventDataFieldSql(type: string, field: string): string {
  return `(select e.data->>${field} from events e where e.type = ${type})`;
}
