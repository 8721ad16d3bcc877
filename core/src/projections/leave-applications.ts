// The leave_applications read model: one row per `leave-<id>` stream, the state `evolve` folds from its
// events. Every list and stats query reads this table, never the events.

import { evolve, initialLeaveState, type CalendarDate, type LeaveApplication, type LeaveState, type LeaveType, type Role } from '@leave/domain';
import type { LeaveApplicationRow } from '@leave/migrations';
import { leaveStream, streamProjection } from '../event-store/streams';

/** A row back into the state `evolve` works on. */
export function rowToApplication(row: LeaveApplicationRow): LeaveApplication {
  const ref = (id: string | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
  return {
    status: row.status,
    leaveId: row.id,
    applicant: {
      id: row.applicant_id,
      name: row.applicant_name,
      employeeId: row.applicant_employee_id,
      role: row.applicant_role as Role,
      department: row.department,
    },
    department: row.department,
    leaveType: row.leave_type as LeaveType,
    fromDate: row.from_date as CalendarDate,
    toDate: row.to_date as CalendarDate,
    numberOfDays: row.number_of_days,
    reason: row.reason,
    appliedAt: new Date(row.applied_at).toISOString(),
    hodApprovedBy: ref(row.hod_approved_by_id, row.hod_approved_by_name),
    approvedBy: ref(row.approved_by_id, row.approved_by_name),
    rejectedBy: ref(row.rejected_by_id, row.rejected_by_name),
    rejectionReason: row.rejection_reason,
    updatedAt: new Date(row.updated_at).toISOString(),
    version: row.version,
  };
}

function applicationToRow(application: LeaveApplication, appliedPosition: number): LeaveApplicationRow {
  return {
    id: application.leaveId,
    applicant_id: application.applicant.id,
    applicant_name: application.applicant.name,
    applicant_employee_id: application.applicant.employeeId ?? '',
    applicant_role: application.applicant.role,
    department: application.department,
    leave_type: application.leaveType,
    from_date: application.fromDate,
    to_date: application.toDate,
    number_of_days: application.numberOfDays,
    reason: application.reason,
    status: application.status,
    rejection_reason: application.rejectionReason,
    hod_approved_by_id: application.hodApprovedBy?.id ?? null,
    hod_approved_by_name: application.hodApprovedBy?.name ?? null,
    approved_by_id: application.approvedBy?.id ?? null,
    approved_by_name: application.approvedBy?.name ?? null,
    rejected_by_id: application.rejectedBy?.id ?? null,
    rejected_by_name: application.rejectedBy?.name ?? null,
    applied_at: new Date(application.appliedAt),
    applied_position: appliedPosition,
    updated_at: new Date(application.updatedAt),
    version: application.version,
  };
}

export const leaveApplicationsProjection = streamProjection('leave_applications', leaveStream, async (trx, id, event, stored) => {
  const row = await trx.selectFrom('leave_applications').selectAll().where('id', '=', id).executeTakeFirst();
  const state: LeaveState = row ? rowToApplication(row) : initialLeaveState;
  const next = evolve(state, event);
  if (next.status === 'none') return;
  const values = applicationToRow(next, row?.applied_position ?? stored.globalPosition);
  await trx
    .insertInto('leave_applications')
    .values(values)
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
});
