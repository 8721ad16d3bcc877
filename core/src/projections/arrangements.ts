// The class arrangements read model (issue 45, decision 0350): one row per arrangement of the
// `arrangements-<leaveId>` streams. The owner of the `arrangements` table (docs/architecture.md, "Each table
// one owner"): the projection writes it; the commands' facts (who covers what, how many each has covered
// this term, a leave's coverage) and the lists read it through the functions below. `holds` and `covered`
// are the domain's answers for the status (isHolding, isCovered), so no query spells a status.

import { z } from 'zod';
import { applyArrangementEvent, isCovered, isHolding, type Arrangement, type ArrangementDto, type ArrangementStatus, type CalendarDate, type Coverage, type Covering } from '@leave/domain';
import type { ArrangementRow } from '@leave/migrations';
import type { Db } from '../db';
import { arrangementsStream, streamProjection } from '../event-store/streams';
import { contextFact } from '../leave/context-fact';
import { Rows } from './rows';
import { sqlText } from '../db/sql-text';

const RELEASED: ArrangementStatus = 'released';

/** A date column as 'YYYY-MM-DD', whichever way the driver handed it over. */
function dateText(value: unknown): CalendarDate {
  if (value instanceof Date) return value.toISOString().slice(0, 10) as CalendarDate;
  return String(value).slice(0, 10) as CalendarDate;
}

type Stored = Arrangement & { declineReason?: string };

function toRow(arrangement: Stored, at: string): ArrangementRow {
  return {
    id: arrangement._id,
    leave_id: arrangement.leaveId,
    department: arrangement.department,
    date: arrangement.date,
    period: arrangement.period,
    start_time: arrangement.start,
    end_time: arrangement.end,
    class_name: arrangement.className,
    subject: arrangement.subject,
    absent_id: arrangement.absent._id,
    absent_name: arrangement.absent.name,
    substitute_id: arrangement.substitute?._id ?? null,
    substitute_name: arrangement.substitute?.name ?? null,
    status: arrangement.status,
    holds: isHolding(arrangement.status),
    covered: isCovered(arrangement.status),
    decline_reason: arrangement.declineReason ?? null,
    updated_at: new Date(at),
  };
}

function fromRow(row: ArrangementRow): Stored {
  return {
    _id: row.id,
    leaveId: row.leave_id,
    department: row.department,
    date: dateText(row.date),
    period: row.period,
    start: row.start_time,
    end: row.end_time,
    className: row.class_name,
    subject: row.subject,
    absent: { _id: row.absent_id, name: row.absent_name },
    substitute: row.substitute_id === null ? null : { _id: row.substitute_id, name: row.substitute_name ?? '' },
    status: row.status as ArrangementStatus,
    ...(row.decline_reason === null ? {} : { declineReason: row.decline_reason }),
  };
}

export function arrangementDto(row: ArrangementRow): ArrangementDto {
  return fromRow(row);
}

export const arrangementsProjection = streamProjection('arrangements', arrangementsStream, {
  async load(trx, _leaves, events) {
    const rows = new Rows<ArrangementRow>('arrangements', ['id']);
    await rows.load(
      trx,
      events.map((event) => (event.type === 'ArrangementRequested' ? event.data._id : event.data.id)),
    );
    return rows;
  },
  apply(rows, _leaveId, event) {
    if (event.type === 'ArrangementRequested') {
      const { by: _by, at, ...arrangement } = event.data;
      rows.set(toRow(arrangement, at));
      return;
    }
    const row = rows.get(event.data.id);
    if (!row) return;
    rows.set(toRow(applyArrangementEvent(fromRow(row), event), event.data.at));
  },
  statements: (rows) => rows.statements(),
  written: (rows) => [{ table: 'arrangements', rows: rows.written() }],
});

// --- The commands' facts -------------------------------------------------------------------------------

/** The first day of the term holding `date` (a half year: January to June, July to December). */
const termStartSql = (date: string) => `make_date(extract(year from ${date})::int, case when extract(month from ${date}) <= 6 then 1 else 7 end, 1)`;

/** The first and last days of the term (half year) holding `date`. */
export function termOf(date: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  const year = date.slice(0, 4);
  return Number(date.slice(5, 7)) <= 6 ? { from: `${year}-01-01` as CalendarDate, to: `${year}-06-30` as CalendarDate } : { from: `${year}-07-01` as CalendarDate, to: `${year}-12-31` as CalendarDate };
}

/**
 * Applying (issue 45): the classes colleagues of the department already hold (asked, accepted, assigned) on
 * a day of the range (domain's ApplyContext `coverings`), with the arrangement's id.
 */
export const coverings = contextFact('apply', 'coverings', {
  sql: (scope) =>
    `coalesce((select json_agg(json_build_object('substituteId', a.substitute_id, 'date', a.date, 'start', a.start_time, 'end', a.end_time, 'arrangementId', a.id) order by a.substitute_id, a.date, a.start_time, a.id)
      from arrangements a where a.department = ${scope.department} and a.holds and a.substitute_id is not null and a.date between ${scope.from} and ${scope.to}), '[]'::json)`,
  schema: z.array(z.object({ substituteId: z.string(), date: z.iso.date(), start: z.string(), end: z.string(), arrangementId: z.string() })).transform((rows) => rows as (Covering & { arrangementId: string })[]),
});

/** The same from TypeScript (also for the arrangement commands, over one day). */
export async function coveringsOf(db: Db, department: string, from: CalendarDate, to: CalendarDate): Promise<(Covering & { arrangementId: string })[]> {
  const rows = await db
    .selectFrom('arrangements')
    .select(['id', 'substitute_id', 'date', 'start_time', 'end_time'])
    .where('department', '=', department)
    .where('holds', '=', true)
    .where('substitute_id', 'is not', null)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('substitute_id')
    .orderBy('date')
    .orderBy('start_time')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ substituteId: row.substitute_id!, date: dateText(row.date), start: row.start_time, end: row.end_time, arrangementId: row.id }));
}

/** Applying (issue 45): how many classes each colleague of the department has covered this term (the term of the first day). */
export const substitutionCounts = contextFact('apply', 'substitutionCounts', {
  sql: (scope) =>
    `coalesce((select json_agg(json_build_object('substituteId', c.substitute_id, 'count', c.n) order by c.substitute_id) from (select a.substitute_id, count(*)::int as n
      from arrangements a where a.department = ${scope.department} and a.covered and a.substitute_id is not null
      and a.date >= ${termStartSql(scope.from)} and a.date < ${termStartSql(scope.from)} + interval '6 months' group by a.substitute_id) c), '[]'::json)`,
  schema: z.array(z.object({ substituteId: z.string(), count: z.number().int() })),
});

/** The same from TypeScript. */
export async function substitutionCountsOf(db: Db, department: string | null, date: CalendarDate): Promise<{ substituteId: string; count: number }[]> {
  const term = termOf(date);
  const rows = await db
    .selectFrom('arrangements')
    .select(['substitute_id'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(department !== null, (q) => q.where('department', '=', department!))
    .where('covered', '=', true)
    .where('substitute_id', 'is not', null)
    .where('date', '>=', term.from)
    .where('date', '<=', term.to)
    .groupBy('substitute_id')
    .orderBy('substitute_id')
    .execute();
  return rows.map((row) => ({ substituteId: row.substitute_id!, count: Number(row.n) }));
}

/** Deciding (issue 45): the application's classes covered of those it has, released ones left out (domain's DecisionContext `coverage`). */
export const coverage = contextFact('decision', 'coverage', {
  sql: (scope) => `(select json_build_object('covered', count(*) filter (where a.covered), 'total', count(*)) from arrangements a where a.leave_id = ${scope.leaveId} and a.status <> ${sqlText(RELEASED)})`,
  schema: z.object({ covered: z.number().int(), total: z.number().int() }),
});

/** The same from TypeScript, for several applications (the lists' `coverage`): only those with arrangements. */
export async function coverageOf(db: Db, leaveIds: readonly string[]): Promise<Map<string, Coverage>> {
  if (leaveIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('arrangements')
    .select(['leave_id'])
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>(eb.case().when('covered', '=', true).then(1).else(0).end()).as('covered')])
    .where('leave_id', 'in', leaveIds)
    .where('status', '<>', RELEASED)
    .groupBy('leave_id')
    .execute();
  return new Map(rows.map((row) => [row.leave_id, { covered: Number(row.covered), total: Number(row.total) }]));
}

// --- Reads -----------------------------------------------------------------------------------------------

export async function arrangementById(db: Db, id: string): Promise<ArrangementRow | undefined> {
  return db.selectFrom('arrangements').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function arrangementsOfLeave(db: Db, leaveId: string): Promise<ArrangementDto[]> {
  const rows = await db.selectFrom('arrangements').selectAll().where('leave_id', '=', leaveId).orderBy('date').orderBy('start_time').orderBy('id').execute();
  return rows.map(arrangementDto);
}

export interface ArrangementListFilter {
  department?: string;
  substituteId?: string;
  from?: CalendarDate;
  to?: CalendarDate;
  limit: number;
  offset: number;
}

/** A department's arrangements of a range, or a substitute's own, by date and start; with the total. */
export async function listArrangements(db: Db, filter: ArrangementListFilter): Promise<{ items: ArrangementDto[]; total: number }> {
  const base = db
    .selectFrom('arrangements')
    .$if(filter.department !== undefined, (q) => q.where('department', '=', filter.department!))
    .$if(filter.substituteId !== undefined, (q) => q.where('substitute_id', '=', filter.substituteId!).where('status', '<>', RELEASED))
    .$if(filter.from !== undefined, (q) => q.where('date', '>=', filter.from!))
    .$if(filter.to !== undefined, (q) => q.where('date', '<=', filter.to!));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('date').orderBy('start_time').orderBy('absent_name').orderBy('id').limit(filter.limit).offset(filter.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(arrangementDto), total: Number(count.n) };
}

/** The arrangements of these applications, as they stand (the live feed's read of a run). */
export async function arrangementsOfLeaves(db: Db, leaveIds: readonly string[]): Promise<ArrangementDto[]> {
  if (leaveIds.length === 0) return [];
  const rows = await db.selectFrom('arrangements').selectAll().where('leave_id', 'in', leaveIds).execute();
  return rows.map(arrangementDto);
}
