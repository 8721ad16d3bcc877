// The college's holiday calendar (docs/rules.md 'Holidays'): one stream, `holidays-college`, whose events
// are the admin's additions and removals. Each date holds at most one holiday. The `holidays` read model
// is its projection; the day counts of an employee's leave and of earned leave leave the holidays out.

import { fillTemplate } from '../i18n/templates';
import { z } from 'zod';
import { dateParts, isCalendarDate, type CalendarDate } from '../dates';
import { DomainError } from '../errors';
import { eventTypes } from '../event-types';
import { plainText, requiredText } from '../contracts/fields';
import { excelUploadBody } from '../contracts/api';
import type { Actor } from '../leave/leave.events';

export const HOLIDAY_NAME_MAX = 100;
export const HOLIDAY_YEAR_MIN = 2000;
export const HOLIDAY_YEAR_MAX = 2100;

export const HOLIDAY_TEMPLATES = {
  yearOutOfRange: 'The year must be between {min} and {max}',
  nameTooLong: 'The name of the holiday cannot exceed {max} characters',
} as const;

export const HOLIDAY_MESSAGES = {
  dateRequired: 'Please select the date of the holiday',
  dateInvalid: 'Please select a valid date',
  yearOutOfRange: fillTemplate(HOLIDAY_TEMPLATES.yearOutOfRange, { min: HOLIDAY_YEAR_MIN, max: HOLIDAY_YEAR_MAX }),
  nameRequired: 'Please give the name of the holiday',
  nameTooLong: fillTemplate(HOLIDAY_TEMPLATES.nameTooLong, { max: HOLIDAY_NAME_MAX }),
  duplicateDate: 'There is already a holiday on this date',
  notFound: 'Holiday not found',
} as const;

export interface HolidayAdded {
  type: 'HolidayAdded';
  /** `optional`: a restricted holiday (issue 46), a working day for whoever does not take it. */
  data: { holidayId: string; date: CalendarDate; name: string; optional?: true; by: Actor };
}

export interface HolidayRemoved {
  type: 'HolidayRemoved';
  data: { holidayId: string; date: CalendarDate; name: string; by: Actor };
}

export type HolidayEvent = HolidayAdded | HolidayRemoved;
export const holidayEventTypes = eventTypes<HolidayEvent>({ HolidayAdded: true, HolidayRemoved: true });

export interface Holiday {
  id: string;
  date: CalendarDate;
  name: string;
  /** A restricted holiday (issue 46): each person may take the policy's `restrictedHolidays.perYear` of them; a working day otherwise. */
  optional?: boolean | undefined;
}

/** The calendar as its stream folds: the holidays by date. */
export interface HolidayCalendar {
  byDate: ReadonlyMap<string, Holiday>;
  version: number;
}

export const initialHolidayCalendar: HolidayCalendar = { byDate: new Map(), version: 0 };

export function evolveHolidays(calendar: HolidayCalendar, event: HolidayEvent): HolidayCalendar {
  const byDate = new Map(calendar.byDate);
  if (event.type === 'HolidayAdded') byDate.set(event.data.date, { id: event.data.holidayId, date: event.data.date, name: event.data.name, ...(event.data.optional ? { optional: true } : {}) });
  else if (byDate.get(event.data.date)?.id === event.data.holidayId) byDate.delete(event.data.date);
  return { byDate, version: calendar.version + 1 };
}

export type HolidayCommand =
  | { type: 'AddHolidays'; data: { actor: Actor; holidays: readonly Holiday[] } }
  | { type: 'RemoveHoliday'; data: { actor: Actor; holidayId: string } };

/**
 * Adding refuses a date that already has a holiday (409), so that two admins, or an import and an admin,
 * never put two on one day; an import asks for the dates not yet held only. Removing an unknown id is 404.
 */
export function decideHolidays(command: HolidayCommand, calendar: HolidayCalendar): HolidayEvent[] {
  const { actor } = command.data;
  if (actor.role !== 'admin') throw DomainError.forbidden('Only an admin can change the holiday calendar');
  if (command.type === 'AddHolidays') {
    const seen = new Set<string>();
    return command.data.holidays.map((holiday): HolidayEvent => {
      if (calendar.byDate.has(holiday.date) || seen.has(holiday.date)) throw DomainError.conflict(HOLIDAY_MESSAGES.duplicateDate);
      seen.add(holiday.date);
      return { type: 'HolidayAdded', data: { holidayId: holiday.id, date: holiday.date, name: holiday.name, ...(holiday.optional ? { optional: true as const } : {}), by: actor } };
    });
  }
  const found = [...calendar.byDate.values()].find((holiday) => holiday.id === command.data.holidayId);
  if (!found) throw DomainError.notFound(HOLIDAY_MESSAGES.notFound);
  return [{ type: 'HolidayRemoved', data: { holidayId: found.id, date: found.date, name: found.name, by: actor } }];
}

// --- Wire -------------------------------------------------------------------------------------------

export const holidayDateField = z
  .string({ error: HOLIDAY_MESSAGES.dateRequired })
  .trim()
  .min(1, { error: HOLIDAY_MESSAGES.dateRequired })
  .check(plainText('Date'))
  .refine((value) => isCalendarDate(value), { error: HOLIDAY_MESSAGES.dateInvalid })
  .refine((value) => !isCalendarDate(value) || (dateParts(value).year >= HOLIDAY_YEAR_MIN && dateParts(value).year <= HOLIDAY_YEAR_MAX), {
    error: HOLIDAY_MESSAGES.yearOutOfRange,
  })
  .transform((value) => value as CalendarDate);

export const holidayNameField = requiredText(HOLIDAY_MESSAGES.nameRequired).max(HOLIDAY_NAME_MAX, { error: HOLIDAY_MESSAGES.nameTooLong }).check(plainText('Name'));

/** POST /api/holidays, and the admin's form. */
export const holidayBody = z.strictObject({ date: holidayDateField, name: holidayNameField, optional: z.boolean({ error: 'Optional must be true or false' }).optional() });
export type HolidayBody = z.output<typeof holidayBody>;

/** GET /api/holidays?year= */
export const holidayListQuery = z.strictObject({
  year: z.coerce
    .number({ error: HOLIDAY_MESSAGES.yearOutOfRange })
    .int({ error: HOLIDAY_MESSAGES.yearOutOfRange })
    .min(HOLIDAY_YEAR_MIN, { error: HOLIDAY_MESSAGES.yearOutOfRange })
    .max(HOLIDAY_YEAR_MAX, { error: HOLIDAY_MESSAGES.yearOutOfRange }),
});

export interface HolidayDto {
  _id: string;
  /** 'YYYY-MM-DD' */
  date: CalendarDate;
  name: string;
  /** A restricted holiday (issue 46); absent for a holiday of everyone. */
  optional?: true;
}

/** POST /api/holidays/import: the employee import's upload body, and the year the file holds. */
export const holidayImportBody = z.strictObject({
  ...excelUploadBody.shape,
  year: z
    .number({ error: HOLIDAY_MESSAGES.yearOutOfRange })
    .int({ error: HOLIDAY_MESSAGES.yearOutOfRange })
    .min(HOLIDAY_YEAR_MIN, { error: HOLIDAY_MESSAGES.yearOutOfRange })
    .max(HOLIDAY_YEAR_MAX, { error: HOLIDAY_MESSAGES.yearOutOfRange }),
});
export type HolidayImportBody = z.output<typeof holidayImportBody>;

export interface HolidayImportResult {
  message: string;
  added: number;
  errors: { row: number; errors: string[] }[];
  /** Dates of the file that already had a holiday: not imported again. */
  existingDates: CalendarDate[];
}
