// The leave a calendar shows (the screen's month, a feed's range).

import { CALENDAR_STATUSES, calendarMarkOf, type CalendarDate, type CalendarEntryDto, type CalendarScope, type LeaveType } from '@leave/domain';
import type { Db } from '../../db';

const dateText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)) as CalendarDate;

/**
 * The leave a calendar shows (the screen's month or a feed's range) within a viewer's scope, by start date and
 * name, as the calendar's entries (docs/contract.md 'Calendar'); the feeds write the same entries as iCal.
 */
export async function calendarEntries(db: Db, scope: CalendarScope, range: { first: CalendarDate; last: CalendarDate }): Promise<CalendarEntryDto[]> {
  let query = db
    .selectFrom('leave_applications')
    .select(['id', 'applicant_id', 'applicant_name', 'department', 'leave_type', 'from_date', 'to_date', 'from_half', 'to_half', 'status'])
    .where('status', 'in', CALENDAR_STATUSES)
    // A claim of compensatory leave is a day worked, not a day away.
    .where('kind', '=', 'leave')
    .where('from_date', '<=', range.last)
    .where('to_date', '>=', range.first);
  if (scope.kind === 'own') query = query.where('applicant_id', '=', scope.userId);
  else if (scope.department !== undefined) query = query.where('department', '=', scope.department);
  const rows = await query.orderBy('from_date').orderBy('applicant_name').orderBy('id').execute();
  return rows.map((row) => ({
    leaveId: row.id,
    employee: { _id: row.applicant_id, name: row.applicant_name },
    department: row.department,
    leaveType: row.leave_type as LeaveType,
    fromDate: dateText(row.from_date),
    toDate: dateText(row.to_date),
    fromHalf: row.from_half,
    toHalf: row.to_half,
    status: row.status,
    mark: calendarMarkOf(row.status),
  }));
}

