// The sandwich rule across two applications (issue 46, docs/policy.md 'Sandwich days'): under a type with
// `sandwich: true`, the weekends and holidays enclosed between a person's leave days of that type in two
// applications count as leave. They are debited when the second of the two is approved (both approved is
// when they are taken: decision 0262), each day with why, and credited back when either is cancelled.
// Pure functions of the facts the command read: the person's taken leave of the type near the application
// and the holidays around it.

import { addDays, compareDates, dayOfWeek, type CalendarDate, type DaySpan, type HolidayDates } from '../dates';
import { DomainError } from '../errors';
import { fillTemplate } from '../i18n/templates';
import { shortDay } from '../policy/calendar-words';
import { CALENDAR_MESSAGES } from '../policy/policy.calendar';
import { leaveCodeLabel, type LeaveCode } from '../leave/leave.policy';
import { availableIn, insufficientAtApprovalMessage, standing, type BalanceLedger } from './balance.ledger';
import type { BalanceCredited, BalanceDebited } from './balance.events';
import { periodOf } from './balance.periods';

/** How far apart two applications may be for the days between them to count: two weeks of weekends and holidays. */
export const SANDWICH_REACH = 14;

export const SANDWICH_TEMPLATES = {
  bridgeDebited: '{type}: {days}',
  bridgeCredited: '{type} given back, the leave on one side cancelled: {days}',
} as const;

function isWorking(date: CalendarDate, holidays: ReadonlySet<string>): boolean {
  const weekday = dayOfWeek(date);
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/** The days after `before` ends and before `after` starts, when every one of them is a weekend or holiday (none otherwise). */
function enclosed(before: DaySpan, after: DaySpan, holidays: ReadonlySet<string>): CalendarDate[] {
  // A half day at either side does not enclose: the person worked half of that day.
  if ((before.toHalf ?? 'second') === 'first' || (after.fromHalf ?? 'first') === 'second') return [];
  const days: CalendarDate[] = [];
  for (let day = addDays(before.toDate, 1); compareDates(day, after.fromDate) < 0; day = addDays(day, 1)) {
    if (isWorking(day, holidays) || days.length >= SANDWICH_REACH) return [];
    days.push(day);
  }
  return days;
}

/**
 * The weekends and holidays between `span` and the person's other leave of the type (`others`) on either
 * side, in date order: the days the sandwich rule counts across the two applications.
 */
export function bridgeDays(span: DaySpan, others: readonly DaySpan[], holidays: HolidayDates | undefined): CalendarDate[] {
  const set = new Set<string>(holidays ?? []);
  const days = new Set<CalendarDate>();
  for (const other of others) {
    if (compareDates(other.toDate, span.fromDate) < 0) for (const day of enclosed(other, span, set)) days.add(day);
    else if (compareDates(span.toDate, other.fromDate) < 0) for (const day of enclosed(span, other, set)) days.add(day);
  }
  return [...days].sort(compareDates);
}

/** Each bridge day with why ('Sat 12 Dec: between two leave days'). */
export function bridgeReasons(days: readonly CalendarDate[]): string[] {
  return days.map((day) => CALENDAR_MESSAGES.sandwichDay(day));
}

function byPeriod(leaveType: LeaveCode, days: readonly CalendarDate[]): Map<string, CalendarDate[]> {
  const periods = new Map<string, CalendarDate[]>();
  for (const day of days) {
    const period = periodOf(leaveType, day);
    periods.set(period, [...(periods.get(period) ?? []), day]);
  }
  return periods;
}

/**
 * The debits of the bridge days when `application` is approved, one a period, each naming its days; the
 * application's own debits (`own`) are spent first, and a period without room for both is refused (409).
 */
export function bridgeDebits(ledger: BalanceLedger, application: { leaveId: string; leaveType: LeaveCode }, days: readonly CalendarDate[], own: readonly BalanceDebited[]): BalanceDebited[] {
  const { leaveType, leaveId } = application;
  return [...byPeriod(leaveType, days)].map(([period, inPeriod]): BalanceDebited => {
    const spent = own.filter((debit) => debit.data.period === period).reduce((sum, debit) => sum + debit.data.days, 0);
    const available = availableIn(ledger, leaveType, period) - spent;
    if (inPeriod.length > available) throw DomainError.conflict(insufficientAtApprovalMessage(leaveType, period, available, inPeriod.length));
    const reason = fillTemplate(SANDWICH_TEMPLATES.bridgeDebited, { type: leaveCodeLabel(leaveType), days: bridgeReasons(inPeriod).join('; ') });
    return { type: 'BalanceDebited', data: { leaveType, days: inPeriod.length, leaveId, reason, period, taken: standing(ledger, leaveType, period) === 'open' ? inPeriod.length : 0 } };
  });
}

/** The credits of the bridge days when `application`, one side of them, is cancelled: those from `from` on (not yet passed). */
export function bridgeCredits(ledger: BalanceLedger, application: { leaveId: string; leaveType: LeaveCode }, days: readonly CalendarDate[], from: CalendarDate): BalanceCredited[] {
  const { leaveType, leaveId } = application;
  const untaken = days.filter((day) => compareDates(day, from) >= 0);
  return [...byPeriod(leaveType, untaken)].map(([period, inPeriod]): BalanceCredited => {
    const reason = fillTemplate(SANDWICH_TEMPLATES.bridgeCredited, { type: leaveCodeLabel(leaveType), days: inPeriod.map((day) => `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][dayOfWeek(day)]} ${shortDay(day)}`).join(', ') });
    return { type: 'BalanceCredited', data: { leaveType, days: inPeriod.length, leaveId, reason, period, given: standing(ledger, leaveType, period) === 'open' ? inPeriod.length : 0 } };
  });
}
