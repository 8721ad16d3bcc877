// The web forms' schemas, carrying docs/product.md §5's messages word for word. The apply-leave schemas are
// factories because whether a date is "in the past" and whether a balance suffices depend on today and
// on the user's balances. One file though over 300 lines: a form's schema, its refinements and the
// messages they pick are read together, and the forms share those refinements.

import { z } from 'zod';
import { compareDates, countSpanDays, isCalendarDate, isHalfDaySpan, type CalendarDate } from '../dates';
import { halfDayProblem } from '../leave/leave.halves';
import { POLICY_APPLY_MESSAGES } from '../policy/policy.apply';
import { fillTemplate, type Say } from '../i18n/templates';
import { dayCountingFor, policyType, type LeavePolicy } from '../policy/policy.schema';
import { EXCEL_MAX_BYTES, LEAVE_TYPES, figureOf, isLeaveCode, isLeaveType, leaveCodeLabel, type LeaveBalance, type LeaveCode, type LeaveType } from '../leave/leave.policy';
import { isRole, roleNeedsDepartment } from '../people/roles';
import {
  MESSAGES,
  balanceFigureField,
  balanceReasonField,
  blankAsAbsent,
  chosenPasswordField,
  currentPasswordField,
  dateOfBirthField,
  dateOfJoiningField,
  departmentField,
  designationField,
  emailField,
  employeeIdField,
  endDateField,
  dayHalfField,
  excelFileNameField,
  leaveReasonField,
  leaveTypeField,
  loginEmailField,
  loginPasswordField,
  mobileField,
  newPasswordField,
  optionalDateOfJoiningField,
  personNameField,
  qualificationField,
  rejectionReasonField,
  roleField,
  startDateField,
  typedPasswordField,
} from './fields';
import { ALWAYS } from './when';

export const loginSchema = z.object({
  email: loginEmailField,
  password: loginPasswordField,
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

/**
 * Cross-field checks run even when another field is wrong (ALWAYS), so that a form shows every problem
 * at once; the checks themselves skip values that did not parse.
 */
const isString = (value: unknown): value is string => typeof value === 'string';

/** A form whose confirmPassword must repeat the password field `passwordKey` (a blank one only says it is required). */
function withConfirmation<Shape extends z.ZodRawShape>(shape: Shape, passwordKey: keyof Shape & string, messages: { required: string; tooLong: string; mismatch: string }) {
  return z
    .object({ ...shape, confirmPassword: typedPasswordField({ required: messages.required, tooLong: messages.tooLong }) })
    .refine(
      (form) => {
        const { confirmPassword, [passwordKey]: password } = form as Record<string, unknown>;
        return !isString(confirmPassword) || confirmPassword === '' || password === confirmPassword;
      },
      { message: messages.mismatch, path: ['confirmPassword'], ...ALWAYS },
    );
}

export const registerSchema = withConfirmation(
  {
    name: personNameField,
    email: loginEmailField,
    department: departmentField,
    role: roleField,
    designation: blankAsAbsent(designationField),
    qualification: blankAsAbsent(qualificationField),
    mobileNo: mobileField(MESSAGES.mobileInvalid),
    dateOfBirth: dateOfBirthField,
    dateOfJoining: dateOfJoiningField,
    password: chosenPasswordField,
  },
  'password',
  { required: MESSAGES.confirmPasswordRequired, tooLong: MESSAGES.passwordTooLong, mismatch: MESSAGES.passwordsDoNotMatch },
);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

/** Everybody but an auditor belongs to a department (permissions.ts): the form asks for one unless the role is auditor. */
function departmentUnlessAuditor(form: { role?: unknown; department?: unknown }, ctx: z.RefinementCtx) {
  const role = isRole(form.role) ? form.role : 'employee';
  if (roleNeedsDepartment(role) && (form.department === undefined || form.department === '')) ctx.addIssue({ code: 'custom', message: MESSAGES.departmentRequired, path: ['department'] });
}

const employeeFormFields = z.object({
  name: personNameField,
  email: emailField({ required: MESSAGES.employeeEmailInvalid, invalid: MESSAGES.employeeEmailInvalid }),
  department: blankAsAbsent(departmentField),
  role: roleField,
  designation: designationField,
  qualification: qualificationField,
  mobileNo: mobileField(MESSAGES.employeeMobileInvalid),
  dateOfBirth: dateOfBirthField,
  dateOfJoining: optionalDateOfJoiningField.optional(),
  employeeId: employeeIdField.optional(),
});

/** The admin's Add/Edit Employee modal. */
export const employeeFormSchema = employeeFormFields.superRefine(departmentUnlessAuditor, ALWAYS);
export type EmployeeFormInput = z.input<typeof employeeFormSchema>;
export type EmployeeFormValues = z.output<typeof employeeFormSchema>;

/** A balance typed into the edit form: whole or half days from 0 to 365 ('4.5': a half day was taken). */
const balanceInputField = z
  .string({ error: MESSAGES.balanceNotWhole })
  .trim()
  .regex(/^\d+(\.5|\.0)?$/, { error: MESSAGES.balanceNotWhole })
  .transform(Number)
  .pipe(balanceFigureField);

/**
 * The edit form's field of a type beyond the five ('leave_exam'): a policy's code could be a person's field
 * name ('name', 'email', 'role' are 2-8 letters), so those figures have a prefix the person's fields lack.
 */
export const otherBalanceField = (code: LeaveCode): string => `leave_${code}`;

/**
 * The admin's Edit Employee modal: the employee's fields, their balances (the five, then `others`: the
 * policy's other types and those their ledger holds) and, as soon as one of them differs from `current`
 * (the balances when the form opened), the reason, which the ledger records. Only the balances that
 * changed are sent, so that a debit made meanwhile is never undone.
 */
export function makeEmployeeEditSchema(current: LeaveBalance, others: readonly LeaveCode[] = []) {
  const fieldOf = (code: LeaveCode) => (isLeaveType(code) ? code : otherBalanceField(code));
  const codes: LeaveCode[] = [...LEAVE_TYPES, ...others.filter((code) => !isLeaveType(code))];
  const fields = Object.fromEntries(codes.map((code) => [fieldOf(code), balanceInputField])) as Record<LeaveType, typeof balanceInputField>;
  const wantedOf = (form: Record<string, unknown>) => Object.fromEntries(codes.map((code) => [code, form[fieldOf(code)]])) as Record<LeaveCode, number>;
  return employeeFormFields
    .extend({ ...fields, balanceReason: balanceReasonField })
    .superRefine(departmentUnlessAuditor, ALWAYS)
    .superRefine((form, ctx) => {
      const wanted = wantedOf(form);
      const changed = codes.some((code) => typeof wanted[code] === 'number' && wanted[code] !== (current[code] ?? 0));
      if (changed && !form.balanceReason) ctx.addIssue({ code: 'custom', message: MESSAGES.balanceReasonRequired, path: ['balanceReason'] });
    }, ALWAYS)
    .transform((form): EmployeeEditValues => {
      const wanted = wantedOf(form);
      const { balanceReason } = form;
      const employee = Object.fromEntries(Object.entries(form).filter(([key]) => key !== 'balanceReason' && !codes.some((code) => fieldOf(code) === key))) as EmployeeFormValues;
      const changed = Object.fromEntries(codes.filter((code) => wanted[code] !== (current[code] ?? 0)).map((code) => [code, wanted[code]])) as Partial<LeaveBalance>;
      return Object.keys(changed).length === 0 ? employee : { ...employee, leaveBalance: changed, ...(balanceReason ? { balanceReason } : {}) };
    });
}
export type EmployeeEditValues = EmployeeFormValues & { leaveBalance?: Partial<LeaveBalance>; balanceReason?: string };

export const changePasswordSchema = withConfirmation(
  { currentPassword: currentPasswordField, newPassword: newPasswordField },
  'newPassword',
  { required: MESSAGES.confirmNewPasswordRequired, tooLong: MESSAGES.newPasswordTooLong, mismatch: MESSAGES.newPasswordsDoNotMatch },
);
/** The set-password page of an e-mailed link: the new password and its confirmation (the change-password rules). */
export const setPasswordSchema = withConfirmation({ newPassword: newPasswordField }, 'newPassword', {
  required: MESSAGES.confirmNewPasswordRequired,
  tooLong: MESSAGES.newPasswordTooLong,
  mismatch: MESSAGES.newPasswordsDoNotMatch,
});
export type SetPasswordValues = z.output<typeof setPasswordSchema>;

/** 'Forgot password?': the address to send a link to. */
export const forgotPasswordSchema = z.object({ email: loginEmailField });
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;

const profileFields = {
  name: personNameField,
  email: loginEmailField,
  mobileNo: mobileField(MESSAGES.mobileInvalid),
  designation: designationField,
  qualification: qualificationField,
  dateOfBirth: dateOfBirthField,
};

export const adminProfileSchema = z.object({
  ...profileFields,
  department: blankAsAbsent(departmentField),
  dateOfJoining: dateOfJoiningField,
});
export type AdminProfileInput = z.input<typeof adminProfileSchema>;
export type AdminProfileValues = z.output<typeof adminProfileSchema>;

export const hodProfileSchema = z.object({
  ...profileFields,
  department: departmentField,
  dateOfJoining: optionalDateOfJoiningField.optional(),
});
export type HodProfileInput = z.input<typeof hodProfileSchema>;
export type HodProfileValues = z.output<typeof hodProfileSchema>;

/** An employee cannot change department or date of joining: neither is part of their form's output. */
export const employeeProfileSchema = z.object(profileFields);
export type EmployeeProfileInput = z.input<typeof employeeProfileSchema>;
export type EmployeeProfileValues = z.output<typeof employeeProfileSchema>;

export const rejectionReasonSchema = rejectionReasonField;

function typeCode(type: LeaveCode): string {
  return leaveCodeLabel(type);
}

/** The balance refusals as templates (domain/src/i18n/templates.ts); 'days' stays plural, as the product description words them. */
export const BALANCE_FORM_TEMPLATES = {
  hod: 'Insufficient {type} balance. Available: {available} days, Requested: {requested} days',
  employee: 'Insufficient {type} balance. You have {available} days remaining, but requested {requested} days.',
} as const;

/** 'Insufficient CL balance. Available: 3 days, Requested: 5 days' (HOD form and the server). */
export function insufficientBalanceMessageHod(type: LeaveCode, available: number, requested: number, say: Say = fillTemplate): string {
  return say(BALANCE_FORM_TEMPLATES.hod, { type: typeCode(type), available, requested });
}

/** 'Insufficient CL balance. You have 3 days remaining, but requested 5 days.' (employee form) */
export function insufficientBalanceMessageEmployee(type: LeaveCode, available: number, requested: number, say: Say = fillTemplate): string {
  return say(BALANCE_FORM_TEMPLATES.employee, { type: typeCode(type), available, requested });
}

export interface ApplyLeaveContext {
  today: CalendarDate;
  /** The balances to check against; when absent (still loading) the balance check is skipped. */
  balances?: LeaveBalance | null;
  /** The college's holiday dates: the employee form leaves them out of its count, as the server does. */
  holidays?: readonly string[];
  /** The policy in force: whether the chosen type may be taken in half days. */
  policy?: LeavePolicy;
  /** Words the refusals with figures (the web's, in the language shown); English by default. */
  say?: Say;
}

interface ApplicantRule {
  role: 'hod' | 'employee';
  endBeforeStart: string;
  insufficient: (type: LeaveCode, available: number, requested: number, say: Say) => string;
}

function makeApplyLeaveSchema(rule: ApplicantRule, { today, balances, holidays, policy, say = fillTemplate }: ApplyLeaveContext) {
  return z
    .object({
      leaveType: leaveTypeField,
      fromDate: startDateField.refine((date) => compareDates(date, today) >= 0, { error: MESSAGES.startDateInPast }),
      toDate: endDateField,
      reason: leaveReasonField,
      fromHalf: blankAsAbsent(dayHalfField),
      toHalf: blankAsAbsent(dayHalfField),
    })
    .superRefine((form, ctx) => {
      if (!isCalendarDate(form.fromDate) || !isCalendarDate(form.toDate)) return;
      if (compareDates(form.toDate, form.fromDate) < 0) {
        ctx.addIssue({ code: 'custom', message: rule.endBeforeStart, path: ['toDate'] });
        return;
      }
      const span = { fromDate: form.fromDate, toDate: form.toDate, fromHalf: form.fromHalf, toHalf: form.toHalf };
      const problem = halfDayProblem(span, holidays);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
        return;
      }
      if (policy && isHalfDaySpan(span) && policyType(policy, form.leaveType)?.halfDays === false) {
        ctx.addIssue({ code: 'custom', message: POLICY_APPLY_MESSAGES.noHalfDays(form.leaveType, say), path: ['fromHalf'] });
        return;
      }
      const days = countSpanDays(dayCountingFor(policy ? policyType(policy, form.leaveType) : undefined, rule.role), span, holidays);
      if (days === 0) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.noWorkingDays, path: ['toDate'] });
        return;
      }
      // A blank or malformed code is the field's own error; a code the policy in force lacks is this one.
      if (!isLeaveCode(form.leaveType)) return;
      const type = policy ? policyType(policy, form.leaveType) : undefined;
      if (policy ? type === undefined : !isLeaveType(form.leaveType)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.leaveTypeRequired, path: ['leaveType'] });
        return;
      }
      const available = balances ? figureOf(balances, form.leaveType) : 0;
      if (balances && (type?.needsBalance ?? true) && days > available) {
        ctx.addIssue({ code: 'custom', message: rule.insufficient(form.leaveType, available, days, say), path: ['leaveType'] });
      }
    }, ALWAYS);
}

/** HOD form: calendar days, weekends counted. */
export function makeHodApplyLeaveSchema(context: ApplyLeaveContext) {
  return makeApplyLeaveSchema({ role: 'hod', endBeforeStart: MESSAGES.endDateBeforeStartHod, insufficient: insufficientBalanceMessageHod }, context);
}

/** Employee form: Monday-Friday days only, less the college's holidays. */
export function makeEmployeeApplyLeaveSchema(context: ApplyLeaveContext) {
  return makeApplyLeaveSchema(
    { role: 'employee', endBeforeStart: MESSAGES.endDateBeforeStartEmployee, insufficient: insufficientBalanceMessageEmployee },
    context,
  );
}

export type ApplyLeaveSchema = ReturnType<typeof makeHodApplyLeaveSchema>;
export type ApplyLeaveInput = z.input<ApplyLeaveSchema>;
export type ApplyLeaveValues = z.output<ApplyLeaveSchema>;

/** null when the file can be uploaded, otherwise the message to show (the upload's own rules on the name). */
export function validateExcelFile(file: { name: string; size: number }): string | null {
  const name = excelFileNameField.safeParse(file.name);
  if (!name.success) return name.error.issues[0]?.message ?? MESSAGES.excelFileType;
  if (file.size >= EXCEL_MAX_BYTES) return MESSAGES.excelFileSize;
  return null;
}
