// One rule per field, shared by the web forms (forms.ts) and the HTTP bodies (api.ts), so that a form
// and the server can never disagree about what a valid e-mail, mobile number or reason is. Builders
// take the message because SPEC.md words the same rule differently on different screens.

import { z } from 'zod';
import { parseCalendarDate, type CalendarDate } from '../dates';
import { normaliseDepartment } from '../people/departments';
import { ROLES } from '../people/roles';
import { LEAVE_TYPES, NAME_MIN, PASSWORD_MIN, REASON_MAX, REASON_MIN } from '../leave/leave.policy';

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  nameTooShort: 'Name must be at least 2 characters',
  departmentRequired: 'Department is required',
  departmentInvalid: 'Invalid department',
  roleRequired: 'Role is required',
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  dateOfJoiningRequired: 'Date of joining is required',
  dateOfJoiningInvalid: 'Please enter a valid date of joining',
  dateOfJoiningReadOnly: 'Date of joining cannot be changed',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  designationTooShort: 'Designation must be at least 2 characters',
  qualificationTooShort: 'Qualification must be at least 2 characters',
  employeeEmailInvalid: 'Valid email is required',
  employeeMobileInvalid: 'Valid 10-digit mobile number is required',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: 'New password must be at least 6 characters long',
  confirmNewPasswordRequired: 'Please confirm your new password',
  newPasswordsDoNotMatch: 'New passwords do not match',
  rejectionReasonRequired: 'Please provide a reason for rejection',
  leaveTypeRequired: 'Please select a leave type',
  startDateRequired: 'Please select start date',
  startDateInvalid: 'Please select a valid start date',
  startDateInPast: 'Start date cannot be in the past',
  endDateRequired: 'Please select end date',
  endDateInvalid: 'Please select a valid end date',
  endDateBeforeStartHod: 'End date cannot be before start date',
  endDateBeforeStartEmployee: 'End date must be after start date',
  noWorkingDays: 'The selected dates contain no working days',
  reasonRequired: 'Please provide a reason for leave',
  reasonTooShort: 'Reason must be at least 10 characters long',
  reasonTooLong: 'Reason cannot exceed 500 characters',
  overlappingLeave: 'You already have a leave application for these dates',
  excelFileType: 'Please select a valid Excel file (.xlsx or .xls)',
  excelFileSize: 'File size must be less than 10MB',
} as const;

/** A string that must not be blank once trimmed; `message` is used for missing, non-text and blank alike. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/** Trimmed text of at least `min` characters, one message for every failure. */
export function textOfAtLeast(min: number, message: string) {
  return z.string({ error: message }).trim().min(min, { error: message });
}

export function emailField(messages: { required: string; invalid: string }) {
  return requiredText(messages.required).toLowerCase().regex(z.regexes.email, { error: messages.invalid });
}

/** Passwords are never trimmed: a space is a legitimate character. */
export function passwordField(messages: { required: string; tooShort: string }) {
  return z
    .string({ error: messages.required })
    .min(1, { error: messages.required, abort: true })
    .min(PASSWORD_MIN, { error: messages.tooShort });
}

export const personNameField = textOfAtLeast(NAME_MIN, MESSAGES.nameTooShort);
export const designationField = textOfAtLeast(NAME_MIN, MESSAGES.designationTooShort);
export const qualificationField = textOfAtLeast(NAME_MIN, MESSAGES.qualificationTooShort);

export function mobileField(message: string) {
  return z.string({ error: message }).trim().regex(/^\d{10}$/, { error: message });
}

/** A department given as label, name or code in any case, turned into its full label. */
export const departmentField = requiredText(MESSAGES.departmentRequired).transform((value, ctx) => {
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
  return requiredText(messages.required).transform((value, ctx): CalendarDate => {
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

/** Optional free text where "" means "not given". */
export function optionalText(message: string, max = 100) {
  return z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .transform((value) => (value === '' ? undefined : value));
}

export const employeeIdField = optionalText('Employee ID must be at most 30 characters', 30);

/** Accepts 'cl' or 'CL' and yields the lower-case code. */
export const leaveTypeField = z
  .string({ error: MESSAGES.leaveTypeRequired })
  .trim()
  .toLowerCase()
  .pipe(z.enum(LEAVE_TYPES, { error: MESSAGES.leaveTypeRequired }));

export const startDateField = requiredDateField({ required: MESSAGES.startDateRequired, invalid: MESSAGES.startDateInvalid });
export const endDateField = requiredDateField({ required: MESSAGES.endDateRequired, invalid: MESSAGES.endDateInvalid });

export const leaveReasonField = requiredText(MESSAGES.reasonRequired)
  .min(REASON_MIN, { error: MESSAGES.reasonTooShort })
  .max(REASON_MAX, { error: MESSAGES.reasonTooLong });

export const rejectionReasonField = requiredText(MESSAGES.rejectionReasonRequired);

export const loginEmailField = emailField({ required: MESSAGES.emailRequired, invalid: MESSAGES.emailInvalid });
export const loginPasswordField = passwordField({ required: MESSAGES.passwordRequired, tooShort: MESSAGES.passwordTooShort });
export const newPasswordField = passwordField({ required: MESSAGES.newPasswordRequired, tooShort: MESSAGES.newPasswordTooShort });
export const dateOfBirthField = requiredDateField({ required: MESSAGES.dateOfBirthRequired, invalid: MESSAGES.dateOfBirthInvalid });
export const dateOfJoiningField = requiredDateField({ required: MESSAGES.dateOfJoiningRequired, invalid: MESSAGES.dateOfJoiningInvalid });
export const optionalDateOfBirthField = optionalDateField(MESSAGES.dateOfBirthInvalid);
export const optionalDateOfJoiningField = optionalDateField(MESSAGES.dateOfJoiningInvalid);

/** Makes a field optional where a blank string also means "not given". */
export function blankAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value), schema.optional());
}
