// Reads of the log by other modules (issue 24: the event-store folder is the events table's one owner): the
// audit portal's and the exports' filtered pages and batches, a projection's history of some types, and the
// join other owners' single statements make to an event. The callers give what they know of other tables
// (the stream ids of a department, say) as subqueries.

import { sql, type Nullable, type RawBuilder, type SelectQueryBuilder, type StringReference, type Transaction } from 'kysely';
import type { EventsTable } from '@leave/migrations';
import type { Database, Db } from '../db';
import { innerJoinOf } from '../db/join-fragment';
import { toStoredEvent, type StoredEvent } from './types';

/** A subquery of stream ids (one column), from a table this file does not own. */
export type StreamIdsQuery = SelectQueryBuilder<Database, keyof Database, Record<string, string>>;

/** One condition of a LogFilter's `or`: these streams, the streams a subquery gives, or this actor's events. */
export type LogCondition = { streamIds: readonly string[] } | { streamIdsFrom: StreamIdsQuery } | { actorId: string };

/** What the audit portal and the events export narrow the log by, applied in this order. */
export interface LogFilter {
  streamId?: string;
  type?: string;
  /** Types left out (the domain's NOT_IN_THE_AUDIT_LOG). */
  exceptTypes?: readonly string[];
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
  if (filter.exceptTypes !== undefined && filter.exceptTypes.length > 0) query = query.where('events.type', 'not in', [...filter.exceptTypes]);
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

/** `query` with the log's event at `position` left-joined under `alias` only where `only.column` is `only.is` (one of them; its columns null elsewhere). */
export function leftJoinEventAt<DB, TB extends keyof DB, O, A extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  alias: A,
  position: StringReference<DB, TB>,
  only: { column: StringReference<DB, TB>; is: string | readonly string[] },
): SelectQueryBuilder<DB & Record<A, Nullable<EventsTable>>, TB | A, O> {
  const joined = (query as unknown as SelectQueryBuilder<Database, 'events', O>).leftJoin(`events as ${alias}` as 'events', (join) => {
    const on = join.onRef(`${alias}.global_position` as 'events.global_position', '=', position as 'events.global_position');
    return typeof only.is === 'string' ? on.on(only.column as 'events.type', '=', only.is) : on.on(only.column as 'events.type', 'in', [...only.is]);
  });
  return joined as unknown as SelectQueryBuilder<DB & Record<A, Nullable<EventsTable>>, TB | A, O>;
}
