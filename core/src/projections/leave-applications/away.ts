// Who else is away beside an open application (issue 46), for the HODs and admins deciding it: the
// department's leave that the department cap counts (pending, HOD-approved, approved, cancellation asked),
// read once for a page of applications; domain's departmentAwayDays counts it day by day.

import { BLOCKING_STATUSES, decisionBalance, departmentAwayColleagues, departmentAwayDays, LEAVE_KINDS, maxDate, minDate, OPEN_STATUSES, type AwayColleague, type AwayLeave, type CalendarDate, type DecisionBalance, type DepartmentAwayDay, type LeaveApplication } from '@leave/domain';
import type { Db } from '../../db';
import { holidayDates } from '../holidays';
import { departmentSizeOf } from '../../users/accounts';
import { balanceOf } from '../leave-balances';
import { applicationsOf } from './list';

const [LEAVE, COMP_OFF] = LEAVE_KINDS;

/** For each open leave application of `applications` (by id), how many of its department are away on each of its working days. */
export async function departmentAwayFor(db: Db, applications: readonly LeaveApplication[]): Promise<Map<string, DepartmentAwayDay[]>> {
  const open = applications.filter((application) => application.kind !== COMP_OFF && OPEN_STATUSES.includes(application.status));
  const result = new Map<string, DepartmentAwayDay[]>();
  if (open.length === 0) return result;
  const departments = [...new Set(open.map((application) => application.department))];
  const first = open.map((application) => application.fromDate).reduce(minDate);
  const last = open.map((application) => application.toDate).reduce(maxDate);
  const rows = await db
    .selectFrom('leave_applications')
    .select(['id', 'applicant_id', 'applicant_name', 'department', 'from_date', 'to_date'])
    .where('department', 'in', departments)
    .where('kind', '=', LEAVE)
    .where('status', 'in', BLOCKING_STATUSES)
    .where('from_date', '<=', last)
    .where('to_date', '>=', first)
    .execute();
  const holidays = await holidayDates(db, first, last);
  const sizes = new Map<string, number>();
  for (const department of departments) sizes.set(department, await departmentSizeOf(db, department));
  for (const application of open) {
    const others: AwayLeave[] = rows
      .filter((row) => row.department === application.department && row.applicant_id !== application.applicant.id)
      .map((row) => ({ applicantId: row.applicant_id, name: row.applicant_name, fromDate: dateText(row.from_date), toDate: dateText(row.to_date) }));
    result.set(application.leaveId, departmentAwayDays(application, holidays, others, sizes.get(application.department) ?? 0));
  }
  return result;
}

function dateText(value: unknown): CalendarDate {
  if (value instanceof Date) return value.toISOString().slice(0, 10) as CalendarDate;
  return String(value).slice(0, 10) as CalendarDate;
}

/** What an approver weighs beside one application (issue 49, decision 0380); `open` false, and nothing else, once decided. */
export interface DecisionContext {
  open: boolean;
  balance: DecisionBalance | null;
  away: AwayColleague[];
}

/**
 * GET /leaves/:id/decision-context: the applicant's figures of the type (domain's decisionBalance over their
 * balance and their other open applications), none for a type taken without a balance or a claim; and the
 * others of the department away on its working days, by name (domain's departmentAwayColleagues over the
 * leave the department cap counts).
 */
export async function decisionContextOf(db: Db, application: LeaveApplication): Promise<DecisionContext> {
  if (!OPEN_STATUSES.includes(application.status)) return { open: false, balance: null, away: [] };
  const claim = application.kind === COMP_OFF;
  let balance: DecisionBalance | null = null;
  if (!claim && !application.noBalance) {
    const others = (await applicationsOf(db, application.applicant.id)).filter((leave) => leave.leaveId !== application.leaveId && leave.kind !== COMP_OFF && OPEN_STATUSES.includes(leave.status));
    balance = decisionBalance(await balanceOf(db, application.applicant.id), application, others);
  }
  if (claim) return { open: true, balance, away: [] };
  const rows = await db
    .selectFrom('leave_applications')
    .select(['applicant_id', 'applicant_name', 'leave_type', 'status', 'from_date', 'to_date', 'from_half', 'to_half'])
    .where('department', '=', application.department)
    .where('applicant_id', '<>', application.applicant.id)
    .where('kind', '=', LEAVE)
    .where('status', 'in', BLOCKING_STATUSES)
    .where('from_date', '<=', application.toDate)
    .where('to_date', '>=', application.fromDate)
    .orderBy('from_date')
    .orderBy('applicant_name')
    .execute();
  const holidays = await holidayDates(db, application.fromDate, application.toDate);
  const others = rows.map((row) => ({
    applicantId: row.applicant_id,
    name: row.applicant_name,
    leaveType: row.leave_type,
    status: row.status,
    fromDate: dateText(row.from_date),
    toDate: dateText(row.to_date),
    fromHalf: row.from_half,
    toHalf: row.to_half,
  }));
  return { open: true, balance, away: departmentAwayColleagues(application, holidays, others) };
}
