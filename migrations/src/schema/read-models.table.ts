import type { ColumnType, Selectable } from 'kysely';
import type { DateColumn } from './users.table';

export interface LeaveApplicationsTable {
  id: string;
  applicant_id: string;
  applicant_name: string;
  applicant_employee_id: string;
  applicant_role: string;
  department: string;
  leave_type: string;
  from_date: ColumnType<string, string, string>;
  to_date: ColumnType<string, string, string>;
  /** numeric since 20261125_2701: a multiple of 0.5 (read back as a number). */
  number_of_days: number;
  /** 20261125_2701: 'second' when the leave starts at noon of its first day, else 'first'. */
  from_half: ColumnType<'first' | 'second', 'first' | 'second' | undefined, 'first' | 'second'>;
  /** 20261125_2701: 'first' when the leave ends at noon of its last day, else 'second'. */
  to_half: ColumnType<'first' | 'second', 'first' | 'second' | undefined, 'first' | 'second'>;
  reason: string;
  status: 'pending' | 'hodApproved' | 'approved' | 'rejected' | 'withdrawn' | 'cancellationRequested' | 'cancelled';
  rejection_reason: string | null;
  hod_approved_by_id: string | null;
  hod_approved_by_name: string | null;
  approved_by_id: string | null;
  approved_by_name: string | null;
  rejected_by_id: string | null;
  rejected_by_name: string | null;
  applied_at: ColumnType<Date, Date | string, Date | string>;
  /** 20261124_1301: the applicant's reason for the last cancellation request, who decided it, why it was declined. */
  cancellation_reason: ColumnType<string | null, string | null | undefined, string | null>;
  cancellation_decided_by_id: ColumnType<string | null, string | null | undefined, string | null>;
  cancellation_decided_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  cancellation_decline_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** 20261124_1302: the first day a cancellation gave back; the days before it stay taken. */
  cancelled_from: ColumnType<string | null, string | null | undefined, string | null>;
  /** Global position of the LeaveApplied event: the tie-breaker of "newest first". */
  applied_position: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string, Date | string>;
  /** 20261125_2601: the files attached (domain's LeaveAttachment, without their bytes), in the order they came. */
  attachments: ColumnType<unknown, unknown, unknown>;
  version: number;
  /** 20261126_3201: 'compOff' for a claim of compensatory leave (a day worked), 'leave' for every other row. */
  kind: ColumnType<'leave' | 'compOff', 'leave' | 'compOff' | undefined, 'leave' | 'compOff'>;
  /** 20261126_3201: of a claim, the day its credit lapses. */
  credit_expires_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** 20261207_4601: the warnings the application was let through with (the department cap's), null when none. */
  warnings: ColumnType<unknown, unknown, unknown>;
  /** 20261207_4601: the admin who recorded it for its applicant ({id, name}), null when the applicant applied. */
  recorded_by: ColumnType<unknown, unknown, unknown>;
  /** 20261207_4601: why the admin recorded it inside a blackout window. */
  override_reason: ColumnType<string | null, string | null | undefined, string | null>;
  uncovered_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** 20261207_4601: a sandwich type's weekends and holidays counted, each with why; null when none. */
  counted_days: ColumnType<unknown, unknown, unknown>;
  /** 20261207_4301: of a routed application, `{steps, decisions, awaiting}` (domain's ResolvedStep[], StepDecision[] and awaitingOf, written since issue 43b); null otherwise. */
  route: ColumnType<unknown, unknown, unknown>;
}
export type LeaveApplicationRow = Selectable<LeaveApplicationsTable>;

/** numeric columns are parsed to numbers by the connection set-up (api/src/db). */
type Numeric = ColumnType<number, number, number>;
export interface LeaveBalancesTable {
  user_id: string;
  cl: Numeric;
  scl: Numeric;
  el: Numeric;
  hpl: Numeric;
  ccl: Numeric;
  /** 20261126_3001: the figures of the policy's types beyond the five, `{code: figure}` (issue 20). */
  other_types: ColumnType<Record<string, number>, Record<string, number> | undefined, Record<string, number>>;
  version: ColumnType<number, number | undefined, number>;
}
export type LeaveBalanceRow = Selectable<LeaveBalancesTable>;

export interface BalancePeriodsTable {
  user_id: string;
  period_key: string;
  global_position: ColumnType<number, number, never>;
}

export interface LoginFailuresTable {
  key: string;
  count: number;
  window_started_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type { DateColumn };
