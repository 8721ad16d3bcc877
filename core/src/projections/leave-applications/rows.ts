// The leave_applications read model's rows: one row per `leave-<id>` stream, the state `evolve` folds from
// its events, and back. The folder is the table's one owner (docs/architecture.md, "Each table one owner"):
// the projection writes the rows (projection.ts), the command reads take their facts from them (facts.ts),
// and every other module reads them through the typed readers (list.ts, stats.ts, calendar.ts), which answer
// in domain values (LeaveApplication, LeaveStatus, CalendarDate, ...), so that no caller reads a column.

import { z } from 'zod';
import { awaitingOf, LEAVE_KINDS, LEAVE_STATUSES, type CalendarDate, type LeaveApplication, type LeaveAttachment, type LeaveType, type PersonRef, type ResolvedStep, type Role, type RouteTimers, type StepDecision } from '@leave/domain';
import type { LeaveApplicationRow } from '@leave/migrations';
import { Rows } from '../rows';

/** An approver's id and name columns as the application's reference to them (null when none). */
const ref = (id: string | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
/** The route column back into the application's route and its decided steps (absent on the default route). */
function routeOf(column: unknown): Pick<LeaveApplication, 'route' | 'stepDecisions' | 'routeTimers'> {
  if (column === null || column === undefined) return {};
  const { steps, decisions, timers } = column as { steps: ResolvedStep[]; decisions: StepDecision[]; timers?: RouteTimers };
  return { route: steps, stepDecisions: decisions, ...(timers ? { routeTimers: timers } : {}) };
}

/** A row back into the state `evolve` works on. */
export function rowToApplication(row: LeaveApplicationRow): LeaveApplication {
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
    appliedAt: row.applied_at.toISOString(),
    hodApprovedBy: ref(row.hod_approved_by_id, row.hod_approved_by_name),
    approvedBy: ref(row.approved_by_id, row.approved_by_name),
    rejectedBy: ref(row.rejected_by_id, row.rejected_by_name),
    rejectionReason: row.rejection_reason,
    cancellationReason: row.cancellation_reason,
    cancellationDecidedBy: ref(row.cancellation_decided_by_id, row.cancellation_decided_by_name),
    cancellationDeclineReason: row.cancellation_decline_reason,
    cancelledFrom: row.cancelled_from as CalendarDate | null,
    attachments: (row.attachments as LeaveAttachment[] | null) ?? [],
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
    ...(row.kind === 'compOff' ? { kind: 'compOff' as const } : {}),
    ...(row.credit_expires_on === null ? {} : { creditExpiresOn: row.credit_expires_on as CalendarDate }),
    ...(row.warnings === null || row.warnings === undefined ? {} : { warnings: row.warnings as string[] }),
    ...(row.recorded_by === null || row.recorded_by === undefined ? {} : { recordedBy: row.recorded_by as PersonRef }),
    ...(row.override_reason === null || row.override_reason === undefined ? {} : { overrideReason: row.override_reason }),
    ...(row.uncovered_reason === null || row.uncovered_reason === undefined ? {} : { uncoveredReason: row.uncovered_reason }),
    ...(row.counted_days === null || row.counted_days === undefined ? {} : { countedDays: row.counted_days as string[] }),
    ...routeOf(row.route),
  };
}

export function applicationToRow(application: LeaveApplication, appliedPosition: number): LeaveApplicationRow {
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
    kind: application.kind ?? LEAVE_KINDS[0],
    credit_expires_on: application.creditExpiresOn ?? null,
    warnings: application.warnings && application.warnings.length > 0 ? application.warnings : null,
    recorded_by: application.recordedBy ?? null,
    override_reason: application.overrideReason ?? null,
    uncovered_reason: application.uncoveredReason ?? null,
    counted_days: application.countedDays && application.countedDays.length > 0 ? application.countedDays : null,
    // `awaiting`: whom the waiting step waits for (domain's awaitingOf), for the holders' queues (list.ts).
    route: application.route ? { steps: application.route, decisions: application.stepDecisions ?? [], awaiting: awaitingOf(application), ...(application.routeTimers ? { timers: application.routeTimers } : {}) } : null,
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


/**
 * Every column of the read model by name (the type fails to compile when one is missing): the lists every
 * screen opens with are prepared statements, and a prepared `select *` fails on the connections that
 * prepared it once a migration adds a column ("cached plan must not change result type"); named columns
 * keep answering while a new version's migration runs beside the old nodes.
 */
export const APPLICATION_COLUMNS = Object.keys({
  id: true, applicant_id: true, applicant_name: true, applicant_employee_id: true, applicant_role: true, department: true, leave_type: true,
  from_date: true, to_date: true, number_of_days: true, from_half: true, to_half: true, reason: true, status: true, rejection_reason: true,
  hod_approved_by_id: true, hod_approved_by_name: true, approved_by_id: true, approved_by_name: true, rejected_by_id: true, rejected_by_name: true,
  applied_at: true, cancellation_reason: true, cancellation_decided_by_id: true, cancellation_decided_by_name: true, cancellation_decline_reason: true,
  cancelled_from: true, applied_position: true, updated_at: true, attachments: true, version: true, kind: true, credit_expires_on: true, route: true,
  warnings: true, recorded_by: true, override_reason: true, uncovered_reason: true, counted_days: true,
} satisfies Record<keyof LeaveApplicationRow, true>) as (keyof LeaveApplicationRow)[];

const timestamp = z.string().transform((text) => new Date(text));
const half = z.enum(['first', 'second']);

/** A row as `row_to_json` gives it (a command's reads): parsed into the row the driver would give. */
export const applicationRowSchema = z.object({
  id: z.string(),
  applicant_id: z.string(),
  applicant_name: z.string(),
  applicant_employee_id: z.string(),
  applicant_role: z.string(),
  department: z.string(),
  leave_type: z.string(),
  from_date: z.iso.date(),
  to_date: z.iso.date(),
  number_of_days: z.number(),
  from_half: half,
  to_half: half,
  reason: z.string(),
  status: z.enum(LEAVE_STATUSES),
  rejection_reason: z.string().nullable(),
  hod_approved_by_id: z.string().nullable(),
  hod_approved_by_name: z.string().nullable(),
  approved_by_id: z.string().nullable(),
  approved_by_name: z.string().nullable(),
  rejected_by_id: z.string().nullable(),
  rejected_by_name: z.string().nullable(),
  applied_at: timestamp,
  cancellation_reason: z.string().nullable(),
  cancellation_decided_by_id: z.string().nullable(),
  cancellation_decided_by_name: z.string().nullable(),
  cancellation_decline_reason: z.string().nullable(),
  cancelled_from: z.iso.date().nullable(),
  applied_position: z.number().int(),
  updated_at: timestamp,
  attachments: z.unknown(),
  version: z.number().int(),
  kind: z.enum(LEAVE_KINDS),
  credit_expires_on: z.iso.date().nullable(),
  warnings: z.unknown(),
  recorded_by: z.unknown(),
  override_reason: z.string().nullable(),
  uncovered_reason: z.string().nullable(),
  counted_days: z.unknown(),
  route: z.unknown(),
}) satisfies z.ZodType<LeaveApplicationRow>;
