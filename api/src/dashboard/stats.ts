// GET /dashboard/stats in the role's shape (docs/product.md §3). Counts come from the read models.

import { sql } from 'kysely';
import { dateParts, TAKEN_STATUSES, type AdminStats, type EmployeeStats, type HodStats } from '@leave/domain';
import type { UserRow } from '@leave/migrations';
import type { Db } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';
import { leaveRowToDto } from '../leaves/queries';

const RECENT_LEAVES = 5;

interface StatsDeps {
  db: Db;
  clock: Clock;
  config: { appTimezone: string };
}

async function countUsers(db: Db, role: 'employee' | 'hod', department?: string): Promise<number> {
  let query = db.selectFrom('users').select(sql<number>`count(*)`.as('n')).where('role', '=', role).where('deleted_at', 'is', null);
  if (department !== undefined) query = query.where('department', '=', department);
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

/** Applications by status, optionally of one department or one applicant, with their days. */
async function byStatus(db: Db, filter: { department?: string; applicantId?: string }) {
  let query = db
    .selectFrom('leave_applications')
    // Days away only: a claim of compensatory leave counts as an application, its day worked as no leave.
    .select(['status', sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(number_of_days) filter (where kind = 'leave'), 0)`.as('days')])
    .groupBy('status');
  if (filter.department !== undefined) query = query.where('department', '=', filter.department);
  if (filter.applicantId !== undefined) query = query.where('applicant_id', '=', filter.applicantId);
  const rows = await query.execute();
  const of = (status: string) => rows.find((row) => row.status === status);
  return {
    total: rows.reduce((sum, row) => sum + Number(row.n), 0),
    count: (status: string) => Number(of(status)?.n ?? 0),
    /** Approved leave whose days are taken, a cancellation asked for included (the days stay debited). */
    taken: {
      count: TAKEN_STATUSES.reduce((sum, status) => sum + Number(of(status)?.n ?? 0), 0),
      days: TAKEN_STATUSES.reduce((sum, status) => sum + Number(of(status)?.days ?? 0), 0),
    },
  };
}

export async function adminStats({ db }: StatsDeps): Promise<AdminStats> {
  const [totalEmployees, totalHODs, statuses, recent, departments] = await Promise.all([
    countUsers(db, 'employee'),
    countUsers(db, 'hod'),
    byStatus(db, {}),
    db.selectFrom('leave_applications').selectAll().orderBy('applied_at', 'desc').orderBy('applied_position', 'desc').limit(RECENT_LEAVES).execute(),
    db
      .selectFrom('leave_applications')
      .select(['department', sql<number>`count(*)`.as('n')])
      .where('status', '=', 'pending')
      .groupBy('department')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('department')
      .execute(),
  ]);
  return {
    totalEmployees,
    totalHODs,
    pendingLeaves: statuses.count('pending'),
    approvedLeaves: statuses.taken.count,
    recentLeaves: recent.map(leaveRowToDto),
    departmentLeaves: departments.map((row) => ({ _id: row.department, count: Number(row.n) })),
  };
}

/** A HOD's department: approvedThisMonth counts final approvals given in this calendar month (APP_TIMEZONE). */
export async function hodStats({ db, clock, config }: StatsDeps, department: string): Promise<HodStats> {
  const { year, month } = dateParts(clock.today());
  const monthStart = `${year}-${String(month).padStart(2, '0')}-01`;
  const nextMonthStart = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  // Counted in the database (the day of each approval in APP_TIMEZONE), never by reading the rows.
  const [departmentEmployees, statuses, approved] = await Promise.all([
    countUsers(db, 'employee', department),
    byStatus(db, { department }),
    db
      .selectFrom('leave_applications')
      .select(sql<number>`count(*)`.as('n'))
      .where('department', '=', department)
      .where('status', '=', 'approved')
      .where(sql<boolean>`(updated_at at time zone ${config.appTimezone})::date >= ${monthStart}::date`)
      .where(sql<boolean>`(updated_at at time zone ${config.appTimezone})::date < ${nextMonthStart}::date`)
      .executeTakeFirst(),
  ]);
  return { departmentEmployees, pendingLeaves: statuses.count('pending'), approvedThisMonth: Number(approved?.n ?? 0), totalLeaveDays: statuses.taken.days };
}

export async function employeeStats({ db }: StatsDeps, applicantId: string): Promise<EmployeeStats> {
  const statuses = await byStatus(db, { applicantId });
  return {
    totalApplications: statuses.total,
    pendingApplications: statuses.count('pending'),
    approvedApplications: statuses.taken.count,
    totalDaysTaken: statuses.taken.days,
  };
}

export function statsFor(deps: StatsDeps, user: UserRow): Promise<AdminStats | HodStats | EmployeeStats> {
  if (user.role === 'admin') return adminStats(deps);
  if (user.role === 'hod') return hodStats(deps, user.department ?? '');
  return employeeStats(deps, user.id);
}
