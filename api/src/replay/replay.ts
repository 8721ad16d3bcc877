import { sql, type Transaction } from 'kysely';
import type { Database } from '@leave/migrations';
import type { Db } from '@leave/core/db';
import { EventStore, project, type InlineProjection, type StoredEvent } from '@leave/core/event-store';

/** The read models `npm run replay` rebuilds, with the columns that identify a row. */
const READ_MODELS = [
  { table: 'leave_applications', key: ['id'] },
  { table: 'leave_balances', key: ['user_id'] },
  { table: 'balance_periods', key: ['user_id', 'period_key'] },
] as const;

export interface ReplayReport {
  events: number;
  /** Per read model: rows that differ between the live table and the rebuilt one. */
  differences: { table: string; onlyLive: number; onlyRebuilt: number }[];
  applied: boolean;
}

const BATCH = 1000;

/**
 * Rebuilds every read model from the event log into fresh tables of a `replay` schema, using the very
 * projections the appends run (search_path puts the fresh tables first, so the projections write there),
 * then compares them with the live tables. With `apply`, the rebuilt rows replace the live ones, in the
 * same transaction. The event log itself is only read.
 */
export async function replayReadModels(db: Db, projections: readonly InlineProjection[], options: { apply: boolean }): Promise<ReplayReport> {
  return db.transaction().execute(async (trx) => {
    await sql`drop schema if exists replay cascade`.execute(trx);
    await sql`create schema replay`.execute(trx);
    for (const { table } of READ_MODELS) await sql`create table ${sql.raw(`replay.${table}`)} (like ${sql.raw(`public.${table}`)} including all)`.execute(trx);
    await sql`set local search_path to replay, public`.execute(trx);

    const store = new EventStore(db, projections);
    let position = 0;
    let events = 0;
    for (;;) {
      const batch: StoredEvent[] = await store.readAll(position, BATCH, trx);
      if (batch.length === 0) break;
      for (const event of batch) await project(projections, trx as Transaction<Database>, event);
      events += batch.length;
      position = batch[batch.length - 1]!.globalPosition;
    }

    const differences: ReplayReport['differences'] = [];
    for (const { table } of READ_MODELS) {
      const live = sql.raw(`public.${table}`);
      const rebuilt = sql.raw(`replay.${table}`);
      const onlyLive = await sql<{ n: number }>`select count(*)::int as n from (select * from ${live} except select * from ${rebuilt}) d`.execute(trx);
      const onlyRebuilt = await sql<{ n: number }>`select count(*)::int as n from (select * from ${rebuilt} except select * from ${live}) d`.execute(trx);
      differences.push({ table, onlyLive: onlyLive.rows[0]?.n ?? 0, onlyRebuilt: onlyRebuilt.rows[0]?.n ?? 0 });
    }

    const changed = differences.some((d) => d.onlyLive > 0 || d.onlyRebuilt > 0);
    if (options.apply && changed) {
      for (const { table } of READ_MODELS) {
        await sql`delete from ${sql.raw(`public.${table}`)}`.execute(trx);
        await sql`insert into ${sql.raw(`public.${table}`)} select * from ${sql.raw(`replay.${table}`)}`.execute(trx);
      }
    }
    await sql`set local search_path to public`.execute(trx);
    await sql`drop schema replay cascade`.execute(trx);
    return { events, differences, applied: options.apply && changed };
  });
}
