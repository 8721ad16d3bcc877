// GET /dashboard/stats in the role's shape (docs/product.md §3). Counts come from the read models.

import { liveCountOfRole } from '@leave/core/users';
import { dateParts, firstOfMonth, TAKEN_STATUSES, toLeaveDto, type AdminStats, type EmployeeStats, type HodStats, type LeaveStatus, type Viewer } from '@leave/domain';
import type { Db } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';
import { approvedCountBetween, countsByStatus, latestApplications, pendingByDepartment } from '@leave/core/projections';

const RECENT_LEAVES = 5;

interface StatsDeps {
  db: Db;
  clock: Clock;
  config: { appTimezone: string };
}

// Live people of a role: the users owner's count (core/src/users/accounts.ts).
const countUsers = liveCountOfRole;

/** Applications by status, optionally of one department or one applicant, with their days. */
async function byStatus(db: Db, filter: Parameters<typeof countsByStatus>[1]) {
  const rows = await countsByStatus(db, filter);
  const of = (status: LeaveStatus) => rows.find((row) => row.status === status);
  return {
    total: rows.reduce((sum, row) => sum + row.count, 0),
    count: (status: LeaveStatus) => of(status)?.count ?? 0,
    /** Approved leave whose days are taken, a cancellation asked for included (the days stay debited). */
    taken: {
      count: TAKEN_STATUSES.reduce((sum, status) => sum + (of(status)?.count ?? 0), 0),
      days: TAKEN_STATUSES.reduce((sum, status) => sum + (of(status)?.days ?? 0), 0),
    },
  };
}

export async function adminStats({ db }: StatsDeps): Promise<AdminStats> {
  const [totalEmployees, totalHODs, statuses, recent, departments] = await Promise.all([
    countUsers(db, 'employee'),
    countUsers(db, 'hod'),
    byStatus(db, {}),
    latestApplications(db, RECENT_LEAVES),
    pendingByDepartment(db),
  ]);
  return {
    totalEmployees,
    totalHODs,
    pendingLeaves: statuses.count('pending'),
    approvedLeaves: statuses.taken.count,
    recentLeaves: recent.map(toLeaveDto),
    departmentLeaves: departments.map((row) => ({ _id: row.department, count: row.count })),
  };
}

/** A HOD's department: approvedThisMonth counts final approvals given in this calendar month (APP_TIMEZONE). */
export async function hodStats({ db, clock, config }: StatsDeps, department: string): Promise<HodStats> {
  const { year, month } = dateParts(clock.today());
  const monthStart = firstOfMonth(year, month);
  const nextMonthStart = month === 12 ? firstOfMonth(year + 1, 1) : firstOfMonth(year, month + 1);
  // Counted in the database (the day of each approval in APP_TIMEZONE), never by reading the rows.
  // Pending counts what waits for the HOD, as the queue's badge does: the employees' applications (a HOD's
  // own goes to the admin).
  const [departmentEmployees, statuses, employees, approved] = await Promise.all([
    countUsers(db, 'employee', department),
    byStatus(db, { department }),
    byStatus(db, { department, applicantRole: 'employee' }),
    approvedCountBetween(db, department, { first: monthStart, next: nextMonthStart, timezone: config.appTimezone }),
  ]);
  return { departmentEmployees, pendingLeaves: employees.count('pending'), approvedThisMonth: approved, totalLeaveDays: statuses.taken.days };
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

export function statsFor(deps: StatsDeps, user: Viewer): Promise<AdminStats | HodStats | EmployeeStats> {
  if (user.role === 'admin') return adminStats(deps);
  if (user.role === 'hod') return hodStats(deps, user.department ?? '');
  return employeeStats(deps, user.id);
}
