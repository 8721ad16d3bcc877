// GET /dashboard/charts: the figures behind the dashboards' charts, one aggregate query each over the
// applications read model, by calendar month in APP_TIMEZONE over the last 12 months (this one included).
// Months with nothing in them are answered as zeros, so that a chart always has its 12 bars.

import { isLeaveType, LEAVE_STATUSES, LEAVE_TYPES, monthsUpTo, type AdminCharts, type HodCharts } from '@leave/domain';
import type { Db } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';
import { appliedByMonthAndStatus, approvedDaysByMonthAndType } from '@leave/core/projections';

const MONTHS = 12;

interface ChartDeps {
  db: Db;
  clock: Clock;
  config: { appTimezone: string };
}

/** One entry per month with one figure per key, from grouped rows; a pair with no row is 0. */
function perMonth<Key extends string>(months: readonly string[], keys: readonly Key[], rows: readonly { month: string; key: string; value: number }[]) {
  const values = new Map(rows.map((row) => [`${row.month} ${row.key}`, Number(row.value)]));
  return months.map((month) => ({ month, ...(Object.fromEntries(keys.map((key) => [key, values.get(`${month} ${key}`) ?? 0])) as Record<Key, number>) }));
}

/** Admin: applications by the month they were applied for, split by their status now. */
export async function adminCharts(deps: ChartDeps): Promise<AdminCharts> {
  const months = monthsUpTo(deps.clock.today(), MONTHS);
  const rows = await appliedByMonthAndStatus(deps.db, months[0]!, deps.config.appTimezone);
  return { applicationsByMonth: perMonth(months, LEAVE_STATUSES, rows.map((row) => ({ month: row.month, key: row.status, value: row.count }))) };
}

/**
 * HOD: days of the department's applications by the month of their final approval (as "Approved This
 * Month" counts them), split by leave type.
 */
export async function hodCharts(deps: ChartDeps, department: string): Promise<HodCharts> {
  const months = monthsUpTo(deps.clock.today(), MONTHS);
  const rows = await approvedDaysByMonthAndType(deps.db, department, months[0]!, deps.config.appTimezone);
  // The five always; a type beyond them (issue 20) when the department has approved days of it.
  const others = [...new Set(rows.map((row) => row.leaveType))].filter((code) => !isLeaveType(code)).sort();
  const byMonth = perMonth(months, [...LEAVE_TYPES, ...others], rows.map((row) => ({ month: row.month, key: row.leaveType, value: row.days })));
  return { approvedDaysByMonth: byMonth as HodCharts['approvedDaysByMonth'] };
}
