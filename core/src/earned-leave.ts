// Earned leave as of a day (docs/rules.md): the figures GET /users/earned-leave-details shows and the
// recalculation jobs set the EL balance to, read from the leave_applications read model.

import { addDays, dateParts, earnedLeaveDetails, firstOfMonth, TAKEN_STATUSES, type ApprovedLeaveDays, type CalendarDate, type EarnedLeaveDetails, type LeaveType } from '@leave/domain';
import type { Db } from './db';
import { holidayDates } from './holidays';

/**
 * The approved leaves of one person from `from` on, future ones included (EL approved for next month is
 * already spent), with the role whose rule counted their days. A leave whose cancellation is asked for is
 * still approved; a cancelled one counts with the days before its cancellation, which stay taken.
 */
async function approvedLeaveDays(db: Db, applicantId: string, from: CalendarDate): Promise<ApprovedLeaveDays[]> {
  const rows = await db
    .selectFrom('leave_applications')
    .select(['leave_type', 'from_date', 'to_date', 'from_half', 'to_half', 'applicant_role', 'status', 'cancelled_from'])
    .where('applicant_id', '=', applicantId)
    .where('kind', '=', 'leave')
    .where((eb) => eb.or([eb('status', 'in', TAKEN_STATUSES), eb.and([eb('status', '=', 'cancelled'), eb('cancelled_from', '>', eb.ref('from_date'))])]))
    .where('to_date', '>=', from)
    .execute();
  return rows.map((row) => ({
    leaveType: row.leave_type as LeaveType,
    fromDate: row.from_date as CalendarDate,
    toDate: row.status === 'cancelled' && row.cancelled_from !== null ? addDays(row.cancelled_from as CalendarDate, -1) : (row.to_date as CalendarDate),
    fromHalf: row.from_half,
    // The last day taken of a cancelled leave is the day before its cancellation took effect: a whole day.
    toHalf: row.status === 'cancelled' ? undefined : row.to_half,
    applicantRole: row.applicant_role,
  }));
}

/**
 * One person's figures on `today`: `db` may be a transaction, so that a job decides on what it locked.
 * `carriedIn`: the EL carried forward into this year, which the balance adds (docs/policy.md).
 */
export async function earnedLeaveFor(db: Db, user: { id: string; date_of_joining: string | null }, today: CalendarDate, divisor: number, carriedIn = 0): Promise<EarnedLeaveDetails> {
  return earnedLeaveDetails({
    carriedIn,
    dateOfJoining: user.date_of_joining as CalendarDate | null,
    today,
    approvedLeaves: await approvedLeaveDays(db, user.id, firstOfMonth(dateParts(today).year, 1)),
    divisor,
    holidays: await holidayDates(db, firstOfMonth(dateParts(today).year, 1), firstOfMonth(dateParts(today).year + 1, 1)),
  });
}
