// Request bodies of the HTTP contract (docs/contract.md). Every body is strict: a field the server does not
// know is refused rather than silently dropped. Field rules come from fields.ts, shared with the forms.
// One file though over 300 lines: one body per route, a few lines each, the contract's bodies in one place.

import { fillTemplate } from '../i18n/templates';
import { z } from 'zod';
import { addDays, calendarDateOf, parseCalendarDate, type CalendarDate } from '../dates';
import { unknownBalanceTypeMessage } from '../balance/balance.events';
import { LEAVE_CODE_PATTERN, LEAVE_STATUSES, LEAVE_TYPES, NAME_MAX, PASSWORD_MAX } from '../leave/leave.policy';
import { normaliseDepartment } from '../people/departments';
import { isRole, roleNeedsDepartment } from '../people/roles';
import { LANGUAGES } from '../people/languages';
import {
  MESSAGES,
  balanceFigureField,
  balanceReasonField,
  blankAsAbsent,
  chosenPasswordField,
  currentPasswordField,
  dateOfBirthField,
  departmentField,
  designationField,
  employeeIdField,
  endDateField,
  dayHalfField,
  excelFileNameField,
  exactDateField,
  leaveReasonField,
  leaveTypeField,
  leaveCodeFilter,
  loginEmailField,
  loginPasswordField,
  mobileField,
  newPasswordField,
  optionalDateOfBirthField,
  optionalDateOfJoiningField,
  optionalRejectionReasonField,
  personNameField,
  plainText,
  textRule,
  qualificationField,
  requiredPlainText,
  requiredText,
  roleField,
  startDateField,
} from './fields';
import { ALWAYS } from './when';
import { CALENDAR_MESSAGES } from '../policy/policy.calendar';
import { PASSWORD_LINK_MESSAGES } from '../people/password-links';


export const API_TEMPLATES = { unknownField: 'Unknown field: {key}' } as const;
export interface FieldError {
  field: string;
  msg: string;
}

/** The `errors` of a 400 answer: one entry per problem, unknown fields named one by one. */
export function zodIssuesToFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue): FieldError[] => {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: field === '' ? key : `${field}.${key}`, msg: fillTemplate(API_TEMPLATES.unknownField, { key }) }));
    }
    return [{ field, msg: issue.message }];
  });
}

export const loginBody = z.strictObject({
  email: loginEmailField,
  password: loginPasswordField,
});
export type LoginBody = z.output<typeof loginBody>;

const registerFields = {
  name: personNameField,
  email: loginEmailField,
  password: chosenPasswordField,
  confirmPassword: z.string().max(PASSWORD_MAX, { error: MESSAGES.passwordTooLong }).check(textRule('Confirm password', 'typedPassword')).optional(),
  role: roleField.default('employee'),
  // Required but for an auditor (departmentGiven below).
  department: blankAsAbsent(departmentField),
  designation: blankAsAbsent(designationField),
  qualification: blankAsAbsent(qualificationField),
  mobileNo: mobileField(MESSAGES.mobileInvalid),
  dateOfBirth: dateOfBirthField,
  dateOfJoining: optionalDateOfJoiningField.optional().transform((date) => date ?? null),
  employeeId: employeeIdField.optional(),
};

const confirmationMatches = {
  check: (body: { password?: string | undefined; confirmPassword?: string | undefined }) =>
    body.confirmPassword === undefined || body.confirmPassword === body.password,
  params: { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] },
};

/** Everybody but an auditor belongs to a department (roles.ts, roleNeedsDepartment). */
const departmentGiven = {
  check: (body: { role?: unknown; department?: string | undefined }) => body.department !== undefined || !roleNeedsDepartment(isRole(body.role) ? body.role : 'employee'),
  params: { message: MESSAGES.departmentRequired, path: ['department'], ...ALWAYS },
};

/** POST /auth/register by anyone: the password is required. */
export const registerBody = z
  .strictObject(registerFields)
  .refine(confirmationMatches.check, confirmationMatches.params)
  .refine(departmentGiven.check, departmentGiven.params);
export type RegisterBody = z.output<typeof registerBody>;

/** POST /auth/register with an admin's token: a missing password means DEFAULT_EMPLOYEE_PASSWORD. */
export const adminRegisterBody = z
  .strictObject({ ...registerFields, password: chosenPasswordField.optional() })
  .refine(confirmationMatches.check, confirmationMatches.params)
  .refine(departmentGiven.check, departmentGiven.params);
export type AdminRegisterBody = z.output<typeof adminRegisterBody>;

/**
 * An admin's balance figures: any of the five, and of a type beyond them (issue 20) by its code; whether
 * that type exists is the edit's decision (adminBalanceEdit), against the policy in force.
 */
export const leaveBalanceBody = z
  .object(Object.fromEntries(LEAVE_TYPES.map((type) => [type, balanceFigureField.optional()])) as Record<(typeof LEAVE_TYPES)[number], z.ZodOptional<typeof balanceFigureField>>)
  .catchall(balanceFigureField)
  .superRefine((balance, ctx) => {
    for (const code of Object.keys(balance)) {
      if (!LEAVE_CODE_PATTERN.test(code)) ctx.addIssue({ code: 'custom', message: unknownBalanceTypeMessage(code.slice(0, 20)), path: [code] });
    }
  });

/**
 * PUT /users/:id. `password` is accepted and dropped: the seed's admin form always sends its default
 * password, and a password changes only through /auth/change-password. Who may change which field is
 * permissions.ts's business. `balanceReason` goes with `leaveBalance`: required when a figure changes.
 */
/** A person's language (issue 23): one of the product's languages, 400 otherwise. */
export const languageSchema = z.enum(LANGUAGES, { message: 'Language must be one of: en, hi, te' });

export const updateUserBody = z
  .strictObject({
    name: personNameField.optional(),
    email: loginEmailField.optional(),
    department: blankAsAbsent(departmentField),
    designation: designationField.optional(),
    qualification: qualificationField.optional(),
    mobileNo: mobileField(MESSAGES.mobileInvalid).optional(),
    dateOfBirth: optionalDateOfBirthField.optional(),
    dateOfJoining: optionalDateOfJoiningField.optional(),
    role: roleField.optional(),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
    employeeId: employeeIdField.optional(),
    language: languageSchema.optional(),
    leaveBalance: leaveBalanceBody.optional(),
    balanceReason: balanceReasonField.optional(),
    password: z.unknown().optional(),
  })
  .transform(({ password: _ignored, ...changes }) => changes);
export type UpdateUserBody = z.output<typeof updateUserBody>;
/** The fields of a person an edit may change (the reason of a balance edit is not one). */
export type UpdatableUserField = Exclude<keyof UpdateUserBody, 'balanceReason'>;

/** A new password and its optional confirmation (the change-password rules), which must match it. */
const newPasswordFields = {
  newPassword: newPasswordField,
  confirmPassword: z.string().max(PASSWORD_MAX, { error: MESSAGES.newPasswordTooLong }).check(textRule('Confirm password', 'typedPassword')).optional(),
};
const newPasswordConfirmed = (body: { newPassword: string; confirmPassword?: string | undefined }) => body.confirmPassword === undefined || body.confirmPassword === body.newPassword;

export const changePasswordBody = z.strictObject({ currentPassword: currentPasswordField, ...newPasswordFields }).refine(newPasswordConfirmed, {
  message: MESSAGES.newPasswordsDoNotMatch,
  path: ['confirmPassword'],
});
export type ChangePasswordBody = z.output<typeof changePasswordBody>;

/** A set-password link's secret (base64url), as the web app reads it from the link. */
const passwordLinkTokenField = z
  .string({ error: PASSWORD_LINK_MESSAGES.invalid })
  .min(1, { error: PASSWORD_LINK_MESSAGES.invalid })
  .max(200, { error: PASSWORD_LINK_MESSAGES.invalid })
  .regex(/^[A-Za-z0-9_-]+$/, { error: PASSWORD_LINK_MESSAGES.invalid })
  .check(plainText('Token'));

/** POST /auth/set-password: the link's secret and the new password (the change-password rules). */
export const setPasswordBody = z.strictObject({ token: passwordLinkTokenField, ...newPasswordFields }).refine(newPasswordConfirmed, {
  message: MESSAGES.newPasswordsDoNotMatch,
  path: ['confirmPassword'],
});
export type SetPasswordBody = z.output<typeof setPasswordBody>;

/** POST /auth/forgot-password: the address to send a new link to (the sign-in form's e-mail rule). */
export const forgotPasswordBody = z.strictObject({ email: loginEmailField });
export type ForgotPasswordBody = z.output<typeof forgotPasswordBody>;

/** POST /leaves. Dates may be 'YYYY-MM-DD' or ISO datetimes; the date part as sent is kept. */
export const applyLeaveBody = z.strictObject({
  leaveType: leaveTypeField,
  fromDate: startDateField,
  toDate: endDateField,
  reason: leaveReasonField,
  fromHalf: dayHalfField,
  toHalf: dayHalfField,
  /** Issue 46: an admin records the application for this person (their id). */
  onBehalfOf: requiredPlainText('onBehalfOf').max(100).optional(),
  /** Issue 46: with `onBehalfOf`, why the admin records it inside a blackout window (the window is then not refused). */
  overrideReason: requiredText(CALENDAR_MESSAGES.overrideReasonRequired).max(500).check(plainText('Override reason', { multiline: true })).optional(),
  /** Issue 45: who takes each class of the leave (one per period of the preview; substituteId null: the HOD arranges). */
  arrangements: z.array(z.strictObject({ date: exactDateField('Each arrangement needs its date (YYYY-MM-DD)'), period: z.number().int().min(1).max(20), substituteId: requiredPlainText('substituteId').max(100).nullable() })).max(200).optional(),
});
export type ApplyLeaveBody = z.output<typeof applyLeaveBody>;

/** The apply body's fields that are lists: sent as multipart (with files), each is one text part holding its JSON. */
export const APPLY_LIST_FIELDS: readonly (keyof ApplyLeaveBody)[] = ['arrangements'];

/** Issue 45: why the HOD approves with classes not covered. */
export const uncoveredReasonField = z.string({ error: 'Uncovered reason must be text' }).trim().min(1, { error: 'Please say why the classes need not be covered' }).max(500).check(plainText('Uncovered reason', { multiline: true })).optional();

/** POST /leaves/:id/decisions (issue 43): the waiting step approved or rejected (a reason for a rejection). */
export const stepDecisionBody = z.strictObject({
  decision: z.enum(['approve', 'reject'], { error: 'Decision must be approve or reject' }),
  reason: optionalRejectionReasonField,
  uncoveredReason: uncoveredReasonField,
});
export type StepDecisionBody = z.output<typeof stepDecisionBody>;

/** POST /leaves/preview (issue 43): an application not yet made, without its reason; nothing is recorded. */
export const previewLeaveBody = applyLeaveBody.omit({ reason: true, arrangements: true });
export type PreviewLeaveBody = z.output<typeof previewLeaveBody>;

export const LEAVE_STATUS_CHANGES = ['hodApproved', 'approved', 'rejected'] as const;
export type LeaveStatusChange = (typeof LEAVE_STATUS_CHANGES)[number];

/** PUT /leaves/:id/status. Whether a reason is needed is the decider's call (it depends on the status). */
export const leaveStatusBody = z.strictObject({
  status: z.enum(LEAVE_STATUS_CHANGES, { error: 'Status must be hodApproved, approved or rejected' }),
  rejectionReason: optionalRejectionReasonField,
  uncoveredReason: uncoveredReasonField,
});
export type LeaveStatusBody = z.output<typeof leaveStatusBody>;

/**
 * GET /leaves narrows and pages on the server when asked: the original client asks for nothing and gets
 * the whole list; a client showing years of applications passes limit/offset and gets `total` as well.
 */
export const leaveListQuery = z.strictObject({
  status: z.enum(LEAVE_STATUSES).optional(),
  /** Leaves one status out (the review queues leave withdrawn applications out: nobody reviews them). */
  excludeStatus: z.enum(LEAVE_STATUSES).optional(),
  leaveType: leaveCodeFilter().optional(),
  department: z
    .string()
    .check(plainText('Department'))
    .transform((value, ctx) => normaliseDepartment(value) ?? (ctx.addIssue({ code: 'custom', message: 'Unknown department' }), z.NEVER))
    .optional(),
  /** The applicant's role when they applied: a HOD's pending count leaves out HODs' own applications, which the admin decides. */
  applicantRole: z.enum(['employee', 'hod']).optional(),
  search: z.string().trim().max(100).check(plainText('Search')).optional(),
  /** `me`: only what waits for the caller's decision, the waiting steps of their offices (issue 43); open to every role. */
  awaiting: z.literal('me', { error: 'awaiting can only be me' }).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** POST /excel/upload. A data-URL prefix ('data:...;base64,') is tolerated and removed. */
export const excelUploadBody = z.strictObject({
  fileData: requiredText('File data is required')
    .check(plainText('File data'))
    .transform((data) => data.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, ''))
    .refine((data) => data.length > 0 && data.length % 4 === 0 && BASE64.test(data), { error: 'File data must be base64 encoded' }),
  fileName: excelFileNameField,
});
export type ExcelUploadBody = z.output<typeof excelUploadBody>;

/** Bytes that a base64 string decodes to, to test the 10MB limit before decoding. */
export function base64DecodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

// ---- Excel rows -------------------------------------------------------------------------------

/** A cell as text: numbers (a mobile number typed as a number) become their digits, blanks vanish. */
function cellText(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  return value;
}

function lowerCaseCell(value: unknown): unknown {
  const text = cellText(value);
  return typeof text === 'string' ? text.toLowerCase() : text;
}

const EXCEL_EPOCH = '1899-12-30' as CalendarDate;
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A date cell: a Date (the UTC date is taken, as spreadsheet readers give UTC midnight), an Excel serial
 * number, 'YYYY-MM-DD' or the day-first 'DD/MM/YYYY' / 'DD-MM-YYYY' used in India.
 */
export function excelCellDate(value: unknown): CalendarDate | null | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : calendarDateOf(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());
  }
  if (typeof value === 'number') return Number.isFinite(value) && value >= 1 ? addDays(EXCEL_EPOCH, Math.floor(value)) : null;
  if (typeof value !== 'string') return null;
  const dayFirst = DAY_FIRST.exec(value.trim());
  if (dayFirst) return calendarDateOf(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return parseCalendarDate(value);
}

function excelDateColumn(column: string) {
  return z.unknown().optional().transform((value, ctx): CalendarDate | null => {
    const date = excelCellDate(value);
    if (date === null) {
      ctx.addIssue({ code: 'custom', message: `${column} is not a valid date`, input: value });
      return z.NEVER;
    }
    return date ?? null;
  });
}

function requiredCell(column: string) {
  return z.preprocess(cellText, requiredPlainText(column));
}

const isString = (value: unknown): value is string => typeof value === 'string';
const fullName = (first: string, last: string) => `${first} ${last}`;

/** One row of the import workbook, keyed by column heading; turned into the fields of a new user. */
export const importRowSchema = z
  .object({
    'First Name': requiredCell('First Name'),
    'Last Name': requiredCell('Last Name'),
    Email: z.preprocess(cellText, loginEmailField),
    Department: z.preprocess(cellText, departmentField),
    Role: z.preprocess(lowerCaseCell, z.enum(['employee', 'hod'], { error: 'Role must be employee or hod' })),
    Password: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), chosenPasswordField),
    'Employee ID': z.preprocess(cellText, employeeIdField.optional()),
    Designation: z.preprocess(cellText, designationField.optional()),
    Qualification: z.preprocess(cellText, qualificationField.optional()),
    Mobile: z.preprocess(cellText, mobileField(MESSAGES.mobileInvalid).optional()),
    'Date of Birth': excelDateColumn('Date of Birth'),
    'Date of Joining': excelDateColumn('Date of Joining'),
  })
  .refine((row) => !isString(row['First Name']) || !isString(row['Last Name']) || fullName(row['First Name'], row['Last Name']).length <= NAME_MAX, {
    message: MESSAGES.nameTooLong,
    ...ALWAYS,
  })
  .transform((row) => ({
    name: fullName(row['First Name'], row['Last Name']),
    email: row.Email,
    department: row.Department,
    role: row.Role,
    password: row.Password,
    employeeId: row['Employee ID'],
    designation: row.Designation,
    qualification: row.Qualification,
    mobileNo: row.Mobile,
    dateOfBirth: row['Date of Birth'],
    dateOfJoining: row['Date of Joining'],
  }));
export type ImportRow = z.output<typeof importRowSchema>;

/**
 * GET /auth/oidc/callback: the query an identity provider sends to the callback (RFC 6749 4.1.2, RFC
 * 9207's iss; Google adds more). Here, not beside the sign-in rules: those reach the sign-in page, which
 * must not pull zod into the first load.
 */
export const oidcCallbackQuery = z.looseObject({
  code: z.string().min(1).max(4096).check(plainText('code')).optional(),
  state: z.string().min(1).max(512).check(plainText('state')).optional(),
  iss: z.string().min(1).max(2048).check(plainText('iss')).optional(),
  error: z.string().min(1).max(256).check(plainText('error')).optional(),
  error_description: z.string().max(2048).check(plainText('error_description')).optional(),
});

/** POST /arrangements/:id/decline (issue 45): why, optionally. */
export const declineArrangementBody = z.strictObject({ reason: z.string().trim().max(500).check(plainText('Reason', { multiline: true })).optional() });
export type DeclineArrangementBody = z.output<typeof declineArrangementBody>;

/** PUT /arrangements/:id (issue 45): someone else asked, or null: left to the HOD. */
export const changeArrangementBody = z.strictObject({ substituteId: requiredPlainText('substituteId').max(100).nullable() });
export type ChangeArrangementBody = z.output<typeof changeArrangementBody>;

/** GET /arrangements (issue 45): a department's day(s), or one's own classes to take; paged. */
const arrangementListFields = z.strictObject({
  department: z.string().check(plainText('Department')).optional(),
  date: exactDateField('Date must be a date (YYYY-MM-DD)').optional(),
  from: exactDateField('From must be a date (YYYY-MM-DD)').optional(),
  to: exactDateField('To must be a date (YYYY-MM-DD)').optional(),
  mine: z.enum(['true', 'false']).optional(),
  /** One leave's arrangements (its applicant, its department's HOD, the admin, the auditor), released ones too. */
  leaveId: z.string().trim().min(1).max(100).check(plainText('leaveId')).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export const arrangementListQuery = arrangementListFields.refine((query) => query.leaveId === undefined || (query.department === undefined && query.date === undefined && query.from === undefined && query.to === undefined && query.mine === undefined), {
  error: "One leave's classes are asked for by leaveId alone",
  path: ['leaveId'],
});
export type ArrangementListQuery = z.output<typeof arrangementListQuery>;

/** GET /exports/arrangements.csv|.xlsx: a department's range. */
export const arrangementExportQuery = arrangementListFields.pick({ department: true, from: true, to: true });

/** GET /arrangements/counts: one department's teachers (a HOD's own by default), or every department's. */
export const arrangementCountsQuery = arrangementListFields.pick({ department: true });
