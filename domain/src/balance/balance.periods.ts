// The periods a balance is spent in (docs/rules.md 'Periods'): CL and SCL by half-year, CCL, EL and HPL by
// calendar year. A leave's days are spent from the period they fall in, so a leave that spans two periods
// is split, each part counted by the same rule as the whole (a HOD's calendar days, anyone else's
// weekdays), and the parts add up to the application's days.

import { PERIOD_TEMPLATES } from './balance.reasons';
import { fillTemplate } from '../i18n/templates';
import { addDays, clipSpan, compareDates, countSpanDays, dateParts, firstOfMonth, minDate, type CalendarDate, type DaySpan, type HolidayDates } from '../dates';
import { CCL_PER_YEAR, CL_PER_HALF_YEAR, SCL_PER_HALF_YEAR, halfYearPeriod, type LeaveCode } from '../leave/leave.policy';

/** The known types whose figure is reset to a quota at the start of each period. */
export const QUOTA_TYPES = ['cl', 'scl', 'ccl'] as const;
/**
 * A type whose figure a reset opens: CL, SCL, CCL, and any type of a policy beyond the five whose
 * allowance is per year (issue 20); EL and HPL never are.
 */
export type QuotaType = LeaveCode;

export function isQuotaType(leaveType: LeaveCode): boolean {
  return leaveType !== 'el' && leaveType !== 'hpl';
}

/** The quotas of the constants (the default policy's); a type beyond the five has none without a policy. */
export const QUOTA: Readonly<Partial<Record<QuotaType, number>>> = { cl: CL_PER_HALF_YEAR, scl: SCL_PER_HALF_YEAR, ccl: CCL_PER_YEAR };

/** CL and SCL are spent by half-year; every other type, the five's others and any new one, by calendar year. */
const byHalfYear = (leaveType: LeaveCode) => leaveType === 'cl' || leaveType === 'scl';

/** '2026-H1' for CL and SCL, '2026' for the others. Periods of one type sort as text in time order. */
export function periodOf(leaveType: LeaveCode, date: CalendarDate): string {
  if (byHalfYear(leaveType)) {
    const { half, year } = halfYearPeriod(date);
    return `${year}-H${half}`;
  }
  return String(dateParts(date).year);
}

function periodEnd(leaveType: LeaveCode, date: CalendarDate): CalendarDate {
  return byHalfYear(leaveType) ? halfYearPeriod(date).end : addDays(firstOfMonth(dateParts(date).year + 1, 1), -1);
}

/** 'January - June 2026', 'July - December 2026' or '2026'. */
export function periodLabel(period: string): string {
  const half = /^(\d{4})-H([12])$/.exec(period);
  if (!half) return period;
  return fillTemplate(half[2] === '1' ? PERIOD_TEMPLATES.firstHalf : PERIOD_TEMPLATES.secondHalf, { year: half[1]! });
}

export interface LeavePart {
  period: string;
  fromDate: CalendarDate;
  toDate: CalendarDate;
  days: number;
}

/**
 * The leave cut at period boundaries; parts without a day to count (an employee's weekend) are left out. A
 * half day stays with the part that holds its date, so the parts add up to the application's days.
 */
export function leaveParts(role: string, leaveType: LeaveCode, span: DaySpan, holidays?: HolidayDates): LeavePart[] {
  const parts: LeavePart[] = [];
  for (let start = span.fromDate; compareDates(start, span.toDate) <= 0; ) {
    const end = minDate(periodEnd(leaveType, start), span.toDate);
    const part = clipSpan(span, start, end);
    const days = part === null ? 0 : countSpanDays(role, part, holidays);
    if (days > 0) parts.push({ period: periodOf(leaveType, start), fromDate: start, toDate: end, days });
    start = addDays(end, 1);
  }
  return parts;
}
