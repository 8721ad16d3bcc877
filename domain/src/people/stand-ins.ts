// Stand-ins (docs/rules.md 'Stand-ins'): a HOD names someone to decide their department's pending
// applications for a range of days, or the admin names one for them; a holder of an office of the approval
// routes (a Principal) names someone to decide that office's waiting steps the same way (issue 43, decision
// 0360). Who may name whom lives here; what a stand-in may decide lives in the leave machine
// (standsInForDepartment, officeMandateFor).

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
  hodOrOffice: 'Name either a HOD or an office, not both',
  holderWithoutOffice: 'A holder is named only with their office',
  unknownOffice: 'This office is not one of the policy in force',
  officeForbidden: 'Only a holder of the office themself or an admin can name a stand-in for it',
  notAHolder: 'Only a holder of this office can have a stand-in for it',
  officeNotEligible: 'The stand-in must be another active employee, HOD or admin',
  officeOverlapping: 'This holder already has a stand-in for this office for some of these days',
} as const;

const idField = (message: string) => requiredText(message).max(200, { error: 'Invalid id' }).check(plainText('Id'));

/**
 * POST /api/stand-ins: for a HOD (`hodId`), or for a holder of an office (`office`, and `holderId`, the
 * caller when absent; issue 43).
 */
export const standInBody = z
  .strictObject({
    hodId: idField(STAND_IN_MESSAGES.hodRequired).optional(),
    office: idField(STAND_IN_MESSAGES.unknownOffice).optional(),
    holderId: idField(STAND_IN_MESSAGES.notAHolder).optional(),
    standInId: idField(STAND_IN_MESSAGES.standInRequired),
    from: requiredDateField({ required: STAND_IN_MESSAGES.fromRequired, invalid: STAND_IN_MESSAGES.fromInvalid }),
    to: requiredDateField({ required: STAND_IN_MESSAGES.toRequired, invalid: STAND_IN_MESSAGES.toInvalid }),
  })
  .superRefine((body, ctx) => {
    if (body.office === undefined && body.hodId === undefined) ctx.addIssue({ code: 'custom', message: STAND_IN_MESSAGES.hodRequired, path: ['hodId'] });
    if (body.office !== undefined && body.hodId !== undefined) ctx.addIssue({ code: 'custom', message: STAND_IN_MESSAGES.hodOrOffice, path: ['office'] });
    if (body.office === undefined && body.holderId !== undefined) ctx.addIssue({ code: 'custom', message: STAND_IN_MESSAGES.holderWithoutOffice, path: ['holderId'] });
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

/** The roles a stand-in for an office may have: those who decide leave (an auditor only reads). */
const OFFICE_STAND_IN_ROLES: readonly Role[] = ['employee', 'hod', 'admin'];

/**
 * Checks a holder's naming of a stand-in for their office (issue 43, decision 0360), as checkStandInNaming
 * does a HOD's: `offices` the policy's own offices (not the built-in HOD and admin), `holds` whether the
 * holder holds the office now, `taken` the holder's namings for this office already made.
 */
export function checkOfficeStandInNaming(input: {
  viewer: Viewer;
  office: string;
  offices: readonly { code: string; name: string }[];
  holder: StandInPerson | null;
  holds: boolean;
  standIn: StandInPerson | null;
  from: CalendarDate;
  to: CalendarDate;
  today: CalendarDate;
  taken: readonly { from: CalendarDate; to: CalendarDate }[];
}): void {
  const { viewer, holder, standIn, from, to, today } = input;
  if (!input.offices.some((office) => office.code === input.office)) throw DomainError.validation(STAND_IN_MESSAGES.unknownOffice, 'office');
  if (viewer.role !== 'admin' && viewer.id !== holder?.id) throw DomainError.forbidden(STAND_IN_MESSAGES.officeForbidden);
  if (!holder || !holder.active || !input.holds) throw DomainError.validation(STAND_IN_MESSAGES.notAHolder, 'holderId');
  if (!standIn || !standIn.active || standIn.id === holder.id || !OFFICE_STAND_IN_ROLES.includes(standIn.role)) throw DomainError.validation(STAND_IN_MESSAGES.officeNotEligible, 'standInId');
  if (compareDates(to, from) < 0) throw DomainError.validation(STAND_IN_MESSAGES.toBeforeFrom, 'to');
  if (compareDates(to, today) < 0) throw DomainError.validation(STAND_IN_MESSAGES.inThePast, 'to');
  if (compareDates(addDays(from, STAND_IN_MAX_DAYS - 1), to) < 0) throw DomainError.validation(STAND_IN_MESSAGES.tooLong, 'to');
  if (input.taken.some((range) => compareDates(range.from, to) <= 0 && compareDates(from, range.to) <= 0)) throw DomainError.conflict(STAND_IN_MESSAGES.officeOverlapping);
}

/** Who may remove a naming: the admin, or the HOD (or the office's holder) it was named for. */
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
  /** The HOD it was named for; null for an office's naming (issue 43). */
  hod: { _id: string; name: string } | null;
  /** The office it was named for (issue 43); null for a HOD's naming. */
  office: { code: string; name: string } | null;
  /** Whom the stand-in stands in for: the HOD, or the office's holder. */
  holder: { _id: string; name: string };
  standIn: { _id: string; name: string; role: Role };
  /** The HOD's department; null for an office's naming. */
  department: string | null;
  from: CalendarDate;
  to: CalendarDate;
  /** Whether it covers today. */
  active: boolean;
}
