// Shapes of the HTTP answers (docs/contract.md, docs/product.md §3). Types only: the api builds them, the web reads them.

import type { RouteStepDto } from '../leave/leave.route';
import type { CalendarDate, DayHalf } from '../dates';
import type { Role } from '../people/roles';
import type { Department } from '../people/departments';
import type { Language } from '../people/languages';
import type { EarnedLeaveDetails, LeaveBalance, LeaveCode, LeaveStatus, LeaveType, QuotaInfo } from '../leave/leave.policy';
import type { FieldError } from './api';

export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
}

export interface ApiFailure {
  success: false;
  message: string;
  errors?: FieldError[];
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

/** A user as every answer returns it; never a password hash. */
export interface UserDto {
  _id: string;
  /** Same value as `_id`. */
  id: string;
  employeeId: string | null;
  name: string;
  email: string;
  role: Role;
  /** The full label, e.g. 'Computer Science & Engineering (CSE)'. */
  department: string;
  designation: string | null;
  qualification: string | null;
  mobileNo: string | null;
  dateOfBirth: CalendarDate | null;
  dateOfJoining: CalendarDate | null;
  isActive: boolean;
  /** ISO datetime. */
  lastLogin: string | null;
  leaveBalance: LeaveBalance;
  /** ISO datetime. */
  createdAt: string;
  /**
   * The language the person chose (issue 23): the web app's, and their e-mails' and pushes'.
   */
  language: Language;
  /**
   * Only on a person who still has the fixed default password an admin's form or import gave them (issue
   * 26): the web app asks them to choose their own. Absent for everybody else.
   */
  mustSetPassword?: true;
}

export interface AuthResult {
  user: UserDto;
  /** Absent when an admin registers someone else. */
  token?: string;
}

export interface PersonRefDto {
  _id: string;
  name: string;
}

export interface LeaveEmployeeDto {
  _id: string;
  name: string;
  employeeId: string | null;
  department: string;
  role: Role;
}

/** A file of an application: GET /api/leaves/:id/attachments/:_id opens it. */
export interface AttachmentDto {
  _id: string;
  fileName: string;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  uploadedAt: string;
  uploadedBy: PersonRefDto;
}

export interface LeaveDto {
  _id: string;
  id: string;
  employee: LeaveEmployeeDto;
  department: string;
  leaveType: LeaveCode;
  /** ISO datetime at UTC midnight of the first day. */
  fromDate: string;
  /** ISO datetime at UTC midnight of the last day. */
  toDate: string;
  /** 'second' when the leave starts at noon of its first day, else 'first'. */
  fromHalf: DayHalf;
  /** 'first' when the leave ends at noon of its last day, else 'second'. */
  toHalf: DayHalf;
  /** A multiple of 0.5. */
  numberOfDays: number;
  reason: string;
  status: LeaveStatus;
  rejectionReason: string | null;
  hodApprovedBy: PersonRefDto | null;
  approvedBy: PersonRefDto | null;
  rejectedBy: PersonRefDto | null;
  /** The applicant's reason for asking to cancel the approved leave (the last request). */
  cancellationReason?: string | null;
  /** Who accepted or declined the last cancellation request. */
  cancellationDecidedBy?: PersonRefDto | null;
  /** Why the last cancellation request was declined. */
  cancellationDeclineReason?: string | null;
  createdAt: string;
  appliedAt: string;
  /** The files attached (medical certificates), in the order they came. */
  attachments: AttachmentDto[];
  /** The leave stream's version, for optimistic concurrency and for ordering live updates. */
  version: number;
  /** 'compOff' on a claim of compensatory leave for a day worked (its dates are that day); absent otherwise. */
  kind?: 'compOff';
  /** Of a claim: the day its credit lapses. */
  creditExpiresOn?: string;
  /** Issue 46: what the application was let through with (the department cap's warnings); absent when none. */
  warnings?: string[];
  /** Issue 46: the admin who recorded it for the applicant; absent when the applicant applied. */
  recordedBy?: PersonRefDto;
  /** Issue 46: why the admin recorded it inside a blackout window; absent otherwise. */
  overrideReason?: string;
  /** Issue 45: why the HOD approved with classes not covered. */
  uncoveredReason?: string;
  /** Issue 45: of an application with class arrangements, its classes covered (accepted or assigned) of all. */
  coverage?: { covered: number; total: number };
  /** Issue 46: a sandwich type's weekends and holidays counted, each with why ('Sat 12 Dec: between two leave days'); absent when none. */
  countedDays?: string[];
  /**
   * Issue 46, for HODs and admins deciding an open application: how many of its department would be away on
   * each of its working days, the applicant included, of how many ('3 of 12 away on 9 Dec'); absent elsewhere.
   */
  departmentAway?: { date: string; away: number; size: number }[];
  /**
   * Of an application with a recorded route (issue 43; made under a policy that names routes): its steps,
   * each with its status, approvers and decision, and the step that waits (null once none does). Absent
   * on an application of the default route: the seed's client sees the shape it always saw.
   */
  route?: RouteStepDto[];
  awaiting?: { office: string; name: string } | null;
}

/**
 * GET /leaves/:id/decision-context (issue 49, decision 0380): what its approver weighs beside an open
 * application. `balance` is null for a type taken without a balance (and a claim); `away` lists the
 * others of the department away on its working days (pending, HOD-approved, approved, cancellation asked).
 */
export interface LeaveDecisionContextDto {
  open: boolean;
  balance: { leaveType: string; balance: number; heldByOthers: number; available: number; after: number } | null;
  away: { _id: string; name: string; leaveType: string; status: LeaveStatus; days: { date: string; half?: DayHalf }[] }[];
}

export interface LeaveEventActorDto {
  _id: string;
  name: string;
  role: Role;
}

export interface LeaveEventDto {
  /** Position in the global event log. */
  position: number;
  /** Version within the application's stream, from 1. */
  version: number;
  type: string;
  data: unknown;
  actor: LeaveEventActorDto;
  occurredAt: string;
}

export type BalanceEntryKind = 'granted' | 'reset' | 'debited' | 'credited' | 'adjusted' | 'lapsed';

/** One entry of GET /users/:id/balance-ledger. */
export interface BalanceLedgerEntryDto {
  leaveType: LeaveCode;
  kind: BalanceEntryKind;
  /** Signed: what the entry added to (or took from) the figure of its type. */
  days: number;
  balanceAfter: number;
  /** The period it concerns ('2026-H2', '2026', 'milestone-2'), or null. */
  period: string | null;
  reason: string;
  actor: LeaveEventActorDto;
  /** ISO datetime. */
  occurredAt: string;
  /** The leave policy version that caused the entry (docs/policy.md); absent under the seeded default policy. */
  policyVersion?: number;
}

export interface DepartmentPendingCount {
  /** The department label. */
  _id: string;
  count: number;
}

export interface AdminStats {
  totalEmployees: number;
  totalHODs: number;
  pendingLeaves: number;
  approvedLeaves: number;
  recentLeaves: LeaveDto[];
  departmentLeaves: DepartmentPendingCount[];
}

export interface HodStats {
  departmentEmployees: number;
  pendingLeaves: number;
  approvedThisMonth: number;
  totalLeaveDays: number;
}

export interface EmployeeStats {
  totalApplications: number;
  pendingApplications: number;
  approvedApplications: number;
  totalDaysTaken: number;
}

export type DashboardStats = AdminStats | HodStats | EmployeeStats;

/** GET /users/current-leave-balances: the `data`. */
export type CurrentBalancesDto = Record<LeaveType, number> & {
  clInfo: QuotaInfo;
  sclInfo: QuotaInfo;
} & {
  /** Every other type of the policy in force, by its code (issue 20). */
  [code: string]: number | QuotaInfo | undefined;
};

export type EarnedLeaveDetailsDto = EarnedLeaveDetails;

export interface ExcelRowErrors {
  /** The spreadsheet row number as the user sees it (the header is row 1). */
  row: number;
  errors: string[];
}

export interface ExcelUploadResult {
  message: string;
  successful: number;
  errors: ExcelRowErrors[];
  existingEmails: string[];
}

export type DepartmentDto = Department;

/** GET /demo/accounts (demo mode only): an account a visitor may sign in with, and its public password. */
export interface DemoAccountDto {
  role: Role;
  name: string;
  email: string;
  password: string;
  /** The department label; '' for the admin. */
  department: string;
}

/** A month of the dashboards' charts: 'YYYY-MM' in APP_TIMEZONE. */
export type ChartMonth = string;

/** GET /dashboard/charts for an admin: applications applied for in each of the last 12 months, by their status now. */
export interface AdminCharts {
  applicationsByMonth: ({ month: ChartMonth } & Record<LeaveStatus, number>)[];
}

/** GET /dashboard/charts for a HOD: days of the department's applications finally approved in each of the last 12 months, by type. */
export interface HodCharts {
  /** The five always; another type of the policy under its code in the months it has days (issue 20). */
  approvedDaysByMonth: ({ month: ChartMonth } & Record<LeaveType, number> & { [code: string]: number | ChartMonth })[];
}

export type DashboardCharts = AdminCharts | HodCharts;
