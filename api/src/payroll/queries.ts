// The leave a month's payroll counts (docs/policy.md 'Payroll'): applications whose days are taken
// (approved, cancellation asked for, and the days of a cancelled leave before its cancellation) that touch
// the month, each with the holidays its application left out, read from its LeaveApplied event, so that
// the days are counted as its debits counted them.

import type { CalendarDate, TakenLeave } from '@leave/domain';
import type { Db } from '@leave/core/db';
import { eventDataOfType, leaveStream } from '@leave/core/event-store';
import { takenApplications } from '@leave/core/projections';

export async function takenLeavesIn(db: Db, from: CalendarDate, to: CalendarDate): Promise<TakenLeave[]> {
  // A claim of compensatory leave is a day worked: only the leave taken with its credit counts.
  const rows = await takenApplications(db, { from, to });
  if (rows.length === 0) return [];
  const applied = await eventDataOfType(
    db,
    'LeaveApplied',
    rows.map((row) => leaveStream.id(row.leaveId)),
  );
  const appliedAs = new Map(applied.map((event) => [event.streamId, event.data as { holidays?: CalendarDate[]; counting?: string }]));
  return rows.map((row) => ({
    employeeId: row.applicantEmployeeId,
    name: row.applicantName,
    department: row.department,
    leaveType: row.leaveType,
    // Counted as its application counted it: by the type's own counting when it recorded one.
    applicantRole: appliedAs.get(leaveStream.id(row.leaveId))?.counting ?? row.applicantRole,
    fromDate: row.fromDate,
    // A cancelled leave's last day taken is the day before its cancellation took effect: a whole day.
    lastDay: row.lastDay,
    fromHalf: row.fromHalf,
    toHalf: row.toHalf,
    holidays: appliedAs.get(leaveStream.id(row.leaveId))?.holidays ?? [],
  }));
}
