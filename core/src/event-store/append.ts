// The one append (issue 42): the events a command decided, folded through the inline projections before
// they are stored, then stored with every projection's rows in one statement of data-modifying CTEs. Their
// positions are taken in that statement, after the domain has decided, never guessed before: the fold
// gives the events pending positions and a pending time (pending.ts), the statement takes the real ones
// (take_positions) and resolves them in the rows on the way in (resolve_pending), and its answer settles
// them in the events and rows handed back. A command's reads may have prefetched what the projections
// would read (prefetch.ts): then the fold reads nothing either.

import { sql, type Transaction } from 'kysely';
import { HELD_ANSWER, HELD_STATEMENT, PREPARED_STATEMENT, type Database } from '../db';
import { pendingPosition, PENDING_TIME, rowsJson, type Taken } from './pending';
import { Prefetched } from './prefetch';
import type { EventMetadata, InlineProjection, ProjectionBatches, RowsSource, StoredEvent, StreamAppend, WriteStatement } from './types';

/** A projection with its batch of one append or one page of a replay, folded. */
interface Folded {
  projection: InlineProjection;
  batch: unknown;
}

/**
 * An append made: its events and the rows its projections wrote, with pending positions and time, and
 * what the statement took. `taken` settles with the statement's answer: at once, or, for a held append,
 * when the transaction's COMMIT went (database.ts, HELD_STATEMENT).
 */
export interface Appended {
  events: StoredEvent[];
  written: { table: string; rows: readonly object[] }[];
  taken: Promise<Taken>;
}

/**
 * Appends `appends` in the running transaction. `hold`: its statement waits to go with the transaction's
 * next one, its COMMIT as a rule (one round trip less); only a transaction that settles its appends after
 * its commit holds them (EventStore.transaction).
 */
export async function appendEvents(
  trx: Transaction<Database>,
  projections: readonly InlineProjection[],
  appends: readonly StreamAppend[],
  metadata: EventMetadata,
  prefetched: Prefetched,
  hold: boolean,
): Promise<Appended> {
  const pending: StoredEvent[] = [];
  // Plain JSON, as the json columns give data and metadata back.
  const meta = JSON.parse(JSON.stringify(metadata)) as EventMetadata;
  for (const { streamId, expectedVersion, events } of appends) {
    if (events.length === 0) continue;
    const version = expectedVersion === 'any' ? await endOfStream(trx, streamId) : expectedVersion;
    events.forEach((event, i) => {
      pending.push({
        globalPosition: pendingPosition(pending.length),
        streamId,
        version: version + i + 1,
        type: event.type,
        data: JSON.parse(JSON.stringify(event.data)) as unknown,
        metadata: meta,
        occurredAt: PENDING_TIME,
      });
    });
  }
  if (pending.length === 0) return { events: [], written: [], taken: Promise.resolve({ positions: [], at: PENDING_TIME }) };
  const folded = await fold(projections, trx, pending, prefetched);
  // The CTEs share one snapshot and touch each table once: a projection's second write of a table (a holiday
  // removed, then another added on its date) runs after the statement, in order (and the append is not held).
  const writes: WriteStatement[] = [];
  const after: WriteStatement[] = [];
  for (const write of folded.flatMap(({ projection, batch }) => projection.statements(batch))) {
    (writes.some((w) => w.table === write.table) || after.length > 0 ? after : writes).push(write);
  }
  const rows = pending.map((e) => ({ global_position: e.globalPosition, stream_id: e.streamId, version: e.version, type: e.type, data: e.data, metadata: e.metadata, occurred_at: e.occurredAt }));
  const resolved: RowsSource = (json) => sql`resolve_pending(${json}, (select positions from taken), (select at from taken))`;
  // Prepared: the text is one of a few (one per set of tables written), so each connection parses and plans it once.
  const marks = (hold && after.length === 0 ? HELD_STATEMENT : '') + PREPARED_STATEMENT;
  const { rows: answer } = await sql<TakenRow>`${sql.raw(marks)}with taken as (
      select take_positions(${pending.length}::int) as positions, date_trunc('milliseconds', now()) as at),
    appended as (insert into events (global_position, stream_id, version, type, data, metadata, occurred_at)
      select global_position, stream_id, version, type, data, metadata, occurred_at from json_populate_recordset(null::events, ${resolved(rowsJson(rows))}))
    ${sql.join(
      writes.map((write, i) => sql`, ${sql.raw(`projected_${i}`)} as (${write.sql(resolved)})`),
      sql``,
    )}
    select json_build_object('positions', array_to_json(positions), 'at_ms', floor(extract(epoch from at) * 1000)) as taken from taken`.execute(trx);
  const held = answer[0]?.[HELD_ANSWER];
  const taken = held ? held.then((heldRows) => takenOf(heldRows as TakenRow[])) : Promise.resolve(takenOf(answer));
  if (after.length > 0) {
    const now = await taken;
    const settled: RowsSource = (json) => sql`resolve_pending(${json}, ${`{${now.positions.join(',')}}`}::bigint[], ${now.at.toISOString()}::timestamptz)`;
    for (const write of after) await write.sql(settled).execute(trx);
  }
  const written = folded.flatMap(({ projection, batch }) => projection.written?.(batch) ?? []).filter(({ rows: some }) => some.length > 0);
  return { events: pending, written, taken };
}

/** The append statement's answer: the positions it took and the transaction's time (or, held, the promise of them). */
type TakenRow = { taken: { positions: number[]; at_ms: number }; [HELD_ANSWER]?: Promise<unknown[]> };

function takenOf(rows: readonly TakenRow[]): Taken {
  const answer = rows[0]!.taken;
  return { positions: answer.positions, at: new Date(answer.at_ms) };
}

/** The version at the end of a stream, its writers serialised for the rest of the transaction (an append at 'any'). */
async function endOfStream(trx: Transaction<Database>, streamId: string): Promise<number> {
  await sql`select pg_advisory_xact_lock(hashtext(${streamId}))`.execute(trx);
  const row = await trx.selectFrom('events').select((eb) => eb.fn.max('version').as('v')).where('stream_id', '=', streamId).executeTakeFirst();
  return Number(row?.v ?? 0);
}

/**
 * Runs the projections over a batch of stored events, in log order, and writes them: a page of a replay.
 * Each projection that handles some of them loads the rows they touch, folds them in memory, and writes.
 */
export async function project(projections: readonly InlineProjection[], trx: Transaction<Database>, events: readonly StoredEvent[]): Promise<void> {
  const asJson: RowsSource = (json) => sql`${json}::json`;
  for (const { projection, batch } of await fold(projections, trx, events, Prefetched.none)) {
    for (const statement of projection.statements(batch)) await statement.sql(asJson).execute(trx);
  }
}

/** The load and the fold: each projection that handles some of the events, with its batch folded. */
async function fold(projections: readonly InlineProjection[], trx: Transaction<Database>, events: readonly StoredEvent[], prefetched: Prefetched): Promise<Folded[]> {
  const batches = new Map<InlineProjection, unknown>();
  const earlier: ProjectionBatches = { of: <Batch>(projection: InlineProjection<Batch>) => batches.get(projection as InlineProjection) as Batch | undefined };
  const running: { projection: InlineProjection; handles: ReadonlySet<string> }[] = [];
  for (const projection of projections) {
    const handles = new Set(projection.handles);
    const mine = events.filter((event) => handles.has(event.type));
    if (mine.length === 0) continue;
    batches.set(projection, await projection.load(trx, mine, earlier, prefetched.of(projection)));
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
