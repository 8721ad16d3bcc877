// The admin's monthly payroll export (docs/policy.md 'Payroll'): for each person and leave type, the days
// of leave taken that fall in the month, paid or unpaid as the policy in force on the month's first day
// says. A leave across two months counts in each, each part counted as its debit counted it (the
// applicant's role's rule, the holidays the application left out), so that the months add up to the
// ledger's debits.

import { z } from 'zod';
import { clipSpan, countSpanDays, type CalendarDate, type DayHalf } from '../dates';
import { monthRange } from '../calendar/calendar';
import { monthField } from '../contracts/fields';
import { policyType, type LeavePolicy, type PolicyLeaveType } from './policy.schema';

export const PAYROLL_FORMATS = ['csv', 'xlsx'] as const;
export type PayrollFormat = (typeof PAYROLL_FORMATS)[number];

/** GET /api/payroll?month=2026-07&format=csv */
export const payrollQuery = z.strictObject({
  month: monthField,
  format: z.enum(PAYROLL_FORMATS, { error: 'Format must be csv or xlsx' }).default('csv'),
});
export type PayrollQuery = z.output<typeof payrollQuery>;

export const PAYROLL_COLUMNS = ['employeeId', 'name', 'department', 'leaveType', 'paid', 'days'] as const;

/** A leave whose days are taken, with the last day still taken (the day before a cancellation took effect). */
export interface TakenLeave {
  employeeId: string;
  name: string;
  department: string;
  leaveType: string;
  /** What its days are counted by: the applicant's role, or the counting its application recorded (`countingOf`). */
  applicantRole: string;
  fromDate: CalendarDate;
  lastDay: CalendarDate;
  /** 'second': the first day was taken from noon. */
  fromHalf?: DayHalf | undefined;
  /** 'first': the last day was taken until noon (never so for a day before a cancellation took effect). */
  toHalf?: DayHalf | undefined;
  /** The holidays its application left out (LeaveApplied.holidays). */
  holidays: readonly CalendarDate[];
}

/** How a type's days are paid: in full, at half the salary (half pay leave), or not at all. */
export type PayrollPay = 'paid' | 'half pay' | 'unpaid';

/** The payroll's word for a type: `paid: false` is unpaid; `halfPay` (absent: HPL's code alone) half pay. */
export function payOf(type: Pick<PolicyLeaveType, 'code' | 'paid' | 'halfPay'>): PayrollPay {
  if (!type.paid) return 'unpaid';
  return (type.halfPay ?? type.code === 'hpl') ? 'half pay' : 'paid';
}

export interface PayrollRow {
  employeeId: string;
  name: string;
  department: string;
  /** The type's code as screens show it, in capitals ('CL'). */
  leaveType: string;
  /** Any pay at all (half pay included). */
  paid: boolean;
  pay: PayrollPay;
  days: number;
}

/**
 * One row per person and type with days in `month`, ordered by employee id and type. Paid or not as
 * `policy` (in force on the month's first day) says; a type it does not have, added during the month, as
 * `atMonthEnd` (the policy in force on its last day) says.
 */
export function payrollRows(leaves: readonly TakenLeave[], month: string, policy: LeavePolicy, atMonthEnd: LeavePolicy = policy): PayrollRow[] {
  const { first: from, last: to } = monthRange(month);
  const rows = new Map<string, PayrollRow>();
  for (const leave of leaves) {
    const part = clipSpan({ fromDate: leave.fromDate, toDate: leave.lastDay, fromHalf: leave.fromHalf, toHalf: leave.toHalf }, from, to);
    if (part === null) continue;
    const days = countSpanDays(leave.applicantRole, part, leave.holidays);
    if (days === 0) continue;
    const key = `${leave.employeeId}\u0000${leave.leaveType}`;
    const type = policyType(policy, leave.leaveType) ?? policyType(atMonthEnd, leave.leaveType);
    const pay = type ? payOf(type) : 'paid';
    const row = rows.get(key) ?? { employeeId: leave.employeeId, name: leave.name, department: leave.department, leaveType: leave.leaveType.toUpperCase(), paid: pay !== 'unpaid', pay, days: 0 };
    rows.set(key, { ...row, days: row.days + days });
  }
  return [...rows.values()].sort((a, b) => a.employeeId.localeCompare(b.employeeId) || a.leaveType.localeCompare(b.leaveType));
}
