// One rule per field, shared by the web forms (forms.ts) and the HTTP bodies (api.ts), so that a form
// and the server can never disagree about what a valid e-mail, mobile number or reason is. Builders
// take the message because docs/product.md words the same rule differently on different screens. One
// file though over 300 lines: it is the one place of the field rules, each a few lines.

import { z } from 'zod';
import { DAY_HALVES, isCalendarDate, parseCalendarDate, type CalendarDate } from '../dates';
import { normaliseDepartment } from '../people/departments';
import { ROLES } from '../people/roles';
import {
  LEAVE_CODE_PATTERN,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  REASON_MAX,
  REASON_MIN,
  REJECTION_REASON_MAX,
} from '../leave/leave.policy';
import { MESSAGES } from './field-messages';
import { emailProblem, passwordLengthProblem } from './sign-in';
import { plainText, textRule } from './plain-text';
import { WHILE_VALID } from './when';

export { controlCharactersMessage } from './sign-in';
export { isPlainText, plainText, textRule, TEXT_RULE_KEY, type TextKind } from './plain-text';

export { MESSAGES };

/** The longest file name most file systems allow. */
export const FILE_NAME_MAX = 255;

/**
 * A string that must not be blank once trimmed; `message` is used for missing, non-text and blank alike.
 * A check chained after it should spread WHILE_VALID, so that a blank value gets this message alone.
 */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** Trimmed text of at least `min` characters, one message for every failure. */
export function textOfAtLeast(min: number, message: string) {
  return z.string({ error: message }).trim().min(min, { error: message });
}

/** A required single-line text named `label` in messages: not blank, no control characters. */
export function requiredPlainText(label: string, requiredMessage = `${label} is required`) {
  return requiredText(requiredMessage).check(plainText(label));
}

/**
 * A trimmed e-mail address in lower case; sign-in.ts's emailProblem is the rule (blank, too long,
 * not an address: the length is checked before the pattern, so that an over-long value never meets it).
 * A check chained after it should spread WHILE_VALID.
 */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .superRefine((value, ctx) => {
      const problem = emailProblem(value, messages);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem, input: value });
    })
    .check(plainText('Email'))
    .toLowerCase();
}

/**
 * Passwords are never trimmed: a space is a legitimate character. A password being checked (sign-in) may
 * hold anything but NUL, so that nobody is locked out of a password set before the text rule; a password
 * being chosen (`label` given) is held to the text rule like any other field.
 */
export function passwordField(messages: { required: string; tooShort: string; tooLong: string }, chosen?: { label: string }) {
  // The lengths are sign-in.ts's passwordLengthProblem, which the sign-in form runs without zod.
  const field = z.string({ error: messages.required }).superRefine((value, ctx) => {
    const problem = passwordLengthProblem(value, messages);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });
  return field.check(chosen ? textRule(chosen.label, 'password') : textRule('Password', 'typedPassword'));
}

/** A password that is typed, not chosen (the current one, a confirmation): required, untrimmed, no minimum. */
export function typedPasswordField(messages: { required: string; tooLong: string }, label = 'Password') {
  return z.string({ error: messages.required }).min(1, { error: messages.required }).max(PASSWORD_MAX, { error: messages.tooLong }).check(textRule(label, 'typedPassword'));
}

export const personNameField = textOfAtLeast(NAME_MIN, MESSAGES.nameTooShort).max(NAME_MAX, { error: MESSAGES.nameTooLong }).check(plainText('Name'));
export const designationField = textOfAtLeast(NAME_MIN, MESSAGES.designationTooShort).max(NAME_MAX, { error: MESSAGES.designationTooLong }).check(plainText('Designation'));
export const qualificationField = textOfAtLeast(NAME_MIN, MESSAGES.qualificationTooShort).max(NAME_MAX, { error: MESSAGES.qualificationTooLong }).check(plainText('Qualification'));

export function mobileField(message: string) {
  return z.string({ error: message }).trim().regex(/^\d{10}$/, { error: message }).check(plainText('Mobile number'));
}

/** A department given as label, name or code in any case, turned into its full label. */
export const departmentField = requiredPlainText('Department', MESSAGES.departmentRequired).transform((value, ctx) => {
  const label = normaliseDepartment(value);
  if (label === null) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.departmentInvalid, input: value });
    return z.NEVER;
  }
  return label;
});

export const roleField = z.enum(ROLES, { error: MESSAGES.roleRequired });

/** A required date given as 'YYYY-MM-DD' or an ISO datetime, kept as the date part as sent. */
export function requiredDateField(messages: { required: string; invalid: string }) {
  return requiredText(messages.required).check(plainText('Date')).transform((value, ctx): CalendarDate => {
    const date = parseCalendarDate(value);
    if (date === null) {
      ctx.addIssue({ code: 'custom', message: messages.invalid, input: value });
      return z.NEVER;
    }
    return date;
  });
}

/** An optional date where "" and null mean "no date". */
export function optionalDateField(invalidMessage: string) {
  return z
    .string({ error: invalidMessage })
    .check(plainText('Date'))
    .nullable()
    .transform((value, ctx): CalendarDate | null => {
      if (value === null || value.trim() === '') return null;
      const date = parseCalendarDate(value);
      if (date === null) {
        ctx.addIssue({ code: 'custom', message: invalidMessage, input: value });
        return z.NEVER;
      }
      return date;
    });
}

/** Optional single-line text named `label` in messages, where "" means "not given". */
export function optionalText(label: string, message: string, max = 100) {
  return z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .check(plainText(label))
    .transform((value) => (value === '' ? undefined : value));
}

/** Employee IDs are stored in upper case, whatever case they are given in ('emp0042' is EMP0042). */
export const employeeIdField = optionalText('Employee ID', 'Employee ID must be at most 30 characters', 30).transform((value) => value?.toUpperCase());

/** The most days any one balance may be set to by hand: a year. */
export const BALANCE_MAX = 365;

/** A balance figure an admin sets: whole days from 0 to 365. */
export const balanceFigureField = z
  .number({ error: MESSAGES.balanceNotNumber })
  .nonnegative({ error: MESSAGES.balanceNegative })
  .multipleOf(0.5, { error: MESSAGES.balanceNotWhole })
  .max(BALANCE_MAX, { error: MESSAGES.balanceTooLarge });

/** Why an admin sets a balance: recorded in the ledger entry. Whether it is needed is the server's call. */
export const balanceReasonField = optionalText('Reason for the balance change', MESSAGES.balanceReasonTooLong, REASON_MAX);

/**
 * Accepts 'cl' or 'CL' and yields the lower-case code: any code of the shape a policy's codes have (2-8
 * letters). Whether the policy in force on the dates has it is the decision's (checkAgainstPolicy), with
 * the same message.
 */
export const leaveTypeField = z
  .string({ error: MESSAGES.leaveTypeRequired })
  .trim()
  .check(plainText('Leave type'))
  .toLowerCase()
  .pipe(z.string().regex(LEAVE_CODE_PATTERN, { error: MESSAGES.leaveTypeRequired }));

/** A filter by leave type: any code of a policy's shape ('Unknown leave type' otherwise). */
export const leaveCodeFilter = (message: string = MESSAGES.leaveTypeRequired) => z.string().regex(LEAVE_CODE_PATTERN, { error: message }).check(plainText('Leave type'));

/** A month as YYYY-MM (the calendar's and the payroll's). */
export const monthField = z
  .string({ error: 'Month must be YYYY-MM' })
  .regex(/^(20\d{2}|2100)-(0[1-9]|1[0-2])$/, { error: 'Month must be YYYY-MM' })
  .check(plainText('Month'));

/** A calendar day given exactly as YYYY-MM-DD, with the message of its field. */
export function exactDateField(message: string) {
  return z
    .string({ error: message })
    .check(plainText('Date'))
    .refine((value) => isCalendarDate(value), { error: message, ...WHILE_VALID })
    .transform((value) => value as CalendarDate);
}

export const startDateField = requiredDateField({ required: MESSAGES.startDateRequired, invalid: MESSAGES.startDateInvalid });
export const endDateField = requiredDateField({ required: MESSAGES.endDateRequired, invalid: MESSAGES.endDateInvalid });
/** fromHalf / toHalf of an application: absent means whole days (the seed's client sends neither). */
export const dayHalfField = z.enum(DAY_HALVES, { error: MESSAGES.halfInvalid }).optional();

/** Reasons are the one multi-line text people type: tabs and line breaks stay, other control characters do not. */
export const leaveReasonField = requiredText(MESSAGES.reasonRequired)
  .min(REASON_MIN, { error: MESSAGES.reasonTooShort, ...WHILE_VALID })
  .max(REASON_MAX, { error: MESSAGES.reasonTooLong })
  .check(plainText('Reason', { multiline: true }));

/** The reason typed when rejecting (the HOD's and the admin's prompt). */
export const rejectionReasonField = requiredText(MESSAGES.rejectionReasonRequired)
  .max(REJECTION_REASON_MAX, { error: MESSAGES.rejectionReasonTooLong })
  .check(plainText('Rejection reason', { multiline: true }));

/** The reason sent with a status change: optional here, since whether one is needed is the decider's call. */
export const optionalRejectionReasonField = z
  .string({ error: MESSAGES.rejectionReasonNotText })
  .trim()
  .max(REJECTION_REASON_MAX, { error: MESSAGES.rejectionReasonTooLong })
  .check(plainText('Rejection reason', { multiline: true }))
  .nullish();

/** An uploaded file's name: a name, not a path, that a file system could hold, ending in .xlsx or .xls. */
export const excelFileNameField = requiredText(MESSAGES.excelFileType)
  .max(FILE_NAME_MAX, { error: MESSAGES.fileNameTooLong })
  .refine((name) => !/[/\\]/.test(name), { error: MESSAGES.fileNameHasPath, ...WHILE_VALID })
  .check(plainText('File name'))
  .refine((name) => /\.xlsx?$/i.test(name), { error: MESSAGES.excelFileType, ...WHILE_VALID });

export const loginEmailField = emailField({ required: MESSAGES.emailRequired, invalid: MESSAGES.emailInvalid });
const passwordMessages = { required: MESSAGES.passwordRequired, tooShort: MESSAGES.passwordTooShort, tooLong: MESSAGES.passwordTooLong };
/** The password typed to sign in. */
export const loginPasswordField = passwordField(passwordMessages);
/** A password chosen at registration or in an import. */
export const chosenPasswordField = passwordField(passwordMessages, { label: 'Password' });
export const newPasswordField = passwordField(
  { required: MESSAGES.newPasswordRequired, tooShort: MESSAGES.newPasswordTooShort, tooLong: MESSAGES.newPasswordTooLong },
  { label: 'New password' },
);
export const currentPasswordField = typedPasswordField({ required: MESSAGES.currentPasswordRequired, tooLong: MESSAGES.currentPasswordTooLong }, 'Current password');
export const dateOfBirthField = requiredDateField({ required: MESSAGES.dateOfBirthRequired, invalid: MESSAGES.dateOfBirthInvalid });
export const dateOfJoiningField = requiredDateField({ required: MESSAGES.dateOfJoiningRequired, invalid: MESSAGES.dateOfJoiningInvalid });
export const optionalDateOfBirthField = optionalDateField(MESSAGES.dateOfBirthInvalid);
export const optionalDateOfJoiningField = optionalDateField(MESSAGES.dateOfJoiningInvalid);

/** Makes a field optional where a blank string also means "not given". */
export function blankAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value), schema.optional());
}
