// GET /dashboard/stats in the role's shape (docs/product.md §3). Counts come from the read models.

import { sql } from 'kysely';
import { dateParts, todayIn, type AdminStats, type EmployeeStats, type HodStats } from '@leave/domain';
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
    .select(['status', sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(number_of_days), 0)`.as('days')])
    .groupBy('status');
  if (filter.department !== undefined) query = query.where('department', '=', filter.department);
  if (filter.applicantId !== undefined) query = query.where('applicant_id', '=', filter.applicantId);
  const rows = await query.execute();
  const of = (status: string) => rows.find((row) => row.status === status);
  return {
    total: rows.reduce((sum, row) => sum + Number(row.n), 0),
    count: (status: string) => Number(of(status)?.n ?? 0),
    days: (status: string) => Number(of(status)?.days ?? 0),
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
    approvedLeaves: statuses.count('approved'),
    recentLeaves: recent.map(leaveRowToDto),
    departmentLeaves: departments.map((row) => ({ _id: row.department, count: Number(row.n) })),
  };
}

/** A HOD's department: approvedThisMonth counts final approvals given in this calendar month (APP_TIMEZONE). */
export async function hodStats({ db, clock, config }: StatsDeps, department: string): Promise<HodStats> {
  const [departmentEmployees, statuses, approved] = await Promise.all([
    countUsers(db, 'employee', department),
    byStatus(db, { department }),
    db.selectFrom('leave_applications').select('updated_at').where('department', '=', department).where('status', '=', 'approved').execute(),
  ]);
  const { year, month } = dateParts(clock.today());
  const approvedThisMonth = approved.filter((row) => {
    const day = dateParts(todayIn(config.appTimezone, new Date(row.updated_at)));
    return day.year === year && day.month === month;
  }).length;
  return { departmentEmployees, pendingLeaves: statuses.count('pending'), approvedThisMonth, totalLeaveDays: statuses.days('approved') };
}

export async function employeeStats({ db }: StatsDeps, applicantId: string): Promise<EmployeeStats> {
  const statuses = await byStatus(db, { applicantId });
  return {
    totalApplications: statuses.total,
    pendingApplications: statuses.count('pending'),
    approvedApplications: statuses.count('approved'),
    totalDaysTaken: statuses.days('approved'),
  };
}

export function statsFor(deps: StatsDeps, user: UserRow): Promise<AdminStats | HodStats | EmployeeStats> {
  if (user.role === 'admin') return adminStats(deps);
  if (user.role === 'hod') return hodStats(deps, user.department ?? '');
  return employeeStats(deps, user.id);
}
