// The leave a month's payroll counts (docs/policy.md 'Payroll'): applications whose days are taken
// (approved, cancellation asked for, and the days of a cancelled leave before its cancellation) that touch
// the month, each with the holidays its application left out, read from its LeaveApplied event, so that
// the days are counted as its debits counted them.

import { addDays, TAKEN_STATUSES, type CalendarDate, type TakenLeave } from '@leave/domain';
import type { Db } from '@leave/core/db';
import { leaveStream } from '@leave/core/event-store';

export async function takenLeavesIn(db: Db, from: CalendarDate, to: CalendarDate): Promise<TakenLeave[]> {
  const rows = await db
    .selectFrom('leave_applications')
    .select(['id', 'applicant_employee_id', 'applicant_name', 'department', 'leave_type', 'applicant_role', 'from_date', 'to_date', 'from_half', 'to_half', 'status', 'cancelled_from'])
    .where((eb) => eb.or([eb('status', 'in', TAKEN_STATUSES), eb.and([eb('status', '=', 'cancelled'), eb('cancelled_from', '>', eb.ref('from_date'))])]))
    .where('from_date', '<=', to)
    .where('to_date', '>=', from)
    // A claim of compensatory leave is a day worked: only the leave taken with its credit counts.
    .where('kind', '=', 'leave')
    .execute();
  if (rows.length === 0) return [];
  const applied = await db
    .selectFrom('events')
    .select(['stream_id', 'data'])
    .where('type', '=', 'LeaveApplied')
    .where(
      'stream_id',
      'in',
      rows.map((row) => leaveStream.id(row.id)),
    )
    .execute();
  const appliedAs = new Map(applied.map((event) => [event.stream_id, event.data as { holidays?: CalendarDate[]; counting?: string }]));
  return rows.map((row) => ({
    employeeId: row.applicant_employee_id,
    name: row.applicant_name,
    department: row.department,
    leaveType: row.leave_type,
    // Counted as its application counted it: by the type's own counting when it recorded one.
    applicantRole: appliedAs.get(leaveStream.id(row.id))?.counting ?? row.applicant_role,
    fromDate: row.from_date as CalendarDate,
    lastDay: row.status === 'cancelled' && row.cancelled_from !== null ? addDays(row.cancelled_from as CalendarDate, -1) : (row.to_date as CalendarDate),
    fromHalf: row.from_half,
    // A cancelled leave's last day taken is the day before its cancellation took effect: a whole day.
    toHalf: row.status === 'cancelled' ? undefined : row.to_half,
    holidays: appliedAs.get(leaveStream.id(row.id))?.holidays ?? [],
  }));
}
