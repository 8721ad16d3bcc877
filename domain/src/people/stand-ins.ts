// Stand-ins (docs/rules.md 'Stand-ins'): a HOD names someone to decide their department's pending
// applications for a range of days, or the admin names one for them. Who may name whom lives here; what a
// stand-in may decide lives in the leave machine (standsInForDepartment).

import { fillTemplate } from '../i18n/templates';
import { z } from 'zod';
import { addDays, compareDates, type CalendarDate } from '../dates';
import { DomainError } from '../errors';
import { plainText, requiredDateField, requiredText } from '../contracts/fields';
import type { Viewer } from './permissions';
import type { Role } from './roles';

/** The longest range one naming covers. */
export const STAND_IN_MAX_DAYS = 366;

export const STAND_IN_TEMPLATES = { tooLong: 'A stand-in can be named for at most {days} days at a time' } as const;

export const STAND_IN_MESSAGES = {
  hodRequired: 'Please choose the HOD',
  standInRequired: 'Please choose the stand-in',
  fromRequired: 'Please choose the first day',
  fromInvalid: 'Please choose a valid first day',
  toRequired: 'Please choose the last day',
  toInvalid: 'Please choose a valid last day',
  toBeforeFrom: 'The last day cannot be before the first day',
  inThePast: 'The last day cannot be in the past',
  tooLong: fillTemplate(STAND_IN_TEMPLATES.tooLong, { days: STAND_IN_MAX_DAYS }),
  notAHod: 'Only a HOD can have a stand-in',
  forbidden: 'Only the HOD themself or an admin can name a stand-in for a HOD',
  notEligible: 'The stand-in must be another HOD or an employee of the same department',
  overlapping: 'This HOD already has a stand-in for some of these days',
  notFound: 'Stand-in not found',
  removeForbidden: 'Only the HOD or an admin can remove this stand-in',
} as const;

const idField = (message: string) => requiredText(message).max(200, { error: 'Invalid id' }).check(plainText('Id'));

/** POST /api/stand-ins. */
export const standInBody = z.strictObject({
  hodId: idField(STAND_IN_MESSAGES.hodRequired),
  standInId: idField(STAND_IN_MESSAGES.standInRequired),
  from: requiredDateField({ required: STAND_IN_MESSAGES.fromRequired, invalid: STAND_IN_MESSAGES.fromInvalid }),
  to: requiredDateField({ required: STAND_IN_MESSAGES.toRequired, invalid: STAND_IN_MESSAGES.toInvalid }),
});
export type StandInBody = z.infer<typeof standInBody>;

export interface StandInPerson {
  id: string;
  role: Role;
  department: string | null;
  active: boolean;
}

/**
 * Checks a naming and gives the department it covers; throws the refusal a client would see. `taken`:
 * the HOD's stand-ins already named, whose days must not overlap the new one.
 */
export function checkStandInNaming(input: {
  viewer: Viewer;
  hod: StandInPerson | null;
  standIn: StandInPerson | null;
  from: CalendarDate;
  to: CalendarDate;
  today: CalendarDate;
  taken: readonly { from: CalendarDate; to: CalendarDate }[];
}): { department: string } {
  const { viewer, hod, standIn, from, to, today } = input;
  if (viewer.role !== 'admin' && viewer.id !== hod?.id) throw DomainError.forbidden(STAND_IN_MESSAGES.forbidden);
  if (!hod || !hod.active || hod.role !== 'hod' || hod.department === null) throw DomainError.validation(STAND_IN_MESSAGES.notAHod, 'hodId');
  if (!standIn || !standIn.active || standIn.id === hod.id || !(standIn.role === 'hod' || (standIn.role === 'employee' && standIn.department === hod.department))) {
    throw DomainError.validation(STAND_IN_MESSAGES.notEligible, 'standInId');
  }
  if (compareDates(to, from) < 0) throw DomainError.validation(STAND_IN_MESSAGES.toBeforeFrom, 'to');
  if (compareDates(to, today) < 0) throw DomainError.validation(STAND_IN_MESSAGES.inThePast, 'to');
  if (compareDates(addDays(from, STAND_IN_MAX_DAYS - 1), to) < 0) throw DomainError.validation(STAND_IN_MESSAGES.tooLong, 'to');
  if (input.taken.some((range) => compareDates(range.from, to) <= 0 && compareDates(from, range.to) <= 0)) throw DomainError.conflict(STAND_IN_MESSAGES.overlapping);
  return { department: hod.department };
}

/** Who may remove a naming: the admin, or the HOD it was named for. */
export function canRemoveStandIn(viewer: Viewer, standIn: { hodId: string }): boolean {
  return viewer.role === 'admin' || viewer.id === standIn.hodId;
}

/** Whether a naming covers a day. */
export function standInCovers(standIn: { from: CalendarDate; to: CalendarDate }, day: CalendarDate): boolean {
  return compareDates(standIn.from, day) <= 0 && compareDates(day, standIn.to) <= 0;
}

/** One naming as the api answers it. */
export interface StandInDto {
  _id: string;
  hod: { _id: string; name: string };
  standIn: { _id: string; name: string; role: Role };
  department: string;
  from: CalendarDate;
  to: CalendarDate;
  /** Whether it covers today. */
  active: boolean;
}
