// GET /dashboard/charts: the figures behind the dashboards' charts, one aggregate query each over the
// applications read model, by calendar month in APP_TIMEZONE over the last 12 months (this one included).
// Months with nothing in them are answered as zeros, so that a chart always has its 12 bars.

import { sql } from 'kysely';
import { isLeaveType, LEAVE_STATUSES, LEAVE_TYPES, monthsUpTo, type AdminCharts, type HodCharts } from '@leave/domain';
import type { Db } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';

const MONTHS = 12;

interface ChartDeps {
  db: Db;
  clock: Clock;
  config: { appTimezone: string };
}

/** The months shown, and the instant the first of them began in APP_TIMEZONE (for an index-friendly bound). */
function window({ clock, config }: ChartDeps) {
  const months = monthsUpTo(clock.today(), MONTHS);
  const since = sql<Date>`(${`${months[0]}-01`}::timestamp at time zone ${config.appTimezone})`;
  return { months, since };
}

/** The month is grouped by its place in the select list: the time zone is a parameter, so spelling the
 * expression again would make a second parameter, which Postgres does not see as the same expression. */
const BY_FIRST_COLUMN = sql<string>`1`;

/** 'YYYY-MM' of a timestamp column as a calendar in APP_TIMEZONE sees it. */
const monthOf = (column: 'applied_at' | 'updated_at', timezone: string) => sql<string>`to_char(${sql.ref(column)} at time zone ${timezone}, 'YYYY-MM')`;

/** One entry per month with one figure per key, from grouped rows; a pair with no row is 0. */
function perMonth<Key extends string>(months: readonly string[], keys: readonly Key[], rows: readonly { month: string; key: string; value: number }[]) {
  const values = new Map(rows.map((row) => [`${row.month} ${row.key}`, Number(row.value)]));
  return months.map((month) => ({ month, ...(Object.fromEntries(keys.map((key) => [key, values.get(`${month} ${key}`) ?? 0])) as Record<Key, number>) }));
}

/** Admin: applications by the month they were applied for, split by their status now. */
export async function adminCharts(deps: ChartDeps): Promise<AdminCharts> {
  const { months, since } = window(deps);
  const month = monthOf('applied_at', deps.config.appTimezone);
  const rows = await deps.db
    .selectFrom('leave_applications')
    .select([month.as('month'), 'status', sql<number>`count(*)`.as('n')])
    .where('applied_at', '>=', since)
    .groupBy([BY_FIRST_COLUMN, 'status'])
    .execute();
  return { applicationsByMonth: perMonth(months, LEAVE_STATUSES, rows.map((row) => ({ month: row.month, key: row.status, value: row.n }))) };
}

/**
 * HOD: days of the department's applications by the month of their final approval (as "Approved This
 * Month" counts them), split by leave type.
 */
export async function hodCharts(deps: ChartDeps, department: string): Promise<HodCharts> {
  const { months, since } = window(deps);
  const month = monthOf('updated_at', deps.config.appTimezone);
  const rows = await deps.db
    .selectFrom('leave_applications')
    .select([month.as('month'), 'leave_type', sql<number>`coalesce(sum(number_of_days), 0)`.as('days')])
    .where('department', '=', department)
    .where('status', '=', 'approved')
    .where('kind', '=', 'leave')
    .where('updated_at', '>=', since)
    .groupBy([BY_FIRST_COLUMN, 'leave_type'])
    .execute();
  // The five always; a type beyond them (issue 20) when the department has approved days of it.
  const others = [...new Set(rows.map((row) => row.leave_type))].filter((code) => !isLeaveType(code)).sort();
  const byMonth = perMonth(months, [...LEAVE_TYPES, ...others], rows.map((row) => ({ month: row.month, key: row.leave_type, value: row.days })));
  return { approvedDaysByMonth: byMonth as HodCharts['approvedDaysByMonth'] };
}
