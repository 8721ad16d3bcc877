// The leave_applications read model: one row per `leave-<id>` stream, the state `evolve` folds from its
// events. Every list and stats query reads this table, never the events.

import { evolve, initialLeaveState, type CalendarDate, type LeaveApplication, type LeaveAttachment, type LeaveState, type LeaveType, type Role } from '@leave/domain';
import type { LeaveApplicationRow } from '@leave/migrations';
import { leaveStream, streamProjection } from '../event-store/streams';
import { Rows } from './rows';

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
    ...(row.from_half === 'second' ? { fromHalf: 'second' as const } : {}),
    ...(row.to_half === 'first' ? { toHalf: 'first' as const } : {}),
    numberOfDays: Number(row.number_of_days),
    reason: row.reason,
    appliedAt: new Date(row.applied_at).toISOString(),
    hodApprovedBy: ref(row.hod_approved_by_id, row.hod_approved_by_name),
    approvedBy: ref(row.approved_by_id, row.approved_by_name),
    rejectedBy: ref(row.rejected_by_id, row.rejected_by_name),
    rejectionReason: row.rejection_reason,
    cancellationReason: row.cancellation_reason,
    cancellationDecidedBy: ref(row.cancellation_decided_by_id, row.cancellation_decided_by_name),
    cancellationDeclineReason: row.cancellation_decline_reason,
    cancelledFrom: row.cancelled_from as CalendarDate | null,
    attachments: (row.attachments as LeaveAttachment[] | null) ?? [],
    updatedAt: new Date(row.updated_at).toISOString(),
    version: row.version,
    ...(row.kind === 'compOff' ? { kind: 'compOff' as const } : {}),
    ...(row.credit_expires_on === null ? {} : { creditExpiresOn: row.credit_expires_on as CalendarDate }),
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
    from_half: application.fromHalf ?? 'first',
    to_half: application.toHalf ?? 'second',
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
    cancellation_reason: application.cancellationReason,
    cancellation_decided_by_id: application.cancellationDecidedBy?.id ?? null,
    cancellation_decided_by_name: application.cancellationDecidedBy?.name ?? null,
    cancellation_decline_reason: application.cancellationDeclineReason,
    cancelled_from: application.cancelledFrom,
    applied_at: new Date(application.appliedAt),
    applied_position: appliedPosition,
    updated_at: new Date(application.updatedAt),
    attachments: application.attachments,
    version: application.version,
    kind: application.kind ?? 'leave',
    credit_expires_on: application.creditExpiresOn ?? null,
  };
}

/** The applications a batch touches; the inbox projection reads each as it stands after each event. */
export class ApplicationRows extends Rows<LeaveApplicationRow> {
  private readonly applications = new Map<string, LeaveApplication>();

  constructor() {
    super('leave_applications', ['id']);
  }

  /** The application its row holds (read back from the row once per change, as from the table). */
  application(id: string): LeaveApplication | undefined {
    const known = this.applications.get(id);
    if (known) return known;
    const row = this.get(id);
    if (!row) return undefined;
    const application = rowToApplication(row);
    this.applications.set(id, application);
    return application;
  }

  override set(row: LeaveApplicationRow): void {
    super.set(row);
    this.applications.delete(row.id);
  }
}

export const leaveApplicationsProjection = streamProjection('leave_applications', leaveStream, {
  async load(trx, ids, _events, known): Promise<ApplicationRows> {
    const rows = new ApplicationRows();
    rows.seed(known);
    await rows.load(trx, ids);
    return rows;
  },
  apply(rows, id, event, stored) {
    const row = rows.get(id);
    // Idempotent: the row's version is the last event of its stream applied; an event met again changes nothing.
    if (row && row.version >= stored.version) return;
    const state: LeaveState = rows.application(id) ?? initialLeaveState;
    const next = evolve(state, event);
    if (next.status === 'none') return;
    rows.set(applicationToRow(next, row?.applied_position ?? stored.globalPosition));
  },
  statements: (rows) => rows.statements(),
  // The live feed of the appending node sends these rows instead of reading them again (api's publisher).
  written: (rows) => [{ table: 'leave_applications', rows: rows.written() }],
});
