// The leave applications counted: by status, by department, by month, the days taken for payroll and
// earned leave. One aggregate each, in the database.

import { sql } from 'kysely';
import { addDays, LEAVE_KINDS, TAKEN_STATUSES, type CalendarDate, type DayHalf, type LeaveStatus, type LeaveType, type Role } from '@leave/domain';
import type { Db } from '../../db';

/** Leave whose days are taken, as payroll and earned leave count it: a cancelled leave up to the day before its cancellation. */
export interface TakenApplication {
  leaveId: string;
  applicantEmployeeId: string;
  applicantName: string;
  department: string;
  leaveType: LeaveType;
  /** The applicant's role when they applied: their days were counted by its rule. */
  applicantRole: Role;
  fromDate: CalendarDate;
  /** The last day taken: the last day, or the day before a cancellation took effect. */
  lastDay: CalendarDate;
  fromHalf: DayHalf;
  /** The last day's half; undefined (a whole day) for the day before a cancellation. */
  toHalf: DayHalf | undefined;
}

/**
 * The leave taken (approved, cancellation asked for, and the days of a cancelled leave before its
 * cancellation), never a claim of compensatory leave (a day worked), that reaches `from` (and starts by `to`
 * when given), of one applicant or of everybody.
 */
export async function takenApplications(db: Db, range: { from: CalendarDate; to?: CalendarDate; applicantId?: string }): Promise<TakenApplication[]> {
  let query = db
    .selectFrom('leave_applications')
    .select(['id', 'applicant_employee_id', 'applicant_name', 'department', 'leave_type', 'applicant_role', 'from_date', 'to_date', 'from_half', 'to_half', 'status', 'cancelled_from']);
  if (range.applicantId !== undefined) query = query.where('applicant_id', '=', range.applicantId);
  query = query
    .where('kind', '=', 'leave')
    .where((eb) => eb.or([eb('status', 'in', TAKEN_STATUSES), eb.and([eb('status', '=', 'cancelled'), eb('cancelled_from', '>', eb.ref('from_date'))])]));
  if (range.to !== undefined) query = query.where('from_date', '<=', range.to);
  const rows = await query.where('to_date', '>=', range.from).execute();
  return rows.map((row) => {
    const cancelled = row.status === 'cancelled' && row.cancelled_from !== null;
    return {
      leaveId: row.id,
      applicantEmployeeId: row.applicant_employee_id,
      applicantName: row.applicant_name,
      department: row.department,
      leaveType: row.leave_type as LeaveType,
      applicantRole: row.applicant_role as Role,
      fromDate: row.from_date as CalendarDate,
      lastDay: cancelled ? addDays(row.cancelled_from as CalendarDate, -1) : (row.to_date as CalendarDate),
      fromHalf: row.from_half,
      // The last day taken of a cancelled leave is the day before its cancellation took effect: a whole day.
      toHalf: row.status === 'cancelled' ? undefined : row.to_half,
    };
  });
}

/** Applications by status, of the college, one department or one applicant: how many, and their days away (a claim of compensatory leave is none). */
export async function countsByStatus(db: Db, filter: { department?: string; applicantId?: string; applicantRole?: Role }): Promise<{ status: LeaveStatus; count: number; days: number }[]> {
  let query = db
    .selectFrom('leave_applications')
    // Days away only: a claim of compensatory leave counts as an application, its day worked as no leave.
    .select(['status', sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(number_of_days) filter (where kind = ${LEAVE_KINDS[0]}), 0)`.as('days')])
    .groupBy('status');
  if (filter.department !== undefined) query = query.where('department', '=', filter.department);
  if (filter.applicantId !== undefined) query = query.where('applicant_id', '=', filter.applicantId);
  if (filter.applicantRole !== undefined) query = query.where('applicant_role', '=', filter.applicantRole);
  const rows = await query.execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.n), days: Number(row.days) }));
}

/** How many applications wait for their HOD, by department, most first. */
export async function pendingByDepartment(db: Db): Promise<{ department: string; count: number }[]> {
  const rows = await db
    .selectFrom('leave_applications')
    .select(['department', sql<number>`count(*)`.as('n')])
    .where('status', '=', 'pending')
    .groupBy('department')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('department')
    .execute();
  return rows.map((row) => ({ department: row.department, count: Number(row.n) }));
}

/** A department's applications finally approved on a day in [first, next) as a calendar in `timezone` sees it; counted in the database. */
export async function approvedCountBetween(db: Db, department: string, days: { first: CalendarDate; next: CalendarDate; timezone: string }): Promise<number> {
  const approved = await db
    .selectFrom('leave_applications')
    .select(sql<number>`count(*)`.as('n'))
    .where('department', '=', department)
    .where('status', '=', 'approved')
    .where(sql<boolean>`(updated_at at time zone ${days.timezone})::date >= ${days.first}::date`)
    .where(sql<boolean>`(updated_at at time zone ${days.timezone})::date < ${days.next}::date`)
    .executeTakeFirst();
  return Number(approved?.n ?? 0);
}

/** The instant a month ('YYYY-MM') began in `timezone` (for an index-friendly bound). */
const monthStart = (month: string, timezone: string) => sql<Date>`(${`${month}-01`}::timestamp at time zone ${timezone})`;

/** The month is grouped by its place in the select list: the time zone is a parameter, so spelling the
 * expression again would make a second parameter, which Postgres does not see as the same expression. */
const BY_FIRST_COLUMN = sql<string>`1`;

/** 'YYYY-MM' of a timestamp column as a calendar in `timezone` sees it. */
const monthOf = (column: 'applied_at' | 'updated_at', timezone: string) => sql<string>`to_char(${sql.ref(column)} at time zone ${timezone}, 'YYYY-MM')`;

/** Applications by the month ('YYYY-MM' in `timezone`) they were applied in, from `since` on, and their status now: one aggregate. */
export async function appliedByMonthAndStatus(db: Db, since: string, timezone: string): Promise<{ month: string; status: LeaveStatus; count: number }[]> {
  const rows = await db
    .selectFrom('leave_applications')
    .select([monthOf('applied_at', timezone).as('month'), 'status', sql<number>`count(*)`.as('n')])
    .where('applied_at', '>=', monthStart(since, timezone))
    .groupBy([BY_FIRST_COLUMN, 'status'])
    .execute();
  return rows.map((row) => ({ month: row.month, status: row.status, count: Number(row.n) }));
}

/** A department's days of leave finally approved, by the month of the approval ('YYYY-MM' in `timezone`) from `since` on, and leave code: one aggregate. */
export async function approvedDaysByMonthAndType(db: Db, department: string, since: string, timezone: string): Promise<{ month: string; leaveType: string; days: number }[]> {
  const rows = await db
    .selectFrom('leave_applications')
    .select([monthOf('updated_at', timezone).as('month'), 'leave_type', sql<number>`coalesce(sum(number_of_days), 0)`.as('days')])
    .where('department', '=', department)
    .where('status', '=', 'approved')
    .where('kind', '=', 'leave')
    .where('updated_at', '>=', monthStart(since, timezone))
    .groupBy([BY_FIRST_COLUMN, 'leave_type'])
    .execute();
  return rows.map((row) => ({ month: row.month, leaveType: row.leave_type, days: Number(row.days) }));
}

