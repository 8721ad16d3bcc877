// Reading the holidays read model: the dates every day count leaves out, and the list of a year.

import type { CalendarDate, HolidayDto } from '@leave/domain';
import type { Db } from './db';

/** The holiday dates from `from` to `to`, both included, in date order. `db` may be a transaction. */
export async function holidayDates(db: Db, from: CalendarDate, to: CalendarDate): Promise<CalendarDate[]> {
  const rows = await db.selectFrom('holidays').select('date').where('date', '>=', from).where('date', '<=', to).orderBy('date').execute();
  return rows.map((row) => dateText(row.date));
}

/** The holidays of a range, as the wire shows them. */
export async function holidaysBetween(db: Db, from: CalendarDate, to: CalendarDate): Promise<HolidayDto[]> {
  const rows = await db.selectFrom('holidays').selectAll().where('date', '>=', from).where('date', '<=', to).orderBy('date').execute();
  return rows.map((row) => ({ _id: row.id, date: dateText(row.date), name: row.name }));
}

/** A date column as 'YYYY-MM-DD', whichever way the driver handed it over. */
function dateText(value: unknown): CalendarDate {
  if (value instanceof Date) return value.toISOString().slice(0, 10) as CalendarDate;
  return String(value).slice(0, 10) as CalendarDate;
}
