// Who is away (docs/rules.md 'Who is away'): a month's leave as the calendar of each portal shows it.
// Approved leave (and approved leave whose cancellation is asked for) is taken; pending and HOD-approved
// leave is tentative; rejected, withdrawn and cancelled leave is not shown.

import { z } from 'zod';
import { addDays, daysInMonth, firstOfMonth, type CalendarDate, type DayHalf } from '../dates';
import { normaliseDepartment } from '../people/departments';
import { readsEverything, type Viewer } from '../people/permissions';
import { monthField, plainText } from '../contracts/fields';
import type { LeaveCode, LeaveStatus } from '../leave/leave.policy';
import type { HolidayDto } from '../holidays/holidays';

/** The statuses a calendar shows, and how. */
export const CALENDAR_STATUSES: readonly LeaveStatus[] = ['pending', 'hodApproved', 'approved', 'cancellationRequested'];
export type CalendarMark = 'taken' | 'tentative';
export function calendarMarkOf(status: LeaveStatus): CalendarMark {
  return status === 'approved' || status === 'cancellationRequested' ? 'taken' : 'tentative';
}

/** GET /api/calendar?month=2026-12&department=CSE */
export const calendarQuery = z.strictObject({
  month: monthField,
  department: z
    .string()
    .check(plainText('Department'))
    .transform((value, ctx) => normaliseDepartment(value) ?? (ctx.addIssue({ code: 'custom', message: 'Unknown department' }), z.NEVER))
    .optional(),
});
export type CalendarQuery = z.output<typeof calendarQuery>;

export interface CalendarEntryDto {
  leaveId: string;
  employee: { _id: string; name: string };
  department: string;
  leaveType: LeaveCode;
  /** 'YYYY-MM-DD', the leave's own first and last day (they may lie outside the month). */
  fromDate: CalendarDate;
  toDate: CalendarDate;
  /** 'second': from the afternoon of the first day, else 'first'. */
  fromHalf: DayHalf;
  /** 'first': until noon of the last day, else 'second'. */
  toHalf: DayHalf;
  status: LeaveStatus;
  mark: CalendarMark;
}

export interface CalendarMonthDto {
  month: string;
  entries: CalendarEntryDto[];
  holidays: HolidayDto[];
}

/** The first and last day of 'YYYY-MM'. */
export function monthRange(month: string): { first: CalendarDate; last: CalendarDate } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const first = firstOfMonth(year, m);
  return { first, last: addDays(first, daysInMonth(year, m) - 1) };
}

export type CalendarScope = { kind: 'all'; department?: string } | { kind: 'department'; department: string } | { kind: 'own'; userId: string };

/**
 * Whose leave a viewer sees: the admin (and the auditor, who reads what the admin reads) everybody's (or
 * one department's), a HOD their department's, an employee their own. A HOD asking for another
 * department is refused (403), as everywhere.
 */
export function calendarScope(viewer: Viewer, department: string | undefined): CalendarScope | 'forbidden' {
  if (readsEverything(viewer.role)) return department === undefined ? { kind: 'all' } : { kind: 'all', department };
  if (viewer.role === 'hod' && viewer.department !== null) {
    if (department !== undefined && department !== viewer.department) return 'forbidden';
    return { kind: 'department', department: viewer.department };
  }
  return { kind: 'own', userId: viewer.id };
}
