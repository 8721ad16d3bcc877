// Over 300 lines: the calendar rules of issue 46 (cap, blackouts, restricted holidays, who is away) decided in one place.
// The college's calendar rules in its leave policy (issue 46; docs/policy.md 'The calendar'): how many of a
// department may be away at once, and the windows (exam weeks) no leave is taken in. Each is part of a
// version of the policy, so the rules in force on an application's first day judge it; the checks here are
// the one place they are decided, for the server's decision on an application and the forms alike.

import { z } from 'zod';
import { addDays, compareDates, dateParts, dayOfWeek, sandwichedDays, type CalendarDate, type DaySpan, type HolidayDates } from '../dates';
import { DomainError } from '../errors';
import { plainText } from '../contracts/plain-text';
import { fillTemplate, type Say } from '../i18n/templates';
import { CALENDAR_TEMPLATES, SHORT_MONTHS as MONTHS, SHORT_WEEKDAYS as WEEKDAYS, shortDay, type DepartmentAwayDay } from './calendar-words';

export const CAP_MODES = ['refuse', 'warn'] as const;
export type CapMode = (typeof CAP_MODES)[number];

export const CALENDAR_MESSAGES = {
  capLimitRequired: 'Please give the most people away at once, or the most percent',
  blackoutEndsBeforeStart: 'A blackout must not end before it starts',
  overrideReasonRequired: 'Please give the reason for recording this leave',
  onBehalfForbidden: 'Only an admin can record leave for another person',
  overrideForbidden: 'Only an admin recording leave for a person can give an override reason',
  capRefused: (breach: CapBreach, department: string, say: Say = fillTemplate) =>
    say(CALENDAR_TEMPLATES.capRefused, { department, day: shortDay(breach.day), count: breach.count, size: breach.size, limit: breach.limit, names: breach.away.join(', ') }),
  capWarning: (breach: CapBreach, say: Say = fillTemplate) =>
    say(CALENDAR_TEMPLATES.capWarning, { day: shortDay(breach.day), count: breach.count, size: breach.size, limit: breach.limit, names: breach.away.join(', ') }),
  sandwichDay: (date: CalendarDate, say: Say = fillTemplate) => say(CALENDAR_TEMPLATES.sandwichDay, { day: `${WEEKDAYS[dayOfWeek(date)]} ${shortDay(date)}` }),
  restrictedOneDay: 'A restricted holiday is taken one whole day at a time',
  restrictedNotInPolicy: 'The leave policy has no restricted holidays',
  restrictedUsedUp: (perYear: number, year: number, say: Say = fillTemplate) => say(CALENDAR_TEMPLATES.restrictedUsedUp, { perYear, year }),
  notRestrictedHoliday: (date: CalendarDate, say: Say = fillTemplate) => say(CALENDAR_TEMPLATES.notRestrictedHoliday, { day: `${WEEKDAYS[dayOfWeek(date)]} ${shortDay(date)}` }),
  blackout: (blackout: Pick<Blackout, 'name' | 'from' | 'to'>, say: Say = fillTemplate) => say(CALENDAR_TEMPLATES.blackout, { name: blackout.name, range: shortRange(blackout.from, blackout.to) }),
} as const;

/**
 * A day of a rule, typed as a CalendarDate. A codec, not a transform: the policy is also an answer (GET
 * /policy, its versions), and an answer is encoded back through its schema, which a one-way transform refuses.
 */
const calendarDay = z.codec(z.iso.date().check(plainText('Date')), z.iso.date() as unknown as z.ZodType<CalendarDate, CalendarDate>, {
  decode: (date) => date as CalendarDate,
  encode: (date) => date,
});

/**
 * How many of a department may be away on one working day (pending, HOD-approved and approved leave count
 * as away, the applicant's own included): at most `maxAway` people, at most `maxPercent` of the department's
 * live people (rounded down, at least one), the smaller when both are set. 'refuse': an application that
 * would pass it is a 409; 'warn': it goes through with a warning in the application.
 */
export const departmentCapSchema = z
  .strictObject({
    maxAway: z.number().int().min(1).max(10000).optional(),
    maxPercent: z.number().int().min(1).max(100).optional(),
    mode: z.enum(CAP_MODES),
  })
  .refine((cap) => cap.maxAway !== undefined || cap.maxPercent !== undefined, { error: CALENDAR_MESSAGES.capLimitRequired, path: ['maxAway'] });
export type DepartmentCap = z.output<typeof departmentCapSchema>;

/**
 * A window with no leave (exam weeks): an application with a day in it is a 400 naming it, unless its type
 * is exempt or the window is for other departments (`departments` absent: every department). An admin may
 * still record one for a person, with a reason (docs/contract.md, POST /leaves `overrideReason`).
 */
export const blackoutSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(80).check(plainText('Name')),
    from: calendarDay,
    to: calendarDay,
    departments: z.array(z.string().trim().min(1).max(100).check(plainText('Department'))).max(100).optional(),
    exemptTypes: z.array(z.string().max(8).check(plainText('Leave type'))).max(30),
  })
  .refine((window) => compareDates(window.from, window.to) <= 0, { error: CALENDAR_MESSAGES.blackoutEndsBeforeStart, path: ['to'] });
export type Blackout = z.output<typeof blackoutSchema>;

/**
 * Restricted holidays: each person may take `perYear` of the calendar's optional holidays in a calendar
 * year, each by an application of the type `rh` on its date (no balance, only this count; pending leave counts).
 */
export const restrictedHolidaysSchema = z.strictObject({ perYear: z.number().int().min(0).max(50) });
export type RestrictedHolidays = z.output<typeof restrictedHolidaysSchema>;

/** The calendar rules' part of a policy's shape (policy.schema.ts adds it to the policy). */
export const calendarRulesShape = {
  departmentCap: departmentCapSchema.optional(),
  blackouts: z.array(blackoutSchema).max(50).optional(),
  restrictedHolidays: restrictedHolidaysSchema.optional(),
};

interface CalendarRules {
  departmentCap?: DepartmentCap | undefined;
  blackouts?: readonly Blackout[] | undefined;
  restrictedHolidays?: RestrictedHolidays | undefined;
}

/** '8-19 Dec', '28 Nov-3 Dec', '28 Dec 2026-2 Jan 2027', or one day '9 Dec'. */
export function shortRange(from: CalendarDate, to: CalendarDate): string {
  if (from === to) return shortDay(from);
  const a = dateParts(from);
  const b = dateParts(to);
  if (a.year !== b.year) return `${shortDay(from)} ${a.year}-${shortDay(to)} ${b.year}`;
  if (a.month !== b.month) return `${shortDay(from)}-${shortDay(to)}`;
  return `${a.day}-${b.day} ${MONTHS[b.month - 1]}`;
}

/** The days a sandwich count takes beyond the working days, each with why ('Sat 12 Dec: between two leave days'). */
export function sandwichReasons(from: CalendarDate, to: CalendarDate, holidays: HolidayDates | undefined): string[] {
  return sandwichedDays(from, to, holidays).map((date) => CALENDAR_MESSAGES.sandwichDay(date));
}

/** Another person's leave on the days of an application, as the department cap counts it. */
export interface AwayLeave {
  applicantId: string;
  name: string;
  fromDate: CalendarDate;
  toDate: CalendarDate;
}

/** A colleague's leave beside an application, with what the approver is told of it (issue 49). */
export interface AwayColleagueLeave extends AwayLeave {
  leaveType: string;
  status: string;
  fromHalf: 'first' | 'second';
  toHalf: 'first' | 'second';
}

/** One day a colleague is away during an application: `half` when only the morning ('first') or afternoon ('second'). */
export interface AwayColleagueDay {
  date: CalendarDate;
  half?: 'first' | 'second';
}

export interface AwayColleague {
  applicantId: string;
  name: string;
  leaveType: string;
  status: string;
  days: AwayColleagueDay[];
}

/**
 * Who else of the department is away on the working days of an application (issue 49, decision 0380): each
 * of the others' leaves that departmentAwayDays counts, with the days of the span it takes, a half day
 * marked; leaves on none of its working days left out. In the order given (first day first).
 */
export function departmentAwayColleagues(span: DaySpan, holidays: HolidayDates | undefined, others: readonly AwayColleagueLeave[]): AwayColleague[] {
  const workingDays = departmentAwayDays(span, holidays, [], 0).map((day) => day.date as CalendarDate);
  const result: AwayColleague[] = [];
  for (const leave of others) {
    const days: AwayColleagueDay[] = [];
    for (const date of workingDays) {
      if (compareDates(leave.fromDate, date) > 0 || compareDates(date, leave.toDate) > 0) continue;
      const half = date === leave.fromDate && leave.fromHalf === 'second' ? 'second' : date === leave.toDate && leave.toHalf === 'first' ? 'first' : undefined;
      days.push(half ? { date, half } : { date });
    }
    if (days.length > 0) result.push({ applicantId: leave.applicantId, name: leave.name, leaveType: leave.leaveType, status: leave.status, days });
  }
  return result;
}

/** A working day on which the department would have more away than its cap allows. */
export interface CapBreach {
  day: CalendarDate;
  /** How many would be away with the applicant. */
  count: number;
  /** The department's live people. */
  size: number;
  limit: number;
  /** The others away that day, by name. */
  away: string[];
}

/** The most of a department of `size` people that may be away at once under `cap`. */
export function capLimit(cap: DepartmentCap, size: number): number {
  const byPercent = cap.maxPercent === undefined ? Infinity : Math.max(1, Math.floor((size * cap.maxPercent) / 100));
  return Math.min(cap.maxAway ?? Infinity, byPercent);
}

/**
 * The working days of `span` (weekdays that are not holidays) on which the applicant and the others away
 * (`away`, anyone with a day of the span) would be more than the cap allows, in date order.
 */
export function capBreaches(cap: DepartmentCap, span: DaySpan, holidays: HolidayDates | undefined, away: readonly AwayLeave[], size: number): CapBreach[] {
  const limit = capLimit(cap, size);
  const holidaySet = new Set<string>(holidays ?? []);
  const breaches: CapBreach[] = [];
  for (let day = span.fromDate; compareDates(day, span.toDate) <= 0; day = addDays(day, 1)) {
    const weekday = dayOfWeek(day);
    if (weekday === 0 || weekday === 6 || holidaySet.has(day)) continue;
    const names = new Map<string, string>();
    for (const leave of away) if (compareDates(leave.fromDate, day) <= 0 && compareDates(day, leave.toDate) <= 0) names.set(leave.applicantId, leave.name);
    const count = names.size + 1;
    if (count > limit) breaches.push({ day, count, size, limit, away: [...names.values()] });
  }
  return breaches;
}

/**
 * The department cap in force on an application: a 409 naming the first day over it and who is away then
 * ('refuse'), or the warnings the application records, one a day ('warn'); none without a cap.
 */
export function checkDepartmentCap(
  policy: CalendarRules | undefined,
  application: { span: DaySpan; department: string; holidays?: HolidayDates | undefined; away: readonly AwayLeave[] | undefined; size: number | undefined },
): string[] {
  const cap = policy?.departmentCap;
  if (cap === undefined || application.away === undefined || application.size === undefined) return [];
  const breaches = capBreaches(cap, application.span, application.holidays, application.away, application.size);
  if (breaches.length === 0) return [];
  if (cap.mode === 'refuse') throw DomainError.conflict(CALENDAR_MESSAGES.capRefused(breaches[0]!, application.department));
  return breaches.map((breach) => CALENDAR_MESSAGES.capWarning(breach));
}

/** Whether applying under `policy` needs the department's own lock: a cap counts the others away, and two applicants must not both take the last place. */
export function capApplies(policy: CalendarRules | undefined): boolean {
  return policy?.departmentCap !== undefined;
}

/** The blackout window an application of `leaveType` by someone of `department` over `span` falls in, if any. */
export function blackoutOver(policy: CalendarRules | undefined, application: { leaveType: string; department: string; span: DaySpan }): Blackout | undefined {
  return (policy?.blackouts ?? []).find(
    (window) =>
      compareDates(window.from, application.span.toDate) <= 0 &&
      compareDates(application.span.fromDate, window.to) <= 0 &&
      (window.departments === undefined || window.departments.includes(application.department)) &&
      !window.exemptTypes.includes(application.leaveType),
  );
}

/** A 400 naming the window an application falls in ('No leave during End-semester examinations, 8-19 Dec'). */
export function checkBlackout(policy: CalendarRules | undefined, application: { leaveType: string; department: string; span: DaySpan }): void {
  const window = blackoutOver(policy, application);
  if (window) throw DomainError.validation(CALENDAR_MESSAGES.blackout(window), 'fromDate');
}

/**
 * The type code of a restricted holiday's application ('rh'): not one of the policy's types, it takes no
 * balance; the policy's `restrictedHolidays.perYear` is its only limit.
 */
export const RESTRICTED_HOLIDAY = 'rh';

export function isRestrictedHoliday(leaveType: string): boolean {
  return leaveType === RESTRICTED_HOLIDAY;
}

/** How many restricted holidays a person has left in the year, having taken (pending ones included) `taken`; undefined when the policy has none. */
export function restrictedHolidaysLeft(policy: CalendarRules | undefined, taken: number | undefined): number | undefined {
  const rule = policy?.restrictedHolidays;
  if (rule === undefined || taken === undefined) return undefined;
  return Math.max(0, rule.perYear - taken);
}

/**
 * An application for a restricted holiday: one whole day that is an optional holiday of the calendar
 * (`optionalHolidays`: those of its range), within the policy's `perYear` for the year of that day, the
 * applicant having taken `taken` (pending, HOD-approved, approved or cancellation asked) in that year.
 */
export function checkRestrictedHoliday(
  policy: CalendarRules | undefined,
  application: { span: DaySpan; optionalHolidays: readonly CalendarDate[] | undefined; taken: number | undefined },
): void {
  const { span } = application;
  const rule = policy?.restrictedHolidays;
  if (rule === undefined) throw DomainError.validation(CALENDAR_MESSAGES.restrictedNotInPolicy, 'leaveType');
  if (span.fromDate !== span.toDate || (span.fromHalf ?? 'first') !== 'first' || (span.toHalf ?? 'second') !== 'second') throw DomainError.validation(CALENDAR_MESSAGES.restrictedOneDay, 'toDate');
  if (!(application.optionalHolidays ?? []).includes(span.fromDate)) throw DomainError.validation(CALENDAR_MESSAGES.notRestrictedHoliday(span.fromDate), 'fromDate');
  if ((application.taken ?? 0) >= rule.perYear) throw DomainError.validation(CALENDAR_MESSAGES.restrictedUsedUp(rule.perYear, dateParts(span.fromDate).year), 'leaveType');
}

/**
 * What an approver sees beside an application (issue 46): for each working day of its span, how many of
 * the department would be away with it (the applicant and the others' pending, HOD-approved, approved or
 * cancellation-asked leave, as the department cap counts them) of its `size` live people.
 */
export function departmentAwayDays(span: DaySpan, holidays: HolidayDates | undefined, others: readonly AwayLeave[], size: number): DepartmentAwayDay[] {
  const holidaySet = new Set<string>(holidays ?? []);
  const days: DepartmentAwayDay[] = [];
  for (let day = span.fromDate; compareDates(day, span.toDate) <= 0; day = addDays(day, 1)) {
    const weekday = dayOfWeek(day);
    if (weekday === 0 || weekday === 6 || holidaySet.has(day)) continue;
    const away = new Set(others.filter((leave) => compareDates(leave.fromDate, day) <= 0 && compareDates(day, leave.toDate) <= 0).map((leave) => leave.applicantId));
    days.push({ date: day, away: away.size + 1, size });
  }
  return days;
}
