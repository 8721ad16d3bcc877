// Calendar dates without time zones. A leave covers whole days, so every value here is a plain
// 'YYYY-MM-DD' string and all arithmetic happens on UTC midnights, where no daylight-saving shift or
// server time zone can move a date by one. One file though over 300 lines: every rule about days (working
// days, holidays, half days, spans, the college's zone) meets here, and each file that counts leave needs
// several of them together.

import { fillTemplate, type Say } from './i18n/templates';

export type CalendarDate = `${number}-${number}-${number}`;

export interface DateRange {
  fromDate: CalendarDate;
  toDate: CalendarDate;
}

const MS_PER_DAY = 86_400_000;
const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?$/;
/** The widest offsets in use (Kiribati +14:00, Baker Island -12:00); ISO 8601 allows no more than 14 hours. */
const MAX_OFFSET_MINUTES = 14 * 60;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Builds a date from numbers; month is 1-12. Returns null for impossible dates such as 30 February. */
export function calendarDateOf(year: number, month: number, day: number): CalendarDate | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` as CalendarDate;
}

/**
 * Accepts 'YYYY-MM-DD' or an ISO datetime and keeps the date part as sent: the client sends the picked
 * day as UTC midnight, so '2026-12-07T00:00:00.000Z' is 7 December whatever the server's zone. A time or
 * an offset that cannot exist ('25:00', '+99:99', anything beyond +-14:00) makes the whole value invalid.
 */
export function parseCalendarDate(input: string): CalendarDate | null {
  const match = DATE_PART.exec(input.trim());
  if (!match) return null;
  const [, y, m, d, hh, mm, ss, offsetHours, offsetMinutes] = match;
  if (hh !== undefined && (Number(hh) > 23 || Number(mm) > 59 || (ss !== undefined && Number(ss) > 59))) return null;
  if (offsetHours !== undefined && (Number(offsetMinutes) > 59 || Number(offsetHours) * 60 + Number(offsetMinutes) > MAX_OFFSET_MINUTES)) return null;
  return calendarDateOf(Number(y), Number(m), Number(d));
}

export function isCalendarDate(input: unknown): input is CalendarDate {
  return typeof input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input) && parseCalendarDate(input) === input;
}

/**
 * One formatter per key, made at its first use and kept: making an Intl formatter costs about 130 µs (node
 * 20, this machine), using one about 8. The keys are time zones and languages, a handful; the map is
 * emptied should it ever hold more than `kept`.
 */
export function keptFormatter<Format>(formatters: Map<string, Format>, key: string, make: () => Format, kept = 64): Format {
  let format = formatters.get(key);
  if (format === undefined) {
    format = make();
    if (formatters.size >= kept) formatters.clear();
    formatters.set(key, format);
  }
  return format;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
/** The last day read per zone, with the second it was read for: a server asks many times a second. */
const lastDays = new Map<string, { second: number; date: CalendarDate }>();

/** Today's date as seen on a wall clock in `timeZone` (an IANA name such as 'Asia/Kolkata'). */
export function todayIn(timeZone: string, now: Date): CalendarDate {
  // No zone's offset has ever had a fraction of a second: within one second the day is the same.
  const second = Math.floor(now.getTime() / 1000);
  const last = lastDays.get(timeZone);
  if (last?.second === second) return last.date;
  const format = keptFormatter(dayFormatters, timeZone, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  const date = calendarDateOf(part('year'), part('month'), part('day'));
  if (date === null) throw new RangeError(`Cannot read a date for ${now.toISOString()} in ${timeZone}`);
  if (lastDays.size >= 64 && !lastDays.has(timeZone)) lastDays.clear();
  lastDays.set(timeZone, { second, date });
  return date;
}

export function dateParts(date: CalendarDate): { year: number; month: number; day: number } {
  const [y, m, d] = date.split('-');
  return { year: Number(y), month: Number(m), day: Number(d) };
}

function toEpochDay(date: CalendarDate): number {
  const { year, month, day } = dateParts(date);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function fromEpochDay(epochDay: number): CalendarDate {
  const utc = new Date(epochDay * MS_PER_DAY);
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1, 2)}-${pad(utc.getUTCDate(), 2)}` as CalendarDate;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** -1, 0 or 1, usable as a sort comparator. */
export function compareDates(a: CalendarDate, b: CalendarDate): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function maxDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return compareDates(a, b) >= 0 ? a : b;
}

export function minDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return compareDates(a, b) <= 0 ? a : b;
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(toEpochDay(date) * MS_PER_DAY).getUTCDay();
}

/** Days from `from` to `to`, both counted; 0 when `to` is before `from`. */
export function calendarDaysInclusive(from: CalendarDate, to: CalendarDate): number {
  return Math.max(0, toEpochDay(to) - toEpochDay(from) + 1);
}

/** Monday-Friday days from `from` to `to`, both counted; 0 when `to` is before `from`. */
export function workingDaysInclusive(from: CalendarDate, to: CalendarDate): number {
  const total = calendarDaysInclusive(from, to);
  if (total === 0) return 0;
  const fullWeeks = Math.floor(total / 7);
  let count = fullWeeks * 5;
  const firstDay = dayOfWeek(from);
  for (let i = 0; i < total % 7; i++) {
    const day = (firstDay + i) % 7;
    if (day !== 0 && day !== 6) count++;
  }
  return count;
}

/** The college's holidays by date (docs/rules.md 'Holidays'); only those on a weekday change a count. */
export type HolidayDates = ReadonlySet<string> | readonly string[];

function holidaySet(holidays: HolidayDates | undefined): ReadonlySet<string> {
  if (holidays === undefined) return new Set();
  return holidays instanceof Set ? holidays : new Set(holidays as readonly string[]);
}

/** The holidays on a Monday-Friday from `from` to `to`, both counted, in date order. */
export function weekdayHolidaysIn(from: CalendarDate, to: CalendarDate, holidays: HolidayDates | undefined): CalendarDate[] {
  const set = holidaySet(holidays);
  return [...set]
    .filter((date): date is CalendarDate => isCalendarDate(date) && compareDates(date, from) >= 0 && compareDates(date, to) <= 0 && dayOfWeek(date) !== 0 && dayOfWeek(date) !== 6)
    .sort();
}

/** Monday-Friday days from `from` to `to` that are not holidays. */
export function workingDaysExcluding(from: CalendarDate, to: CalendarDate, holidays: HolidayDates | undefined): number {
  return Math.max(0, workingDaysInclusive(from, to) - weekdayHolidaysIn(from, to, holidays).length);
}

/**
 * Days a leave consumes for its applicant (docs/product.md §9 'Day counting'): a HOD's leave counts calendar
 * days with weekends (and holidays), anyone else's counts Monday-Friday only, less the college's holidays.
 * `role` is the applicant's role, or the counting a leave type's policy sets for everyone ('calendar' or
 * 'working': `dayCountingFor`).
 */
export function countLeaveDays(role: string, from: CalendarDate, to: CalendarDate, holidays?: HolidayDates): number {
  if (role === SANDWICH) {
    const ends = workingEnds(from, to, holidays);
    return ends === null ? 0 : calendarDaysInclusive(ends.first, ends.last);
  }
  return role === 'hod' || role === 'calendar' ? calendarDaysInclusive(from, to) : workingDaysExcluding(from, to, holidays);
}

/**
 * The counting of a type with the sandwich rule (issue 46, `sandwich: true`): the working days, and the
 * weekends and holidays enclosed by two of them, count; a weekend or holiday at either end does not.
 */
export const SANDWICH = 'sandwich';

function isWorkingDay(date: CalendarDate, holidays: ReadonlySet<string>): boolean {
  const weekday = dayOfWeek(date);
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/** The first and last working days from `from` to `to` (null: none). */
function workingEnds(from: CalendarDate, to: CalendarDate, holidays: HolidayDates | undefined): { first: CalendarDate; last: CalendarDate } | null {
  const set = holidaySet(holidays);
  let first = from;
  while (compareDates(first, to) <= 0 && !isWorkingDay(first, set)) first = addDays(first, 1);
  if (compareDates(first, to) > 0) return null;
  let last = to;
  while (!isWorkingDay(last, set)) last = addDays(last, -1);
  return { first, last };
}

/** The weekends and holidays the sandwich rule counts in `from`-`to`: those between two working days of it. */
export function sandwichedDays(from: CalendarDate, to: CalendarDate, holidays?: HolidayDates): CalendarDate[] {
  const ends = workingEnds(from, to, holidays);
  if (ends === null) return [];
  const set = holidaySet(holidays);
  const days: CalendarDate[] = [];
  for (let day = ends.first; compareDates(day, ends.last) <= 0; day = addDays(day, 1)) if (!isWorkingDay(day, set)) days.push(day);
  return days;
}

/** Whether `countLeaveDays` counts every calendar day for `role` (a HOD, or a type counted in calendar days). */
export function countsCalendarDays(role: string): boolean {
  return role === 'hod' || role === 'calendar';
}

/** True when the two inclusive ranges share at least one day. */
export function rangesOverlap(a: DateRange, b: DateRange): boolean {
  return compareDates(a.fromDate, b.toDate) <= 0 && compareDates(b.fromDate, a.toDate) <= 0;
}

/** Whole years completed between the dates (age, years of service); 0 when `to` is before `from`. */
export function wholeYearsBetween(from: CalendarDate, to: CalendarDate): number {
  const a = dateParts(from);
  const b = dateParts(to);
  let years = b.year - a.year;
  if (b.month < a.month || (b.month === a.month && b.day < a.day)) years--;
  return Math.max(0, years);
}

/** The date as the UTC-midnight ISO datetime the HTTP contract uses for fromDate and toDate. */
export function toIsoDateTime(date: CalendarDate): string {
  return `${date}T00:00:00.000Z`;
}

/** The first day of a month (1-12). */
export function firstOfMonth(year: number, month: number): CalendarDate {
  return `${pad(year, 4)}-${pad(month, 2)}-01` as CalendarDate;
}

/** The `count` months up to and including the month of `today`, oldest first, as 'YYYY-MM'. */
export function monthsUpTo(today: CalendarDate, count: number): string[] {
  const { year, month } = dateParts(today);
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1, 2)}`);
  }
  return months;
}

/** The halves of a working day: the morning ('first') and the afternoon ('second'). */
export const DAY_HALVES = ['first', 'second'] as const;
export type DayHalf = (typeof DAY_HALVES)[number];

/**
 * An inclusive range of days that may start at noon of its first day (`fromHalf: 'second'`) and end at noon
 * of its last (`toHalf: 'first'`). A one-day span is its first half (first, first), its second half
 * (second, second) or the whole day. An absent half is the whole day: a span starts in the first half and
 * ends in the second unless it says otherwise.
 */
export interface DaySpan extends DateRange {
  fromHalf?: DayHalf | undefined;
  toHalf?: DayHalf | undefined;
}

/** A span's halves with the defaults filled in: whole days start in the first half and end in the second. */
export function spanHalves(span: Pick<DaySpan, 'fromHalf' | 'toHalf'>): { fromHalf: DayHalf; toHalf: DayHalf } {
  return { fromHalf: span.fromHalf ?? 'first', toHalf: span.toHalf ?? 'second' };
}

/** True when the span's first or last day is a half. */
export function isHalfDaySpan(span: Pick<DaySpan, 'fromHalf' | 'toHalf'>): boolean {
  return span.fromHalf === 'second' || span.toHalf === 'first';
}

/** True when the day counts for the role (a HOD's every day; anyone else's weekday that is not a holiday). */
export function isLeaveDay(role: string, date: CalendarDate, holidays?: HolidayDates): boolean {
  return countLeaveDays(role, date, date, holidays) === 1;
}

/**
 * The days a span consumes for its applicant, in halves: the whole days `countLeaveDays` counts, less a half
 * for a first day that starts at noon and a half for a last day that ends at noon (each only when that day
 * counts at all). 1.5 stays 1.5: every figure is a multiple of 0.5, which binary numbers hold exactly.
 */
export function countSpanDays(role: string, span: DaySpan, holidays?: HolidayDates): number {
  const whole = countLeaveDays(role, span.fromDate, span.toDate, holidays);
  if (whole === 0) return 0;
  const startsAtNoon = span.fromHalf === 'second' && isLeaveDay(role, span.fromDate, holidays);
  const endsAtNoon = span.toHalf === 'first' && isLeaveDay(role, span.toDate, holidays);
  return Math.max(0, whole - (startsAtNoon ? 0.5 : 0) - (endsAtNoon ? 0.5 : 0));
}

/**
 * The part of a span from `from` to `to` (both counted), or null when they do not meet: a half stays only on
 * a day the part keeps as the span's own first or last day.
 */
export function clipSpan(span: DaySpan, from: CalendarDate, to: CalendarDate): DaySpan | null {
  const fromDate = maxDate(span.fromDate, from);
  const toDate = minDate(span.toDate, to);
  if (compareDates(fromDate, toDate) > 0) return null;
  return {
    fromDate,
    toDate,
    ...(fromDate === span.fromDate && span.fromHalf !== undefined ? { fromHalf: span.fromHalf } : {}),
    ...(toDate === span.toDate && span.toHalf !== undefined ? { toHalf: span.toHalf } : {}),
  };
}

/** True when the two spans share a half of a day: a morning and an afternoon of one date do not. */
export function spansOverlap(a: DaySpan, b: DaySpan): boolean {
  const start = (span: DaySpan) => `${span.fromDate}${spanHalves(span).fromHalf === 'first' ? 0 : 1}`;
  const end = (span: DaySpan) => `${span.toDate}${spanHalves(span).toHalf === 'first' ? 0 : 1}`;
  return start(a) <= end(b) && start(b) <= end(a);
}

/**
 * A span in words, each date written by `formatDay` (the ledger's reasons keep 'YYYY-MM-DD'; the audit and
 * the notifications 'December 7, 2026'): '2026-12-07 to 2026-12-09' for whole days,
 * '2026-12-07 (afternoon) to 2026-12-09 (morning)' with halves, '2026-12-07 (morning)' for one half.
 */
/** A span's words as templates (domain/src/i18n/templates.ts). */
export const SPAN_TEMPLATES = {
  morning: '{day} (morning)',
  afternoon: '{day} (afternoon)',
  range: '{from} to {to}',
} as const;

export function spanText(span: DaySpan, formatDay: (date: string) => string = (date) => date, say: Say = fillTemplate): string {
  const { fromHalf, toHalf } = spanHalves(span);
  const T = SPAN_TEMPLATES;
  if (span.fromDate === span.toDate && fromHalf === toHalf) return say(fromHalf === 'first' ? T.morning : T.afternoon, { day: formatDay(span.fromDate) });
  const from = fromHalf === 'second' ? say(T.afternoon, { day: formatDay(span.fromDate) }) : formatDay(span.fromDate);
  const to = toHalf === 'first' ? say(T.morning, { day: formatDay(span.toDate) }) : formatDay(span.toDate);
  return say(T.range, { from, to });
}

const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * A day in US English as Intl's en-US long date writes it ('December 7, 2026'), written by hand: the first
 * Intl date or number formatter a browser page makes loads ICU's data (20-60 ms on this machine), which a
 * list screen in English need not pay before its first row; a command's notifications write dates too. The
 * months are 1-12; a year before 1 is left to Intl.
 */
export function englishLongDate(year: number, month: number, day: number): string {
  if (year < 1) {
    const at = new Date(0);
    at.setUTCFullYear(year, month - 1, day);
    return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(at);
  }
  return `${ENGLISH_MONTHS[month - 1]} ${day}, ${year}`;
}

/** A calendar day as every screen writes it: 'December 7, 2026' (the web app's formatDate writes the same). */
export function longDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00.000Z`);
  return Number.isNaN(parsed.getTime()) ? date : englishLongDate(parsed.getUTCFullYear(), parsed.getUTCMonth() + 1, parsed.getUTCDate());
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The instant at which the clocks of `timeZone` show `time` ('HH:MM') on `date`. */
export function zonedInstant(date: CalendarDate, time: string, timeZone: string): Date {
  const { year, month, day } = dateParts(date);
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  const format = keptFormatter(clockFormatters, timeZone, () => new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }));
  // The zone's offset at an instant: what its clocks show, read as UTC, less the instant.
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
    return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute)) - instant;
  };
  const first = wanted - offsetAt(wanted);
  // Once more, for a time near a change of the zone's offset.
  return new Date(wanted - offsetAt(first));
}
