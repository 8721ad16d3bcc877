// The rule of half days (docs/rules.md 'Half days'), for the server's decision and the apply forms alike.

import { dayOfWeek, type CalendarDate, type DaySpan } from '../dates';
import { MESSAGES } from '../contracts/fields';

/**
 * What is wrong with the halves of a span, if anything (the apply forms show the same): a half day is a half
 * of a working day, never on a weekend or a holiday, and a one-day leave does not end before it starts.
 */
export function halfDayProblem(span: DaySpan, holidays: readonly string[] | undefined): { message: string; field: 'fromHalf' | 'toHalf' } | null {
  if (span.fromDate === span.toDate && span.fromHalf === 'second' && span.toHalf === 'first') return { message: MESSAGES.halvesReversed, field: 'toHalf' };
  const dayOff = (date: CalendarDate) => dayOfWeek(date) === 0 || dayOfWeek(date) === 6 || (holidays ?? []).includes(date);
  if (span.fromHalf === 'second' && dayOff(span.fromDate)) return { message: MESSAGES.halfDayOnDayOff, field: 'fromHalf' };
  if (span.toHalf === 'first' && dayOff(span.toDate)) return { message: MESSAGES.halfDayOnDayOff, field: 'toHalf' };
  return null;
}

