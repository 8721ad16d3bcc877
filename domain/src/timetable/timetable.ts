// A teacher's weekly timetable (issue 45, docs/rules.md 'Timetable'): one stream per teacher,
// `timetable-<userId>`, whose events add, change and remove periods. A period is a weekday (1 = Monday),
// a period number, its start and end ('HH:MM'), the class, the subject and the room, for a term. The
// rules live here: the clock times, start before end, and no teacher in two classes at once (a clash:
// the same weekday, overlapping times, overlapping terms). Who may change a teacher's timetable: the
// admin, or the HOD of the teacher's department (decision 0280).

import { isCalendarDate, type CalendarDate } from '../dates';
import { DomainError } from '../errors';
import { eventTypes } from '../event-types';
import type { Actor } from '../leave/leave.events';
import type { Role } from '../people/roles';

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const PERIOD_NUMBER_MAX = 20;
export const TIMETABLE_TEXT_MAX = 60;

export const TIMETABLE_MESSAGES = {
  weekdayInvalid: 'The day must be a weekday from 1 (Monday) to 7 (Sunday)',
  periodInvalid: `The period must be a whole number from 1 to ${PERIOD_NUMBER_MAX}`,
  timeInvalid: 'Times must be written HH:MM (24 hours)',
  startBeforeEnd: 'The period must start before it ends',
  classRequired: 'Please give the class',
  subjectRequired: 'Please give the subject',
  textTooLong: `At most ${TIMETABLE_TEXT_MAX} characters`,
  termInvalid: 'Please give the term as two dates, the first not after the second',
  termFromInvalid: 'Please give the first day of the term',
  termToInvalid: 'Please give the last day of the term',
  teacherRequired: 'Please choose the teacher',
  teacherNotFound: 'Teacher not found',
  notATeacher: 'Only an employee or a HOD has a timetable',
  notFound: 'Period not found',
  notAllowed: "Only the admin or the HOD of the teacher's department can change this timetable",
  notAllowedToRead: "Only the admin, the HOD of the department or the teacher can read this timetable",
  queryOneOf: 'Give either userId or department',
  teacherUnknown: 'No one in the staff register has this Email or Employee ID',
  rowNotAllowed: "You can import the timetable of your own department's teachers only",
  importFailed: 'The timetable import stopped on an error and will not be tried again. Please upload the file again.',
} as const;

/** The roles that teach, and so have a timetable. */
export const TEACHING_ROLES: readonly Role[] = ['employee', 'hod'];

/** One period of a teacher's week, as its events carry it. */
export interface TimetablePeriod {
  id: string;
  weekday: number;
  period: number;
  /** 'HH:MM', 24 hours. */
  start: string;
  end: string;
  className: string;
  subject: string;
  room: string;
  termFrom: CalendarDate;
  termTo: CalendarDate;
}

export type TimetablePeriodFields = Omit<TimetablePeriod, 'id'>;

export interface TimetablePeriodAdded {
  type: 'TimetablePeriodAdded';
  data: TimetablePeriod & { userId: string; department: string | null; by: Actor };
}
export interface TimetablePeriodChanged {
  type: 'TimetablePeriodChanged';
  data: TimetablePeriod & { userId: string; department: string | null; by: Actor };
}
export interface TimetablePeriodRemoved {
  type: 'TimetablePeriodRemoved';
  data: { id: string; userId: string; by: Actor };
}
export type TimetableEvent = TimetablePeriodAdded | TimetablePeriodChanged | TimetablePeriodRemoved;
export const timetableEventTypes = eventTypes<TimetableEvent>({ TimetablePeriodAdded: true, TimetablePeriodChanged: true, TimetablePeriodRemoved: true });

/** A teacher's week as their stream folds: the periods by id. */
export interface TimetableState {
  periods: ReadonlyMap<string, TimetablePeriod>;
  version: number;
}
export const initialTimetable: TimetableState = { periods: new Map(), version: 0 };

export function evolveTimetable(state: TimetableState, event: TimetableEvent): TimetableState {
  const periods = new Map(state.periods);
  if (event.type === 'TimetablePeriodRemoved') periods.delete(event.data.id);
  else periods.set(event.data.id, periodOf(event.data));
  return { periods, version: state.version + 1 };
}

function periodOf(data: TimetablePeriod): TimetablePeriod {
  const { id, weekday, period, start, end, className, subject, room, termFrom, termTo } = data;
  return { id, weekday, period, start, end, className, subject, room, termFrom, termTo };
}

// --- The rules ---------------------------------------------------------------------------------------

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM' on a 24-hour clock. */
export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

/** Minutes since midnight of an 'HH:MM'. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Two periods clash when they fall on the same weekday at overlapping times in overlapping terms. */
export function periodsClash(a: TimetablePeriodFields, b: TimetablePeriodFields): boolean {
  return (
    a.weekday === b.weekday &&
    minutesOf(a.start) < minutesOf(b.end) &&
    minutesOf(b.start) < minutesOf(a.end) &&
    a.termFrom <= b.termTo &&
    b.termFrom <= a.termTo
  );
}

/** The first period of `held` (but `exceptId`) that `candidate` clashes with, or undefined. */
export function clashOf(held: Iterable<TimetablePeriod>, candidate: TimetablePeriodFields, exceptId?: string): TimetablePeriod | undefined {
  for (const period of held) if (period.id !== exceptId && periodsClash(period, candidate)) return period;
  return undefined;
}

/** The 409's words: which class the teacher already has then. */
export function clashMessage(clash: TimetablePeriod): string {
  return `Clash: already teaching ${clash.className} on ${WEEKDAY_NAMES[clash.weekday - 1]} from ${clash.start} to ${clash.end} (period ${clash.period})`;
}

/** The problems of one period's fields, as messages (empty when it is a good period). */
export function periodProblems(period: TimetablePeriodFields): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(period.weekday) || period.weekday < 1 || period.weekday > 7) problems.push(TIMETABLE_MESSAGES.weekdayInvalid);
  if (!Number.isInteger(period.period) || period.period < 1 || period.period > PERIOD_NUMBER_MAX) problems.push(TIMETABLE_MESSAGES.periodInvalid);
  if (!isClockTime(period.start) || !isClockTime(period.end)) problems.push(TIMETABLE_MESSAGES.timeInvalid);
  else if (minutesOf(period.start) >= minutesOf(period.end)) problems.push(TIMETABLE_MESSAGES.startBeforeEnd);
  if (period.className.trim() === '') problems.push(TIMETABLE_MESSAGES.classRequired);
  if (period.subject.trim() === '') problems.push(TIMETABLE_MESSAGES.subjectRequired);
  if (!isCalendarDate(period.termFrom) || !isCalendarDate(period.termTo) || period.termFrom > period.termTo) problems.push(TIMETABLE_MESSAGES.termInvalid);
  return problems;
}

/** The teacher whose timetable a command changes. */
export interface Teacher {
  id: string;
  role: Role;
  department: string | null;
}

/** Whether `actor` may change `teacher`'s timetable: the admin, or the HOD of the teacher's department. */
export function canEditTimetable(actor: Pick<Actor, 'role' | 'department'>, teacher: Pick<Teacher, 'department'>): boolean {
  if (actor.role === 'admin') return true;
  return actor.role === 'hod' && actor.department !== null && actor.department === teacher.department;
}

/** Whether `viewer` may read `teacher`'s timetable: those who may change it, the teacher, and whoever reads everything. */
export function canReadTimetable(viewer: Pick<Actor, 'id' | 'role' | 'department'>, teacher: Pick<Teacher, 'id' | 'department'>): boolean {
  return viewer.id === teacher.id || viewer.role === 'auditor' || canEditTimetable(viewer, teacher);
}

/** Whether `viewer` may read a whole department's timetable. */
export function canReadDepartmentTimetable(viewer: Pick<Actor, 'role' | 'department'>, department: string): boolean {
  return viewer.role === 'auditor' || canEditTimetable(viewer, { department });
}

export type TimetableCommand =
  | { type: 'AddPeriods'; data: { actor: Actor; teacher: Teacher; periods: readonly TimetablePeriod[] } }
  | { type: 'ChangePeriod'; data: { actor: Actor; teacher: Teacher; period: TimetablePeriod } }
  | { type: 'RemovePeriod'; data: { actor: Actor; teacher: Teacher; id: string } };

/**
 * A teacher's timetable changed: 403 for anyone but the admin or the teacher's HOD, 400 for a bad period,
 * 404 for an unknown one, 409 for a clash with a period the teacher holds (or another of the same command).
 */
export function decideTimetable(command: TimetableCommand, state: TimetableState): TimetableEvent[] {
  const { actor, teacher } = command.data;
  if (!canEditTimetable(actor, teacher)) throw DomainError.forbidden(TIMETABLE_MESSAGES.notAllowed);
  if (!TEACHING_ROLES.includes(teacher.role)) throw DomainError.validation(TIMETABLE_MESSAGES.notATeacher, 'userId');
  const stamp = { userId: teacher.id, department: teacher.department, by: actor };
  if (command.type === 'RemovePeriod') {
    if (!state.periods.has(command.data.id)) throw DomainError.notFound(TIMETABLE_MESSAGES.notFound);
    return [{ type: 'TimetablePeriodRemoved', data: { id: command.data.id, userId: teacher.id, by: actor } }];
  }
  if (command.type === 'ChangePeriod') {
    const { period } = command.data;
    if (!state.periods.has(period.id)) throw DomainError.notFound(TIMETABLE_MESSAGES.notFound);
    refuseProblems(period);
    const clash = clashOf(state.periods.values(), period, period.id);
    if (clash) throw DomainError.conflict(clashMessage(clash));
    return [{ type: 'TimetablePeriodChanged', data: { ...periodOf(period), ...stamp } }];
  }
  const held = [...state.periods.values()];
  return command.data.periods.map((period): TimetableEvent => {
    refuseProblems(period);
    const clash = clashOf(held, period);
    if (clash) throw DomainError.conflict(clashMessage(clash));
    held.push(period);
    return { type: 'TimetablePeriodAdded', data: { ...periodOf(period), ...stamp } };
  });
}

function refuseProblems(period: TimetablePeriodFields): void {
  const [problem] = periodProblems(period);
  if (problem !== undefined) throw DomainError.validation(problem);
}

/** A row of an imported timetable for one teacher: its number in the file and the period it asks for. */
export interface TimetableImportRow {
  rowNumber: number;
  period: TimetablePeriod;
}

/**
 * Which rows of one teacher's part of an import are added, in file order: a row is refused (with its
 * reasons) when the uploader may not change the teacher's week, the person does not teach, the period is
 * bad, or it clashes with a period the teacher holds or an earlier row of the file. A row whose period id
 * is held already (a run of the same import resumed) is counted, not added again.
 */
export function sortTimetableImport(actor: Actor, teacher: Teacher, state: TimetableState, rows: readonly TimetableImportRow[]): { periods: TimetablePeriod[]; already: number; errors: { row: number; errors: string[] }[] } {
  const periods: TimetablePeriod[] = [];
  const errors: { row: number; errors: string[] }[] = [];
  let already = 0;
  const held = [...state.periods.values()];
  for (const { rowNumber, period } of rows) {
    if (state.periods.has(period.id)) {
      already += 1;
      continue;
    }
    const problems = !canEditTimetable(actor, teacher) ? [TIMETABLE_MESSAGES.rowNotAllowed] : !TEACHING_ROLES.includes(teacher.role) ? [TIMETABLE_MESSAGES.notATeacher] : periodProblems(period);
    const clash = problems.length === 0 ? clashOf(held, period) : undefined;
    if (clash) problems.push(clashMessage(clash));
    if (problems.length > 0) {
      errors.push({ row: rowNumber, errors: problems });
      continue;
    }
    held.push(period);
    periods.push(period);
  }
  return { periods, already, errors };
}
