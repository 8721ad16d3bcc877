// Class adjustment (issue 45, docs/rules.md 'Timetable'): the periods an applicant's leave takes them out
// of, and for each the colleagues who could take the class. A pure function over facts the caller reads
// (the applicant's week, the colleagues' weeks, who of them is away, who already covers what, how many
// substitutions each has made this term): the preview and, later, applying decide on the same answer.

import { addDays, compareDates, dayOfWeek, spanHalves, type CalendarDate, type DaySpan } from '../dates';
import type { HalfDayHours } from '../policy/policy.schema';
import { minutesOf, type TimetablePeriod } from './timetable';

/** A stretch of one day, in minutes since midnight; whole days are 0-1440. */
interface Window {
  from: number;
  to: number;
}
const WHOLE_DAY: Window = { from: 0, to: 24 * 60 };

/** The part of `date` a span of leave takes: none, a half by the policy's hours, or the whole day. */
export function awayWindowOn(span: DaySpan, date: CalendarDate, hours: HalfDayHours): Window | null {
  if (compareDates(date, span.fromDate) < 0 || compareDates(date, span.toDate) > 0) return null;
  const { fromHalf, toHalf } = spanHalves(span);
  const half = (which: 'first' | 'second'): Window => ({ from: minutesOf(hours[which].start), to: minutesOf(hours[which].end) });
  let from = WHOLE_DAY.from;
  let to = WHOLE_DAY.to;
  if (date === span.fromDate && fromHalf === 'second') from = half('second').from;
  if (date === span.toDate && toHalf === 'first') to = half('first').to;
  return from < to ? { from, to } : null;
}

const overlaps = (a: Window, b: Window) => a.from < b.to && b.from < a.to;
const windowOf = (period: Pick<TimetablePeriod, 'start' | 'end'>): Window => ({ from: minutesOf(period.start), to: minutesOf(period.end) });
/** The ISO weekday (1 = Monday) of a date. */
const isoWeekday = (date: CalendarDate) => ((dayOfWeek(date) + 6) % 7) + 1;
const inTerm = (period: TimetablePeriod, date: CalendarDate) => compareDates(period.termFrom, date) <= 0 && compareDates(date, period.termTo) <= 0;

export interface Colleague {
  id: string;
  name: string;
  periods: readonly TimetablePeriod[];
  /** Their leave (pending or approved) that could fall on the dates asked about. */
  leaves: readonly DaySpan[];
  /** Classes they already cover: a date and the times. */
  covering: readonly { date: CalendarDate; start: string; end: string }[];
  substitutionsThisTerm: number;
}

export interface ClassAdjustmentFacts {
  leave: DaySpan;
  halfDayHours: HalfDayHours;
  holidays: readonly CalendarDate[];
  periods: readonly TimetablePeriod[];
  colleagues: readonly Colleague[];
}

export interface SubstituteSuggestion {
  _id: string;
  name: string;
  substitutionsThisTerm: number;
}

export interface AdjustedPeriod {
  date: CalendarDate;
  period: number;
  start: string;
  end: string;
  className: string;
  subject: string;
  suggestions: SubstituteSuggestion[];
}

/**
 * Every period of the applicant inside the leave, by date and start (weekends and holidays left out, a
 * half day only where its half meets the period), each with the colleagues free then: not teaching at an
 * overlapping time, not away then, not already covering then; fewest substitutions this term first, then
 * by name.
 */
export function classAdjustmentPeriods(facts: ClassAdjustmentFacts): AdjustedPeriod[] {
  const holidays = new Set<string>(facts.holidays);
  const found: AdjustedPeriod[] = [];
  for (let date = facts.leave.fromDate; compareDates(date, facts.leave.toDate) <= 0; date = addDays(date, 1)) {
    const weekday = isoWeekday(date);
    if (weekday > 5 || holidays.has(date)) continue;
    const away = awayWindowOn(facts.leave, date, facts.halfDayHours);
    if (!away) continue;
    const todays = facts.periods.filter((period) => period.weekday === weekday && inTerm(period, date) && overlaps(windowOf(period), away));
    for (const period of [...todays].sort((a, b) => minutesOf(a.start) - minutesOf(b.start) || a.period - b.period)) {
      const when = windowOf(period);
      const suggestions = facts.colleagues
        .filter((colleague) => isFree(colleague, date, weekday, when, facts.halfDayHours))
        .map((colleague) => ({ _id: colleague.id, name: colleague.name, substitutionsThisTerm: colleague.substitutionsThisTerm }))
        .sort((a, b) => a.substitutionsThisTerm - b.substitutionsThisTerm || a.name.localeCompare(b.name) || a._id.localeCompare(b._id));
      found.push({ date, period: period.period, start: period.start, end: period.end, className: period.className, subject: period.subject, suggestions });
    }
  }
  return found;
}

function isFree(colleague: Colleague, date: CalendarDate, weekday: number, when: Window, hours: HalfDayHours): boolean {
  if (colleague.periods.some((period) => period.weekday === weekday && inTerm(period, date) && overlaps(windowOf(period), when))) return false;
  if (colleague.leaves.some((span) => { const away = awayWindowOn(span, date, hours); return away !== null && overlaps(away, when); })) return false;
  return !colleague.covering.some((cover) => cover.date === date && overlaps(windowOf(cover), when));
}

/** A period of a department's timetable with its teacher: the apply facts' `departmentPeriods`. */
export interface TeacherPeriod extends TimetablePeriod {
  userId: string;
}

/** A colleague's leave (pending, HOD-approved, approved, cancellation asked) that holds a day of the range. */
export interface ColleagueLeave extends DaySpan {
  applicantId: string;
}

/** A class a colleague already covers (an arrangement asked, accepted or assigned) on a day of the range. */
export interface Covering {
  substituteId: string;
  date: CalendarDate;
  start: string;
  end: string;
}

/**
 * What applying reads for class adjustment (domain's ApplyContext; each a fact beside its owner in core):
 * absent, the applicant's leave has no periods to cover.
 */
export interface ClassAdjustmentContext {
  /** The periods of the applicant and of the live people of their department. */
  departmentPeriods?: readonly TeacherPeriod[];
  /** The active employees and HODs of the applicant's department but the applicant, by name. */
  colleagues?: readonly { id: string; name: string }[];
  /** The colleagues' leave holding a day of the range. */
  colleagueLeaves?: readonly ColleagueLeave[];
  /** The classes colleagues already cover in the range. */
  coverings?: readonly Covering[];
  /** How many classes each colleague has covered (accepted or assigned) this term; absent: none. */
  substitutionCounts?: readonly { substituteId: string; count: number }[];
}

/**
 * The periods an application must have covered, with the colleagues free for each: `classAdjustmentPeriods`
 * over the context's facts, for the applicant `applicantId`. The caller asks only when the policy's
 * `classAdjustment` applies (classAdjustmentApplies).
 */
export function periodsToCover(span: DaySpan, applicantId: string, holidays: readonly CalendarDate[], hours: HalfDayHours, context: ClassAdjustmentContext): AdjustedPeriod[] {
  const periods = context.departmentPeriods ?? [];
  const counts = new Map((context.substitutionCounts ?? []).map((row) => [row.substituteId, row.count]));
  const colleagues: Colleague[] = (context.colleagues ?? [])
    .filter((person) => person.id !== applicantId)
    .map((person) => ({
      id: person.id,
      name: person.name,
      periods: periods.filter((period) => period.userId === person.id),
      leaves: (context.colleagueLeaves ?? []).filter((leave) => leave.applicantId === person.id),
      covering: (context.coverings ?? []).filter((cover) => cover.substituteId === person.id),
      substitutionsThisTerm: counts.get(person.id) ?? 0,
    }));
  return classAdjustmentPeriods({ leave: span, halfDayHours: hours, holidays, periods: periods.filter((period) => period.userId === applicantId), colleagues });
}

/** A period of a leave by its day and number: what an arrangement names (issue 45, POST /api/leaves `arrangements`). */
export interface PeriodKey {
  date: CalendarDate;
  period: number;
}

const keyOf = (period: PeriodKey) => `${period.date}#${period.period}`;

/**
 * How a leave's arrangements meet the periods it must have covered: the periods no arrangement names (in the
 * periods' order), and the arrangements that name no such period or name one a second time.
 */
export function matchArrangements<A extends PeriodKey>(periods: readonly PeriodKey[], arrangements: readonly A[]): { missing: PeriodKey[]; extra: A[] } {
  const wanted = new Set(periods.map(keyOf));
  const named = new Set<string>();
  const extra: A[] = [];
  for (const arrangement of arrangements) {
    const key = keyOf(arrangement);
    if (!wanted.has(key) || named.has(key)) extra.push(arrangement);
    named.add(key);
  }
  return { missing: periods.filter((period) => !named.has(keyOf(period))).map(({ date, period }) => ({ date, period })), extra };
}
