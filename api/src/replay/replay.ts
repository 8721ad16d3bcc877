import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '@leave/core/db';
import { EventStore, lastPosition, project, takeReadModelLock, type InlineProjection, type StoredEvent } from '@leave/core/event-store';

/**
 * The read models `npm run replay` rebuilds, with the columns that identify a row. Replay copies and
 * compares whole tables by name (never their values' meaning), so it may name tables their owners hold.
 */
/* eslint-disable no-restricted-syntax -- the tables replay copies whole (docs/architecture.md, "Each table one owner") */
const READ_MODELS = [
  { table: 'leave_applications', key: ['id'] },
  { table: 'leave_balances', key: ['user_id'] },
  { table: 'balance_periods', key: ['user_id', 'period_key'] },
  { table: 'holidays', key: ['id'] },
  { table: 'timetable_periods', key: ['id'] },
  { table: 'arrangements', key: ['id'] },
  { table: 'notification_people', key: ['user_id'] },
  { table: 'notifications', key: ['id'] },
] as const;
/* eslint-enable no-restricted-syntax */

/** One row that differs: the same key with other values, or a key on one side only. */
export interface RowDifference {
  table: string;
  key: Record<string, unknown>;
  /** Columns whose values differ (for a key on both sides). */
  columns: { column: string; live: unknown; rebuilt: unknown }[];
  /** 'changed': on both sides; 'onlyLive' / 'onlyRebuilt': one side only. */
  kind: 'changed' | 'onlyLive' | 'onlyRebuilt';
}

export interface ReplayReport {
  /** Events replayed in all, and how many of them the catch-up read under the lock. */
  events: number;
  caughtUp: number;
  /** Per read model: rows that differ between the live table and the rebuilt one. */
  differences: { table: string; onlyLive: number; onlyRebuilt: number }[];
  /** Every differing row, by key. */
  rows: RowDifference[];
  applied: boolean;
}

export interface ReplayOptions {
  apply: boolean;
  /** Called after the rebuild and before the catch-up (tests write there, as a live system would). */
  afterRebuild?: () => Promise<void>;
}

/**
 * Events per page of the log, and per batch the projections fold in memory and write in one statement
 * per table: a transaction of its own each during the rebuild.
 */
const PAGE = 5000;

async function replaySearchPath(trx: Transaction<Database>) {
  await sql`set local search_path to replay, public`.execute(trx);
}

/** Projects every event after `after` (up to `until`, when given) into the replay tables; returns the last position and the count. */
async function projectFrom(
  trx: Transaction<Database>,
  store: EventStore,
  projections: readonly InlineProjection[],
  after: number,
  until: number | null,
): Promise<{ position: number; count: number }> {
  let position = after;
  let count = 0;
  for (;;) {
    const batch: StoredEvent[] = (await store.readAll(position, PAGE, trx)).filter((event) => until === null || event.globalPosition <= until);
    if (batch.length === 0) return { position, count };
    await project(projections, trx, batch);
    count += batch.length;
    position = batch.at(-1)!.globalPosition;
  }
}

/**
 * Rebuilds every read model from the event log into fresh tables of a `replay` schema, with the very
 * projections the appends run (search_path puts the fresh tables first), and compares them with the live
 * tables row by row. Safe while the api serves:
 *
 * 1. The horizon: under the read-model lock, taken exclusive for a moment, the last position of the log.
 *    Every append takes that lock shared before its events get positions, so no transaction that appended
 *    at or below the horizon is still open: the log up to it has no holes.
 * 2. The rebuild, in pages of the log in transactions of their own (the api keeps working), up to the
 *    horizon. Each page is one batch of the projections: folded in memory, written once per table.
 * 3. Under the lock, exclusive until commit (appends wait, none is lost): the catch-up from the horizon to
 *    the end of the log, the comparison, and with `apply` the swap of the rows, in one transaction.
 *
 * Projections are idempotent (each row keeps the last version of its stream applied), so an event that
 * reaches the replay tables twice changes nothing. The event log itself is only read.
 */
export async function replayReadModels(db: Db, projections: readonly InlineProjection[], options: ReplayOptions): Promise<ReplayReport> {
  const store = new EventStore(db, projections);
  await db.transaction().execute(async (trx) => {
    await sql`drop schema if exists replay cascade`.execute(trx);
    await sql`create schema replay`.execute(trx);
    for (const { table } of READ_MODELS) await sql`create table ${sql.raw(`replay.${table}`)} (like ${sql.raw(`public.${table}`)} including all)`.execute(trx);
    // The fresh tables keep their unique indexes only (the upserts' conflict targets, and the rules they
    // hold): the lists' indexes would slow every page of the rebuild, and nothing lists these tables.
    const { rows: lists } = await sql<{ name: string }>`
      select c.relname as name from pg_index x
      join pg_class c on c.oid = x.indexrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'replay' and not x.indisunique`.execute(trx);
    for (const { name } of lists) await sql`drop index ${sql.id('replay', name)}`.execute(trx);
  });
  try {
    const horizon = await db.transaction().execute(async (trx) => {
      await takeReadModelLock(trx);
      return lastPosition(trx);
    });

    let position = 0;
    let events = 0;
    for (;;) {
      const step = await db.transaction().execute(async (trx) => {
        await replaySearchPath(trx);
        const batch = (await store.readAll(position, PAGE, trx)).filter((event) => event.globalPosition <= horizon);
        await project(projections, trx, batch);
        return { last: batch.at(-1)?.globalPosition ?? position, count: batch.length };
      });
      events += step.count;
      if (step.count === 0) break;
      position = step.last;
    }

    await options.afterRebuild?.();

    return await db.transaction().execute(async (trx) => {
      await takeReadModelLock(trx);
      await replaySearchPath(trx);
      const caught = await projectFrom(trx, store, projections, horizon, null);
      await sql`set local search_path to public`.execute(trx);

      const differences: ReplayReport['differences'] = [];
      const rows: RowDifference[] = [];
      for (const { table, key } of READ_MODELS) {
        const live = sql.raw(`public.${table}`);
        const rebuilt = sql.raw(`replay.${table}`);
        // One pass: the two tables joined on their key, the rows that are not equal column for column.
        const on = sql.join(
          key.map((column) => sql`l.${sql.ref(column)} = r.${sql.ref(column)}`),
          sql` and `,
        );
        const first = sql.ref(key[0]);
        const { rows: pairs } = await sql<{ live: Record<string, unknown> | null; rebuilt: Record<string, unknown> | null }>`
          select case when l.${first} is null then null else to_jsonb(l) end as live,
                 case when r.${first} is null then null else to_jsonb(r) end as rebuilt
          from ${live} l full join ${rebuilt} r on ${on}
          where l is distinct from r`.execute(trx);
        const onlyLive = pairs.flatMap((pair) => (pair.live ? [pair.live] : []));
        const onlyRebuilt = pairs.flatMap((pair) => (pair.rebuilt ? [pair.rebuilt] : []));
        differences.push({ table, onlyLive: onlyLive.length, onlyRebuilt: onlyRebuilt.length });
        rows.push(...rowDifferences(table, key, onlyLive, onlyRebuilt));
      }

      const changed = rows.length > 0;
      if (options.apply && changed) {
        for (const { table } of READ_MODELS) {
          await sql`delete from ${sql.raw(`public.${table}`)}`.execute(trx);
          await sql`insert into ${sql.raw(`public.${table}`)} select * from ${sql.raw(`replay.${table}`)}`.execute(trx);
        }
      }
      return { events: events + caught.count, caughtUp: caught.count, differences, rows, applied: options.apply && changed };
    });
  } finally {
    await sql`drop schema if exists replay cascade`.execute(db);
  }
}

/** Pairs the rows of each side by key: one difference per key, naming the columns that differ. */
function rowDifferences(table: string, key: readonly string[], onlyLive: Record<string, unknown>[], onlyRebuilt: Record<string, unknown>[]): RowDifference[] {
  const keyOf = (row: Record<string, unknown>) => JSON.stringify(key.map((column) => row[column]));
  const rebuiltByKey = new Map(onlyRebuilt.map((row) => [keyOf(row), row]));
  const differences: RowDifference[] = [];
  for (const live of onlyLive) {
    const k = keyOf(live);
    const rebuilt = rebuiltByKey.get(k);
    const keyValues = Object.fromEntries(key.map((column) => [column, live[column]]));
    if (!rebuilt) {
      differences.push({ table, key: keyValues, columns: [], kind: 'onlyLive' });
      continue;
    }
    rebuiltByKey.delete(k);
    const columns = Object.keys({ ...live, ...rebuilt })
      .filter((column) => JSON.stringify(live[column]) !== JSON.stringify(rebuilt[column]))
      .map((column) => ({ column, live: live[column], rebuilt: rebuilt[column] }));
    differences.push({ table, key: keyValues, columns, kind: 'changed' });
  }
  for (const rebuilt of rebuiltByKey.values()) differences.push({ table, key: Object.fromEntries(key.map((column) => [column, rebuilt[column]])), columns: [], kind: 'onlyRebuilt' });
  return differences;
}

/** A difference as `npm run replay` prints it, one line. */
export function describeDifference(difference: RowDifference): string {
  const key = Object.entries(difference.key)
    .map(([column, value]) => `${column}=${String(value)}`)
    .join(' ');
  if (difference.kind === 'onlyLive') return `${difference.table} ${key}: in the live table only (no event makes it)`;
  if (difference.kind === 'onlyRebuilt') return `${difference.table} ${key}: missing from the live table (the events make it)`;
  const columns = difference.columns.map(({ column, live, rebuilt }) => `${column} live ${JSON.stringify(live)}, rebuilt ${JSON.stringify(rebuilt)}`).join('; ');
  return `${difference.table} ${key}: ${columns}`;
}
