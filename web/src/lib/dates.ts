// Date display of docs/product.md §8/9: long US English ('November 22, 2026'), 'Invalid Date' for a value
// that is not a date, 'Date not available' for a missing one. In Hindi and Telugu the same dates come from
// Intl for hi-IN and te-IN (issue 23): the language is read at each call, one formatter kept per language
// and kind. English days are written by domain's englishLongDate, without Intl: a list screen in English
// makes no Intl formatter before its first row (the first one a page makes loads ICU's data, 20-60 ms).
import { plural, t } from '@lingui/core/macro';
import { UI_MESSAGES, englishLongDate, keptFormatter, shortDay, todayIn, wholeYearsBetween, type CalendarDate, type Language } from '@leave/domain';
import { currentLanguage } from '@/lib/i18n/i18n';
import { translateText } from '@/lib/i18n/texts';

/** English keeps the product description's US dates; Hindi and Telugu their Indian locales. */
const DATE_LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', hi: 'hi-IN', te: 'te-IN' };

const FORMATS = {
  longDate: { year: 'numeric', month: 'long', day: 'numeric' },
  longDateUtc: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
  dateTime: { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  monthLong: { year: 'numeric', month: 'long', timeZone: 'UTC' },
  monthShort: { month: 'short', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type FormatKind = keyof typeof FORMATS;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a kind for the language shown now (made once per language and kind). */
function formatter(kind: FormatKind): Intl.DateTimeFormat {
  const language = currentLanguage();
  return keptFormatter(formatters, `${language}:${kind}`, () => new Intl.DateTimeFormat(DATE_LOCALES[language], FORMATS[kind]));
}

const dateNotAvailable = () => translateText(UI_MESSAGES.dateNotAvailable);
const invalidDate = () => translateText(UI_MESSAGES.invalidDate);

type DateInput = string | number | Date | null | undefined;

function toDate(value: Exclude<DateInput, null | undefined>): Date {
  return value instanceof Date ? value : new Date(value);
}

function isMissing(value: DateInput): value is null | undefined {
  return value === null || value === undefined || value === '';
}

/**
 * A calendar date (date of birth, a leave's from/to date). The server sends these as 'YYYY-MM-DD' or as
 * UTC midnight, so the date part is read in UTC: the day shown is the day that was picked, in any zone.
 */
export function formatDate(value: DateInput): string {
  if (isMissing(value)) return dateNotAvailable();
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return invalidDate();
  return currentLanguage() === 'en' ? englishLongDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()) : formatter('longDateUtc').format(date);
}

/** The local day of an instant (applied on, created at). */
export function formatDay(value: DateInput): string {
  if (isMissing(value)) return dateNotAvailable();
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return invalidDate();
  return currentLanguage() === 'en' ? englishLongDate(date.getFullYear(), date.getMonth() + 1, date.getDate()) : formatter('longDate').format(date);
}

/** An instant with its local time, for an application's history. */
export function formatDateTime(value: DateInput): string {
  if (isMissing(value)) return dateNotAvailable();
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? invalidDate() : formatter('dateTime').format(date);
}

/** The college's time zone once the server has said it (GET /policy); until then the browser's. */
let collegeTimeZone: string | null = null;

/** Sets the zone `localToday` reads; checked at its first use (saying it makes no Intl formatter). */
export function setCollegeTimeZone(timeZone: string | undefined): void {
  if (timeZone) collegeTimeZone = timeZone;
}

/**
 * Today's date at the college (APP_TIMEZONE, as the server counts it), or on the browser's wall clock until
 * the server has said the college's zone: the minimum of the leave date inputs, the policy's effective
 * date. A browser elsewhere (a HOD abroad at a conference) thus offers the day the server accepts.
 */
export function localToday(now: Date = new Date()): CalendarDate {
  if (collegeTimeZone !== null) {
    try {
      return todayIn(collegeTimeZone, now);
    } catch {
      collegeTimeZone = null; // Not a zone this browser knows: the browser's own from now on.
    }
  }
  return todayIn(browserTimeZone(), now);
}

/** The browser's zone, read once (reading it makes a formatter: about as dear as a row's other work). */
let browserZone: string | undefined;
function browserTimeZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserZone;
}

/** 'YYYY-MM-DD' of a stored date, for a date input's value; '' when absent or unreadable. */
export function toDateInputValue(value: DateInput): string {
  if (isMissing(value)) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** The calendar year of a stored date, read like formatDate (UTC date part). */
export function yearOf(value: DateInput): number | undefined {
  if (isMissing(value)) return undefined;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? undefined : date.getUTCFullYear();
}

/** Whole years from a calendar date to today, '1 year' or 'N years' (age, years of service); 'N/A' without a date. */
export function formatYearsSince(date: CalendarDate | null | undefined, today: CalendarDate = localToday()): string {
  if (!date) return t`N/A`;
  const years = wholeYearsBetween(date, today);
  return years === 1 ? t`${years} year` : t`${years} years`;
}

/** A number of days through the language's plural rules (ICU): '1 day', '2.5 days' (issue 49: never '1 days'). */
export function formatDayCount(days: number): string {
  const count = days;
  return plural(count, { one: '# day', other: '# days' });
}

/** A chart's month ('YYYY-MM') in full: 'November 2026'. */
export function formatMonth(month: string): string {
  return formatter('monthLong').format(new Date(`${month}-01T00:00:00.000Z`));
}

/** A chart's month on an axis: 'Nov', with the year where a year starts or the axis does ("Jan '26"). */
export function formatAxisMonth(month: string, first = false): string {
  const short = formatter('monthShort').format(new Date(`${month}-01T00:00:00.000Z`));
  return first || month.endsWith('-01') ? `${short} '${month.slice(2, 4)}` : short;
}

/**
 * The first or last day of a leave with its half: 'December 7, 2026 (afternoon)' for a first day taken from
 * noon, 'December 9, 2026 (morning)' for a last day taken until noon, the date alone for a whole day. Older
 * answers without halves read as whole days.
 */
export function formatLeaveDay(leave: { fromDate: string; toDate: string; fromHalf?: string; toHalf?: string }, end: 'from' | 'to'): string {
  if (end === 'from') {
    const day = formatDate(leave.fromDate);
    return leave.fromHalf === 'second' ? t`${day} (afternoon)` : day;
  }
  const day = formatDate(leave.toDate);
  return leave.toHalf === 'first' ? t`${day} (morning)` : day;
}

const EN_MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A calendar date's UTC day, month and year, or null for a value that is not a date. */
function dayParts(value: Exclude<DateInput, null | undefined>): { year: number; month: number; day: number; date: Date } | null {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), date };
}

const shortDateFormats = new Map<string, Intl.DateTimeFormat>();
const shortFormatter = () =>
  keptFormatter(shortDateFormats, currentLanguage(), () => new Intl.DateTimeFormat(DATE_LOCALES[currentLanguage()], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));

const dayMonthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day without its year in the short style: '9 Dec' in English (domain's shortDay, as the server words it),
 * Intl's day and short month for hi-IN and te-IN.
 */
export function formatShortDay(date: CalendarDate): string {
  if (currentLanguage() === 'en') return shortDay(date);
  const parts = dayParts(date);
  if (!parts) return invalidDate();
  const format = keptFormatter(dayMonthFormats, currentLanguage(), () => new Intl.DateTimeFormat(DATE_LOCALES[currentLanguage()], { day: 'numeric', month: 'short', timeZone: 'UTC' }));
  return format.format(parts.date);
}

/**
 * A span of calendar days in the one short style of issue 49 (docs/decisions/0293): English as en-IN writes
 * it, '16 Dec 2026', '16-18 Dec 2026', '30 Nov - 2 Dec 2026', '30 Dec 2026 - 2 Jan 2027' (without Intl, as
 * formatDate); Hindi and Telugu from Intl's range for hi-IN and te-IN. One day is the day alone.
 */
export function formatDateSpan(from: DateInput, to: DateInput = from): string {
  if (isMissing(from) || isMissing(to)) return dateNotAvailable();
  const a = dayParts(from);
  const b = dayParts(to);
  if (!a || !b) return invalidDate();
  if (currentLanguage() !== 'en') {
    const format = shortFormatter();
    return a.date.getTime() === b.date.getTime() ? format.format(a.date) : format.formatRange(a.date, b.date);
  }
  const whole = (p: { year: number; month: number; day: number }) => `${p.day} ${EN_MONTHS_SHORT[p.month]} ${p.year}`;
  if (a.year !== b.year) return `${whole(a)} - ${whole(b)}`;
  if (a.month !== b.month) return `${a.day} ${EN_MONTHS_SHORT[a.month]} - ${whole(b)}`;
  if (a.day !== b.day) return `${a.day}-${whole(b)}`;
  return whole(a);
}
