// The timetable's wire (issue 45, docs/contract.md 'Timetable'): the bodies and the query of its routes,
// and a period as the answers show it. The rules they apply are domain/src/timetable/timetable.ts's.

import { z } from 'zod';
import { isCalendarDate, type CalendarDate } from '../dates';
import { isClockTime, minutesOf, PERIOD_NUMBER_MAX, TIMETABLE_MESSAGES, TIMETABLE_TEXT_MAX, type TimetablePeriodFields } from '../timetable/timetable';
import { plainText, requiredText } from './fields';
import { excelUploadBody } from './api';


const clockTimeField = z
  .string({ error: TIMETABLE_MESSAGES.timeInvalid })
  .trim()
  .max(5, { error: TIMETABLE_MESSAGES.timeInvalid })
  .check(plainText('Time'))
  .refine(isClockTime, { error: TIMETABLE_MESSAGES.timeInvalid });

const termDateField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(10, { error: message })
    .check(plainText('Term'))
    .refine((value) => isCalendarDate(value), { error: message })
    .transform((value) => value as CalendarDate);

const timetableText = (required: string, label: string) => requiredText(required).max(TIMETABLE_TEXT_MAX, { error: TIMETABLE_MESSAGES.textTooLong }).check(plainText(label));

/** A period's fields as a client sends them (the add and the change). */
export const timetablePeriodFields = z.strictObject({
  weekday: z.number({ error: TIMETABLE_MESSAGES.weekdayInvalid }).int({ error: TIMETABLE_MESSAGES.weekdayInvalid }).min(1, { error: TIMETABLE_MESSAGES.weekdayInvalid }).max(7, { error: TIMETABLE_MESSAGES.weekdayInvalid }),
  period: z.number({ error: TIMETABLE_MESSAGES.periodInvalid }).int({ error: TIMETABLE_MESSAGES.periodInvalid }).min(1, { error: TIMETABLE_MESSAGES.periodInvalid }).max(PERIOD_NUMBER_MAX, { error: TIMETABLE_MESSAGES.periodInvalid }),
  start: clockTimeField,
  end: clockTimeField,
  className: timetableText(TIMETABLE_MESSAGES.classRequired, 'Class'),
  subject: timetableText(TIMETABLE_MESSAGES.subjectRequired, 'Subject'),
  room: z.string({ error: TIMETABLE_MESSAGES.textTooLong }).trim().max(TIMETABLE_TEXT_MAX, { error: TIMETABLE_MESSAGES.textTooLong }).check(plainText('Room')).default(''),
  termFrom: termDateField(TIMETABLE_MESSAGES.termFromInvalid),
  termTo: termDateField(TIMETABLE_MESSAGES.termToInvalid),
});

const withPeriodRules = <T extends z.ZodType<TimetablePeriodFields>>(schema: T) =>
  schema
    .refine((value) => minutesOf(value.start) < minutesOf(value.end), { error: TIMETABLE_MESSAGES.startBeforeEnd, path: ['end'] })
    .refine((value) => value.termFrom <= value.termTo, { error: TIMETABLE_MESSAGES.termInvalid, path: ['termTo'] });

/** PUT /api/timetable/periods/:id */
export const timetablePeriodChangeBody = withPeriodRules(timetablePeriodFields);
export type TimetablePeriodChangeBody = z.output<typeof timetablePeriodChangeBody>;

/** POST /api/timetable/periods: the teacher and the period. */
export const timetablePeriodBody = withPeriodRules(
  z.strictObject({
    userId: requiredText(TIMETABLE_MESSAGES.teacherRequired).max(100, { error: TIMETABLE_MESSAGES.teacherRequired }).check(plainText('Teacher')),
    ...timetablePeriodFields.shape,
  }),
);
export type TimetablePeriodBody = z.output<typeof timetablePeriodBody>;

/** GET /api/timetable?userId= | ?department= (exactly one). */
export const timetableQuery = z
  .strictObject({
    userId: z.string({ error: TIMETABLE_MESSAGES.queryOneOf }).trim().min(1, { error: TIMETABLE_MESSAGES.queryOneOf }).max(100, { error: TIMETABLE_MESSAGES.queryOneOf }).check(plainText('userId')).optional(),
    department: z.string({ error: TIMETABLE_MESSAGES.queryOneOf }).trim().min(1, { error: TIMETABLE_MESSAGES.queryOneOf }).max(100, { error: TIMETABLE_MESSAGES.queryOneOf }).check(plainText('Department')).optional(),
  })
  .refine((query) => (query.userId === undefined) !== (query.department === undefined), { error: TIMETABLE_MESSAGES.queryOneOf });
export type TimetableQuery = z.output<typeof timetableQuery>;

/** A period as the wire shows it. */
export interface TimetablePeriodDto extends TimetablePeriodFields {
  _id: string;
  userId: string;
  teacherName: string;
  department: string | null;
}

export const timetablePeriodDtoSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  teacherName: z.string(),
  department: z.string().nullable(),
  weekday: z.number().int(),
  period: z.number().int(),
  start: z.string(),
  end: z.string(),
  className: z.string(),
  subject: z.string(),
  room: z.string(),
  termFrom: z.string(),
  termTo: z.string(),
});

/** POST /api/timetable/upload: the employee import's upload body, and the term the file's periods are for. */
export const timetableUploadBody = z
  .strictObject({
    ...excelUploadBody.shape,
    termFrom: termDateField(TIMETABLE_MESSAGES.termFromInvalid),
    termTo: termDateField(TIMETABLE_MESSAGES.termToInvalid),
  })
  .refine((value) => value.termFrom <= value.termTo, { error: TIMETABLE_MESSAGES.termInvalid, path: ['termTo'] });
export type TimetableUploadBody = z.output<typeof timetableUploadBody>;

/** What a timetable import answers: the periods added, and each refused row with its reasons. */
export interface TimetableImportResult {
  message: string;
  imported: number;
  errors: { row: number; errors: string[] }[];
}
