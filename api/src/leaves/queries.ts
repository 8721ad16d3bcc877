// Reads of leave applications: only the leave_applications read model, never the events (except the
// audit trail of one application, which is its stream).

import { toLeaveDto, type ApprovedLeaveDays, type CalendarDate, type LeaveDto, type LeaveEventDto, type LeaveListScope, type LeaveType, type Role } from '@leave/domain';
import type { LeaveApplicationRow } from '@leave/migrations';
import type { Db } from '../db';
import type { EventMetadata, EventStore } from '../event-store/event-store';
import { rowToApplication } from '../projections/leave-applications';

export function leaveRowToDto(row: LeaveApplicationRow): LeaveDto {
  return toLeaveDto(rowToApplication(row));
}

export function findLeaveRow(db: Db, id: string): Promise<LeaveApplicationRow | undefined> {
  return db.selectFrom('leave_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** GET /leaves: all (admin) or one department's (HOD), newest first. */
export async function listLeaves(db: Db, scope: LeaveListScope): Promise<LeaveDto[]> {
  if (scope.kind === 'none') return [];
  let query = db.selectFrom('leave_applications').selectAll();
  if (scope.kind === 'department') query = query.where('department', '=', scope.department);
  const rows = await query.orderBy('applied_at', 'desc').orderBy('applied_position', 'desc').execute();
  return rows.map(leaveRowToDto);
}

/** GET /leaves/my-leaves: one person's applications, newest first. */
export async function leavesOf(db: Db, applicantId: string): Promise<LeaveDto[]> {
  const rows = await db.selectFrom('leave_applications').selectAll().where('applicant_id', '=', applicantId).orderBy('applied_at', 'desc').orderBy('applied_position', 'desc').execute();
  return rows.map(leaveRowToDto);
}

/** The approved leaves of one person that touch the window, for the earned-leave arithmetic. */
export async function approvedLeaveDays(db: Db, applicantId: string, from: CalendarDate, to: CalendarDate): Promise<ApprovedLeaveDays[]> {
  const rows = await db
    .selectFrom('leave_applications')
    .select(['leave_type', 'from_date', 'to_date'])
    .where('applicant_id', '=', applicantId)
    .where('status', '=', 'approved')
    .where('to_date', '>=', from)
    .where('from_date', '<=', to)
    .execute();
  return rows.map((row) => ({ leaveType: row.leave_type as LeaveType, fromDate: row.from_date as CalendarDate, toDate: row.to_date as CalendarDate }));
}

/** One application's stream as its audit trail (GET /leaves/:id/events). */
export async function leaveEvents(eventStore: EventStore, leaveId: string): Promise<LeaveEventDto[]> {
  const events = await eventStore.readStream(`leave-${leaveId}`);
  return events.map((event) => {
    const actor = (event.metadata as EventMetadata).actor;
    return {
      position: event.globalPosition,
      version: event.version,
      type: event.type,
      data: event.data,
      actor: actor ? { _id: actor.id, name: actor.name, role: actor.role as Role } : { _id: '', name: 'System', role: 'admin' as Role },
      occurredAt: new Date(event.occurredAt).toISOString(),
    };
  });
}
