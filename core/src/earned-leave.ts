// Earned leave as of a day (docs/rules.md): the figures GET /users/earned-leave-details shows and the
// recalculation jobs set the EL balance to, read from the leave_applications read model.

import { dateParts, earnedLeaveDetails, firstOfMonth, type Account, type ApprovedLeaveDays, type CalendarDate, type EarnedLeaveDetails } from '@leave/domain';
import type { Db } from './db';
import { holidayDates } from './holidays';
import { takenApplications } from './projections/leave-applications';

/**
 * The approved leaves of one person from `from` on, future ones included (EL approved for next month is
 * already spent), with the role whose rule counted their days. A leave whose cancellation is asked for is
 * still approved; a cancelled one counts with the days before its cancellation, which stay taken.
 */
async function approvedLeaveDays(db: Db, applicantId: string, from: CalendarDate): Promise<ApprovedLeaveDays[]> {
  const taken = await takenApplications(db, { from, applicantId });
  return taken.map((leave) => ({
    leaveType: leave.leaveType,
    fromDate: leave.fromDate,
    // The last day taken of a cancelled leave is the day before its cancellation took effect: a whole day.
    toDate: leave.lastDay,
    fromHalf: leave.fromHalf,
    toHalf: leave.toHalf,
    applicantRole: leave.applicantRole,
  }));
}

/**
 * One person's figures on `today`: `db` may be a transaction, so that a job decides on what it locked.
 * `carriedIn`: the EL carried forward into this year, which the balance adds (docs/policy.md).
 */
export async function earnedLeaveFor(db: Db, user: Pick<Account, 'id' | 'dateOfJoining'>, today: CalendarDate, divisor: number, carriedIn = 0): Promise<EarnedLeaveDetails> {
  return earnedLeaveDetails({
    carriedIn,
    dateOfJoining: user.dateOfJoining,
    today,
    approvedLeaves: await approvedLeaveDays(db, user.id, firstOfMonth(dateParts(today).year, 1)),
    divisor,
    holidays: await holidayDates(db, firstOfMonth(dateParts(today).year, 1), firstOfMonth(dateParts(today).year + 1, 1)),
  });
}
