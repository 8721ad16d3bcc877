// Leave types, quotas and the balance arithmetic of docs/product.md §9 and docs/rules.md. Everything that depends
// on "now" takes today's date as an argument.

import {
  addDays,
  calendarDateOf,
  firstOfMonth,
  compareDates,
  clipSpan,
  countSpanDays,
  dateParts,
  maxDate,
  wholeYearsBetween,
  workingDaysExcluding,
  type CalendarDate,
  type DaySpan,
  type HolidayDates,
} from '../dates';

export const LEAVE_TYPES = ['cl', 'scl', 'el', 'hpl', 'ccl'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
export type LeaveTypeCode = Uppercase<LeaveType>;

export function isLeaveType(value: unknown): value is LeaveType {
  return typeof value === 'string' && (LEAVE_TYPES as readonly string[]).includes(value);
}

/**
 * The code of any leave type of a policy: 2-8 lower-case letters ('cl', 'exam'). An application, a ledger
 * entry and a balance name their type by it; the five of LEAVE_TYPES keep their meaning (docs/policy.md).
 */
export type LeaveCode = string;
export const LEAVE_CODE_PATTERN = /^[a-z]{2,8}$/;

export function isLeaveCode(value: unknown): value is LeaveCode {
  return typeof value === 'string' && LEAVE_CODE_PATTERN.test(value);
}

/** The label a type goes by in lists, reasons and messages: its code in capitals ('CL', 'EXAM'). */
export function leaveCodeLabel(code: LeaveCode): string {
  return code.toUpperCase();
}

/** The name of a known type (LEAVE_TYPE_INFO); another type's is its policy's, or its label when unknown. */
export function leaveTypeName(code: LeaveCode, named?: readonly { code: string; name: string }[]): string {
  const fromPolicy = named?.find((type) => type.code === code)?.name;
  if (fromPolicy !== undefined) return fromPolicy;
  return isLeaveType(code) ? LEAVE_TYPE_INFO[code].name : leaveCodeLabel(code);
}

export interface LeaveTypeInfo {
  code: LeaveTypeCode;
  name: 'Casual Leave' | 'Special Casual Leave' | 'Earned Leave' | 'Half Pay Leave' | 'Child Care Leave';
  policy: string;
}

export const LEAVE_TYPE_INFO: Readonly<Record<LeaveType, LeaveTypeInfo>> = {
  cl: { code: 'CL', name: 'Casual Leave', policy: '6 days per half-year (Jan-Jun and Jul-Dec), no carry forward' },
  scl: { code: 'SCL', name: 'Special Casual Leave', policy: '4 days per half-year, no carry forward' },
  el: { code: 'EL', name: 'Earned Leave', policy: 'Variable; (total working days minus leaves taken) divided by 2' },
  hpl: { code: 'HPL', name: 'Half Pay Leave', policy: '10 days, granted once after every 3 years from the date of joining' },
  ccl: { code: 'CCL', name: 'Child Care Leave', policy: '7 days per year, fixed' },
};

export const LEAVE_STATUSES = ['pending', 'hodApproved', 'approved', 'rejected', 'withdrawn', 'cancellationRequested', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
export const LEAVE_STATUS_LABELS: Readonly<Record<LeaveStatus, string>> = {
  pending: 'Pending',
  hodApproved: 'HOD Approved',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  cancellationRequested: 'Cancellation Requested',
  cancelled: 'Cancelled',
};
/**
 * What an application is: leave (days away), or a claim of compensatory leave for a day worked (issue 20's
 * `claimed` allowance). The read model keeps it in a column; a leave is the first.
 */
export const LEAVE_KINDS = ['leave', 'compOff'] as const;
export type LeaveKind = (typeof LEAVE_KINDS)[number];
/** Statuses whose days are reserved against the balance until the application is decided. */
export const OPEN_STATUSES: readonly LeaveStatus[] = ['pending', 'hodApproved'];
/**
 * Statuses whose days are taken: approved, and approved with a cancellation asked for (the days stay
 * debited until the cancellation is accepted). Earned leave, the calendar and the feeds count these.
 */
export const TAKEN_STATUSES: readonly LeaveStatus[] = ['approved', 'cancellationRequested'];
/** Statuses of a claim of compensatory leave that hold its day worked: a second claim of that day is refused. */
export const CLAIMING_STATUSES: readonly LeaveStatus[] = ['pending', 'hodApproved', 'approved'];
/** Statuses that hold their dates: a new application may not overlap them. */
export const BLOCKING_STATUSES: readonly LeaveStatus[] = ['pending', 'hodApproved', 'approved', 'cancellationRequested'];
export const CANCELLATION_REASON_MAX = 500;

export const CL_PER_HALF_YEAR = 6;
export const SCL_PER_HALF_YEAR = 4;
export const CCL_PER_YEAR = 7;
export const HPL_GRANT = 10;
export const HPL_EVERY_YEARS = 3;
export const DEFAULT_EL_DIVISOR = 2;
/** The bounds of a password and of an e-mail address live with the sign-in checks (no zod, issue 24). */
export { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../contracts/sign-in';
/** Also the bounds of designation and qualification. */
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const REASON_MIN = 10;
export const REASON_MAX = 500;
export const REJECTION_REASON_MAX = 500;
export const EXCEL_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A person's balance: the five known types always, by their codes, and the other types of the policy
 * (issue 20) under their codes when the ledger holds any of them.
 */
export type LeaveBalance = Record<LeaveType, number> & Partial<Record<LeaveCode, number>>;

/** A balance from the five figures and the others' (`{code: figure}`, as the read model keeps them). */
export function joinBalance(known: Readonly<Record<LeaveType, number | null>>, others: Readonly<Record<string, number>> | null | undefined): LeaveBalance {
  const balance: LeaveBalance = { cl: Number(known.cl ?? 0), scl: Number(known.scl ?? 0), el: Number(known.el ?? 0), hpl: Number(known.hpl ?? 0), ccl: Number(known.ccl ?? 0) };
  for (const [code, figure] of Object.entries(others ?? {})) if (!isLeaveType(code)) balance[code] = Number(figure);
  return balance;
}

/** The balance with every code of `policy` (0 for one it does not hold yet), and the others it holds. */
export function withPolicyTypes(balance: LeaveBalance, policy: { leaveTypes: readonly { code: LeaveCode }[] }): LeaveBalance {
  const all: LeaveBalance = { ...balance };
  for (const { code } of policy.leaveTypes) all[code] ??= 0;
  return all;
}

/** The figures of a balance beyond the five, `{code: figure}`. */
export function otherFigures(balance: LeaveBalance): Record<string, number> {
  return Object.fromEntries(Object.entries(balance).filter(([code, figure]) => !isLeaveType(code) && figure !== undefined)) as Record<string, number>;
}

/** A balance from an object that holds figures by code (GET /users/current-leave-balances, a user's leaveBalance). */
export function balanceFrom(source: object): LeaveBalance {
  const figures = source as Record<string, unknown>;
  const balance: LeaveBalance = { cl: figureOf(source, 'cl'), scl: figureOf(source, 'scl'), el: figureOf(source, 'el'), hpl: figureOf(source, 'hpl'), ccl: figureOf(source, 'ccl') };
  for (const code of Object.keys(figures)) if (!isLeaveType(code) && LEAVE_CODE_PATTERN.test(code) && typeof figures[code] === 'number') balance[code] = figures[code];
  return balance;
}

/** The figure of `code` in a balance or in GET /users/current-leave-balances (0 when it holds none). */
export function figureOf(balances: object, code: LeaveCode): number {
  const figure = (balances as Record<string, unknown>)[code];
  return typeof figure === 'number' ? figure : 0;
}

/** The codes a balance holds beyond the five, in the order of `order` (a policy's codes) then the rest. */
export function otherCodesOf(balance: LeaveBalance, order: readonly LeaveCode[] = []): LeaveCode[] {
  const others = Object.keys(balance).filter((code) => !isLeaveType(code));
  return [...order.filter((code) => others.includes(code)), ...others.filter((code) => !order.includes(code)).sort()];
}

export const EMPTY_BALANCE: Readonly<LeaveBalance> = { cl: 0, scl: 0, el: 0, hpl: 0, ccl: 0 };

/** The balance a new user starts with (docs/rules.md), unless an admin sets otherwise. */
export function initialBalance(dateOfJoining: CalendarDate | null, today: CalendarDate): LeaveBalance {
  const years = dateOfJoining === null ? 0 : wholeYearsBetween(dateOfJoining, today);
  return {
    cl: CL_PER_HALF_YEAR,
    scl: SCL_PER_HALF_YEAR,
    el: 0,
    hpl: HPL_GRANT * Math.floor(years / HPL_EVERY_YEARS),
    ccl: CCL_PER_YEAR,
  };
}

export interface HalfYearPeriod {
  half: 1 | 2;
  year: number;
  start: CalendarDate;
  end: CalendarDate;
  /** 'January - June 2026' or 'July - December 2026' */
  label: string;
}

export function halfYearPeriod(date: CalendarDate): HalfYearPeriod {
  const { year, month } = dateParts(date);
  const half = month <= 6 ? 1 : 2;
  const start = firstOfMonth(year, half === 1 ? 1 : 7);
  const end = addDays(half === 1 ? firstOfMonth(year, 7) : firstOfMonth(year + 1, 1), -1);
  return { half, year, start, end, label: `${half === 1 ? 'January - June' : 'July - December'} ${year}` };
}

export interface QuotaInfo {
  quota: number;
  period: string;
}

/** The clInfo and sclInfo of GET /users/current-leave-balances. */
export function currentBalanceInfo(today: CalendarDate): { clInfo: QuotaInfo; sclInfo: QuotaInfo } {
  const period = halfYearPeriod(today).label;
  return { clInfo: { quota: CL_PER_HALF_YEAR, period }, sclInfo: { quota: SCL_PER_HALF_YEAR, period } };
}

/**
 * The date on which `years` of service are complete. Someone who joined on 29 February completes a
 * year on 1 March in common years, the same day `wholeYearsBetween` starts counting it.
 */
export function serviceAnniversary(dateOfJoining: CalendarDate, years: number): CalendarDate {
  const { year, month, day } = dateParts(dateOfJoining);
  return calendarDateOf(year + years, month, day) ?? addDays(firstOfMonth(year + years, month), day - 1);
}

export interface HplGrant {
  /** Years of service completed on that day: 3, 6, 9, ... */
  years: number;
  date: CalendarDate;
}

/** HPL anniversaries (every 3rd year of service) that fall between `from` and `to`, both included. */
export function hplGrantsDue(dateOfJoining: CalendarDate | null, from: CalendarDate, to: CalendarDate): HplGrant[] {
  if (dateOfJoining === null || compareDates(from, to) > 0) return [];
  const grants: HplGrant[] = [];
  for (let years = HPL_EVERY_YEARS; ; years += HPL_EVERY_YEARS) {
    const date = serviceAnniversary(dateOfJoining, years);
    if (compareDates(date, to) > 0) break;
    if (compareDates(date, from) >= 0) grants.push({ years, date });
  }
  return grants;
}

export interface ReservingLeave {
  leaveType: LeaveCode;
  numberOfDays: number;
  status: LeaveStatus;
}

/**
 * What can still be applied for: the balance minus the days of applications still waiting for a decision
 * (pending or hodApproved), so that two open applications cannot spend the same days.
 */
export function availableBalance(balance: LeaveBalance, openLeaves: readonly ReservingLeave[]): LeaveBalance {
  const available = { ...balance };
  for (const [type, days] of Object.entries(reservedDays(openLeaves))) available[type] = (available[type] ?? 0) - (days ?? 0);
  for (const type of Object.keys(available)) available[type] = Math.max(0, available[type] ?? 0);
  return available;
}

/** The days open applications (pending or hodApproved) hold back, by type (issue 49's panel names them). */
export function reservedDays(leaves: readonly ReservingLeave[]): Partial<Record<LeaveCode, number>> {
  const reserved: Partial<Record<LeaveCode, number>> = {};
  for (const leave of leaves) {
    if (OPEN_STATUSES.includes(leave.status)) reserved[leave.leaveType] = (reserved[leave.leaveType] ?? 0) + leave.numberOfDays;
  }
  return reserved;
}

export interface ApprovedLeaveDays extends DaySpan {
  leaveType: LeaveCode;
  /** The applicant's role when they applied: their days were counted (and debited) by its rule. */
  applicantRole?: string;
}

export interface EarnedLeaveDetails {
  totalWorkingDays: number;
  actualWorkingDays: number;
  earnedLeave: number;
  currentELBalance: number;
}

/**
 * Earned leave for the current year (docs/rules.md). The window runs from the later of 1 January and the
 * date of joining to today; an approved leave lowers the days worked only with its Monday-Friday days
 * inside the window, whatever its applicant's day-counting rule, because the working days it is
 * subtracted from are Monday-Friday days too. The EL taken is every approved EL day from 1 January on,
 * future ones included, counted as its debit counted them (a HOD's calendar days), so that days already
 * approved are never handed back. The balance never goes below 0.
 */
export function earnedLeaveDetails(input: {
  dateOfJoining: CalendarDate | null;
  today: CalendarDate;
  approvedLeaves: readonly ApprovedLeaveDays[];
  divisor?: number;
  /** The college's holidays: a holiday on a weekday is not a working day (nor a day of leave). */
  holidays?: HolidayDates;
  /** EL carried forward into this year (docs/policy.md 'Carry-forward'), spent before what is earned. */
  carriedIn?: number;
}): EarnedLeaveDetails {
  const { today, approvedLeaves } = input;
  const divisor = input.divisor ?? DEFAULT_EL_DIVISOR;
  const firstOfYear = firstOfMonth(dateParts(today).year, 1);
  const windowStart = input.dateOfJoining === null ? firstOfYear : maxDate(firstOfYear, input.dateOfJoining);
  const holidays = input.holidays;
  const totalWorkingDays = workingDaysExcluding(windowStart, today, holidays);
  let leaveDays = 0;
  let elDays = 0;
  for (const leave of approvedLeaves) {
    const worked = clipSpan(leave, windowStart, today);
    if (worked !== null) leaveDays += countSpanDays('employee', worked, holidays);
    const thisYear = clipSpan(leave, firstOfYear, leave.toDate);
    if (leave.leaveType === 'el' && thisYear !== null) elDays += countSpanDays(leave.applicantRole ?? 'employee', thisYear, holidays);
  }
  const actualWorkingDays = Math.max(0, totalWorkingDays - leaveDays);
  const earnedLeave = Math.floor(actualWorkingDays / divisor);
  return { totalWorkingDays, actualWorkingDays, earnedLeave, currentELBalance: Math.max(0, (input.carriedIn ?? 0) + earnedLeave - elDays) };
}
