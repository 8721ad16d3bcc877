// The holidays read model: one row per holiday of the `holidays-college` stream. The owner of the holidays
// table (docs/architecture.md, "Each table one owner"): the projection writes it, and its readers call the
// typed functions at the end (the dates a day count leaves out, the list of a range); a leave command reads
// the dates with its other facts (holidayDatesSql, held alike to holidayDates by a contract test). An optional
// holiday (a restricted one, issue 46) is no holiday for any count: only the restricted holidays' own fact
// (optionalHolidays) reads it.

import { z } from 'zod';
import { addDays, SANDWICH_REACH, type CalendarDate, type HolidayDto } from '@leave/domain';
import type { HolidayRow } from '@leave/migrations';
import type { Db } from '../db';
import { holidayStream, streamProjection } from '../event-store/streams';
import { contextFact } from '../leave/context-fact';
import { Rows } from './rows';

export const holidaysProjection = streamProjection('holidays', holidayStream, {
  async load(trx, _calendars, events) {
    const rows = new Rows<HolidayRow>('holidays', ['id']);
    await rows.load(
      trx,
      events.map((event) => event.data.holidayId),
    );
    return rows;
  },
  apply(rows, _calendar, event) {
    // Applied twice (a replay's catch-up meeting an event again), an addition changes nothing.
    if (event.type === 'HolidayAdded') rows.add({ id: event.data.holidayId, date: event.data.date, name: event.data.name, optional: event.data.optional === true });
    else rows.remove(event.data.holidayId);
  },
  // Removals are written first: a holiday removed and another added on its date meet no unique date.
  statements: (rows) => rows.statements(),
});

/** The holiday dates from `from` to `to`, both included, in date order. `db` may be a transaction. */
export async function holidayDates(db: Db, from: CalendarDate, to: CalendarDate): Promise<CalendarDate[]> {
  const rows = await db.selectFrom('holidays').select('date').where('date', '>=', from).where('date', '<=', to).where('optional', '=', false).orderBy('date').execute();
  return rows.map((row) => dateText(row.date));
}

/** The same dates as one json array, for a leave command's reads function; `from` and `to` SQL date expressions. */
export function holidayDatesSql(from: string, to: string): string {
  return `coalesce((select json_agg(h.date order by h.date) from holidays h where h.date >= ${from} and h.date <= ${to} and not h.optional), '[]'::json)`;
}

/** What holidayDatesSql answers. */
export const holidayDatesSchema = z.array(z.iso.date()).transform((days) => days as CalendarDate[]);

/** The holidays of a range, as the wire shows them. */
export async function holidaysBetween(db: Db, from: CalendarDate, to: CalendarDate): Promise<HolidayDto[]> {
  const rows = await db.selectFrom('holidays').selectAll().where('date', '>=', from).where('date', '<=', to).orderBy('date').execute();
  return rows.map((row) => ({ _id: row.id, date: dateText(row.date), name: row.name, ...(row.optional ? { optional: true as const } : {}) }));
}

/** Applying (issue 46): the optional holidays of the range, in date order (domain's ApplyContext `optionalHolidays`). */
export const optionalHolidays = contextFact('apply', 'optionalHolidays', {
  sql: (scope) => `coalesce((select json_agg(h.date order by h.date) from holidays h where h.date >= ${scope.from} and h.date <= ${scope.to} and h.optional), '[]'::json)`,
  schema: holidayDatesSchema,
});

/** The same from TypeScript. */
export async function optionalHolidaysOf(db: Db, from: CalendarDate, to: CalendarDate): Promise<CalendarDate[]> {
  const rows = await db.selectFrom('holidays').select('date').where('date', '>=', from).where('date', '<=', to).where('optional', '=', true).orderBy('date').execute();
  return rows.map((row) => dateText(row.date));
}

/** A date column as 'YYYY-MM-DD', whichever way the driver handed it over. */
function dateText(value: unknown): CalendarDate {
  if (value instanceof Date) return value.toISOString().slice(0, 10) as CalendarDate;
  return String(value).slice(0, 10) as CalendarDate;
}

/** A decision (issue 46, the sandwich rule across applications): the holidays within the sandwich's reach of the application, optional ones left out (DecisionContext `holidaysAround`). */
export const holidaysAroundDecision = contextFact('decision', 'holidaysAround', {
  sql: (scope) => holidayDatesSql(`${scope.from} - ${SANDWICH_REACH + 1}`, `${scope.to} + ${SANDWICH_REACH + 1}`),
  schema: holidayDatesSchema,
});

/** Applying: the same around the range, for the days between it and the applicant's other leave of the type (ApplyContext `holidaysAround`). */
export const holidaysAroundApply = contextFact('apply', 'holidaysAround', {
  sql: (scope) => holidayDatesSql(`${scope.from} - ${SANDWICH_REACH + 1}`, `${scope.to} + ${SANDWICH_REACH + 1}`),
  schema: holidayDatesSchema,
});

/** The same from TypeScript. */
export function holidaysAroundOf(db: Db, from: CalendarDate, to: CalendarDate): Promise<CalendarDate[]> {
  return holidayDates(db, addDays(from, -(SANDWICH_REACH + 1)), addDays(to, SANDWICH_REACH + 1));
}
