// The college's leave policy as data (docs/policy.md): its leave types, each type's allowance, carry-forward
// and application rules, validated by one zod schema that the admin's screen and POST /api/policy/versions
// share. DEFAULT_POLICY is the product description's rules, the policy a new database starts with, so that
// with it every behaviour stays as the constants of leave.policy.ts made it.

import { fillTemplate } from '../i18n/templates';
import { z } from 'zod';
import { plainText } from '../contracts/plain-text';
import { LEAVE_CODE_PATTERN, type LeaveCode } from '../leave/leave.policy';
import { LEAVE_TYPES, type LeaveType } from '../leave/leave.policy';
import { calendarRulesShape, RESTRICTED_HOLIDAY } from './policy.calendar';
import { countsCalendarDays, SANDWICH } from '../dates';
import { approvalRouteSchema, checkRoutes, officeSchema } from './policy.routes';

export { LEAVE_CODE_PATTERN, leaveCodeLabel, type LeaveCode } from '../leave/leave.policy';

export const ALLOWANCE_PERIODS = ['halfYear', 'year', 'serviceYears', 'earned', 'claimed', 'none'] as const;
export type AllowancePeriod = (typeof ALLOWANCE_PERIODS)[number];
export const DAY_COUNTINGS = ['byRole', 'working', 'calendar'] as const;
export type DayCounting = (typeof DAY_COUNTINGS)[number];
/** Who may apply for a type: the roles that apply for leave at all. */
export const APPLYING_ROLES = ['employee', 'hod'] as const;

export const POLICY_SCHEMA_TEMPLATES = {
  knownAllowanceKind: "The allowance of {type} stays of the kind ''{kind}'': the ledger keeps its periods",
} as const;

export const POLICY_MESSAGES = {
  codeInvalid: 'The code must be 2 to 8 lower-case letters',
  codeDuplicate: 'Two leave types cannot share a code',
  codeReserved: "The code 'rh' is the restricted holidays': give the type another",
  nameRequired: 'Please give the name of the leave type',
  colourInvalid: 'The colour must be #rrggbb',
  daysRequired: 'Please give the days of the allowance',
  everyYearsRequired: 'Please give every how many years of service the days are granted',
  divisorRequired: 'Please give the divisor of the working days',
  expiryRequired: 'Please give after how many days a claimed day lapses',
  knownTypeMissing: 'The policy must keep the types CL, SCL, EL, HPL and CCL',
  noTypes: 'The policy needs at least one leave type',
  takenByRequired: 'Please choose who may take this leave',
  newTypeAllowanceKind: 'A new leave type is granted per year, claimed, or has no allowance: half-year, service and earned allowances are for CL, SCL, HPL and EL',
  classAdjustmentTypeUnknown: 'Class adjustment names a leave type the policy does not have',
  classAdjustmentRolesRequired: 'Please choose whose leave needs its classes covered',
  knownAllowanceKind: (code: string, per: string) => fillTemplate(POLICY_SCHEMA_TEMPLATES.knownAllowanceKind, { type: code.toUpperCase(), kind: per }),
} as const;

/** The kind of allowance each of the five known types keeps: the ledger's periods and milestones are built on it. */
export const KNOWN_ALLOWANCE_KINDS: Readonly<Record<LeaveType, AllowancePeriod>> = { cl: 'halfYear', scl: 'halfYear', el: 'earned', hpl: 'serviceYears', ccl: 'year' };

/** The kinds of allowance a type beyond the five may have: the ledger spends its days by calendar year. */
export const NEW_TYPE_ALLOWANCES: readonly AllowancePeriod[] = ['year', 'claimed', 'none'];

const wholeDays = (max: number) => z.number().int().min(0).max(max);
const dayAmount = z.number().min(0).max(3650).multipleOf(0.5);

export const allowanceSchema = z.strictObject({
  per: z.enum(ALLOWANCE_PERIODS),
  /** halfYear, year, serviceYears: the days granted per period; claimed: ignored. */
  days: dayAmount.optional(),
  /** serviceYears: granted once every this many years of service. */
  everyYears: z.number().int().min(1).max(40).optional(),
  /** earned: working days worked divided by this. */
  divisor: z.number().int().min(1).max(365).optional(),
  /** claimed: a claimed day lapses this many days after the day worked. */
  expiresAfterDays: wholeDays(3650).optional(),
});

export const carryForwardSchema = z.strictObject({
  /** The most that passes into the next period; the rest lapses at the boundary. */
  maxDays: dayAmount,
  /** What was carried lapses this many days after the boundary (null: never). */
  expiresAfterDays: wholeDays(3650).nullable(),
});

export const policyLeaveTypeSchema = z.strictObject({
  code: z.string().regex(LEAVE_CODE_PATTERN, { error: POLICY_MESSAGES.codeInvalid }).check(plainText('Code')),
  name: z.string().trim().min(1, { error: POLICY_MESSAGES.nameRequired }).max(60).check(plainText('Name')),
  colour: z.string().regex(/^#[0-9a-f]{6}$/i, { error: POLICY_MESSAGES.colourInvalid }).check(plainText('Colour')),
  paid: z.boolean(),
  /** Issue 49: paid at half the salary (HPL, half pay leave); absent: HPL is, every other type is not. */
  halfPay: z.boolean().optional(),
  takenBy: z.array(z.enum(APPLYING_ROLES)).min(1, { error: POLICY_MESSAGES.takenByRequired }),
  counting: z.enum(DAY_COUNTINGS),
  allowance: allowanceSchema,
  carryForward: carryForwardSchema.nullable(),
  halfDays: z.boolean(),
  /** From this many days on an application needs a medical certificate (null: never). */
  certificateFromDays: z.number().int().min(1).max(365).nullable(),
  /** Whether an application must fit in the balance (false for leave without pay). */
  needsBalance: z.boolean(),
  /** Days between today and the first day of leave at least (0: from today). */
  minNoticeDays: wholeDays(365),
  /** The longest single application in days (null: no limit). */
  maxDaysPerApplication: z.number().int().min(1).max(3650).nullable(),
  /** Issue 46: weekends and holidays between two days of one application count as leave (working-day counting only). */
  sandwich: z.boolean().optional(),
});

function checkAllowance(type: z.output<typeof policyLeaveTypeSchema>, index: number, ctx: z.RefinementCtx): void {
  const { allowance } = type;
  const at = (field: string) => ['leaveTypes', index, 'allowance', field];
  if ((allowance.per === 'halfYear' || allowance.per === 'year' || allowance.per === 'serviceYears') && allowance.days === undefined)
    ctx.addIssue({ code: 'custom', message: POLICY_MESSAGES.daysRequired, path: at('days') });
  if (allowance.per === 'serviceYears' && allowance.everyYears === undefined) ctx.addIssue({ code: 'custom', message: POLICY_MESSAGES.everyYearsRequired, path: at('everyYears') });
  if (allowance.per === 'earned' && allowance.divisor === undefined) ctx.addIssue({ code: 'custom', message: POLICY_MESSAGES.divisorRequired, path: at('divisor') });
  if (allowance.per === 'claimed' && allowance.expiresAfterDays === undefined) ctx.addIssue({ code: 'custom', message: POLICY_MESSAGES.expiryRequired, path: at('expiresAfterDays') });
}

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'A time must be HH:MM' }).check(plainText('Time'));
const hoursSchema = z.strictObject({ start: clockTime, end: clockTime }).refine((hours) => hours.start < hours.end, { error: 'A half day must end after it starts' });

/** The hours of each half of a working day (APP_TIMEZONE): the calendar feeds show a half day at them. */
export const halfDayHoursSchema = z.strictObject({ first: hoursSchema, second: hoursSchema });
export type HalfDayHours = z.output<typeof halfDayHoursSchema>;
export const DEFAULT_HALF_DAY_HOURS: HalfDayHours = { first: { start: '09:00', end: '13:00' }, second: { start: '13:00', end: '17:00' } };

/** Every leave type, in a class adjustment's `leaveTypes`. */
export const ALL_LEAVE_TYPES = '*';

/**
 * Issue 45: whose leave of which types needs its classes covered before the HOD signs (the applicant names
 * a substitute for each period of the timetable the leave takes). Absent: no class adjustment.
 */
export const classAdjustmentSchema = z.strictObject({
  leaveTypes: z
    .array(z.string().check(plainText('Leave type')).refine((code) => code === ALL_LEAVE_TYPES || LEAVE_CODE_PATTERN.test(code), { error: POLICY_MESSAGES.codeInvalid }))
    .min(1, { error: POLICY_MESSAGES.classAdjustmentTypeUnknown })
    .max(30),
  roles: z.array(z.enum(APPLYING_ROLES)).min(1, { error: POLICY_MESSAGES.classAdjustmentRolesRequired }).max(APPLYING_ROLES.length),
});
export type ClassAdjustmentRule = z.output<typeof classAdjustmentSchema>;

export const leavePolicySchema = z
  .strictObject({
    leaveTypes: z.array(policyLeaveTypeSchema).min(1, { error: POLICY_MESSAGES.noTypes }).max(30),
    /** Absent: DEFAULT_HALF_DAY_HOURS (09:00-13:00 and 13:00-17:00). */
    halfDayHours: halfDayHoursSchema.optional(),
    /** The calendar rules (issue 46, policy.calendar.ts): the department cap and the blackout windows; absent, none. */
    ...calendarRulesShape,
    /** The college's offices beside the built-in hod and admin (issue 43). Absent: none. */
    offices: z.array(officeSchema).max(30).optional(),
    /** Who signs which leave, in what order; the first that matches decides. Absent: DEFAULT_APPROVAL_ROUTE. */
    approvalRoutes: z.array(approvalRouteSchema).max(30).optional(),
    /** Whether a 'waiting for your decision' mail carries Approve and Reject links (issue 44). Absent: true. */
    decisionLinks: z.boolean().optional(),
    /** Issue 45: whose leave needs its classes covered. Absent: nobody's. */
    classAdjustment: classAdjustmentSchema.optional(),
  })
  .superRefine((policy, ctx) => {
    const seen = new Set<string>();
    policy.leaveTypes.forEach((type, index) => {
      if (seen.has(type.code)) ctx.addIssue({ code: 'custom', message: POLICY_MESSAGES.codeDuplicate, path: ['leaveTypes', index, 'code'] });
      seen.add(type.code);
      // 'rh' is the restricted holidays' application (issue 46), counted by restrictedHolidays, never a type with a balance.
      if (type.code === RESTRICTED_HOLIDAY) ctx.addIssue({ code: 'custom', message: POLICY_MESSAGES.codeReserved, path: ['leaveTypes', index, 'code'] });
      checkAllowance(type, index, ctx);
      const kind = (KNOWN_ALLOWANCE_KINDS as Readonly<Record<string, AllowancePeriod>>)[type.code];
      // A type beyond the five opens its periods by calendar year (balance.periods.ts): its allowance is per year, claimed or none.
      if (kind === undefined && !NEW_TYPE_ALLOWANCES.includes(type.allowance.per))
        ctx.addIssue({ code: 'custom', message: POLICY_MESSAGES.newTypeAllowanceKind, path: ['leaveTypes', index, 'allowance', 'per'] });
      if (kind !== undefined && type.allowance.per !== kind) ctx.addIssue({ code: 'custom', message: POLICY_MESSAGES.knownAllowanceKind(type.code, kind), path: ['leaveTypes', index, 'allowance', 'per'] });
    });
    // The ledger, the contract's leaveBalance and the original client name these five: they stay.
    if (!LEAVE_TYPES.every((code) => seen.has(code))) ctx.addIssue({ code: 'custom', message: POLICY_MESSAGES.knownTypeMissing, path: ['leaveTypes'] });
    checkRoutes(policy, (message, path) => ctx.addIssue({ code: 'custom', message, path }));
    policy.classAdjustment?.leaveTypes.forEach((code, index) => {
      if (code !== ALL_LEAVE_TYPES && !seen.has(code)) ctx.addIssue({ code: 'custom', message: POLICY_MESSAGES.classAdjustmentTypeUnknown, path: ['classAdjustment', 'leaveTypes', index] });
    });
  });

export type LeavePolicy = z.output<typeof leavePolicySchema>;
export type PolicyLeaveType = z.output<typeof policyLeaveTypeSchema>;
export type Allowance = z.output<typeof allowanceSchema>;

export { DEFAULT_POLICY } from './policy.defaults';

export function policyType(policy: LeavePolicy, code: LeaveCode): PolicyLeaveType | undefined {
  return policy.leaveTypes.find((type) => type.code === code);
}

/**
 * How a leave of `type` counts its days for an applicant of `role`, as `countLeaveDays` takes it: the
 * role ('byRole', and without a policy: a HOD's calendar days, anyone else's working days), or the
 * type's own 'working' or 'calendar' for everyone.
 */
export function dayCountingFor(type: Pick<PolicyLeaveType, 'counting' | 'sandwich'> | undefined, role: string): string {
  const counting = type === undefined || type.counting === 'byRole' ? role : type.counting;
  // The sandwich rule (issue 46) changes a count of working days only: calendar days count the weekends already.
  return type?.sandwich === true && !countsCalendarDays(counting) ? SANDWICH : counting;
}


/** Whether the mails carry decision links and the links decide (issue 44): on unless the policy says false. */
export function decisionLinksOn(policy: Pick<LeavePolicy, 'decisionLinks'>): boolean {
  return policy.decisionLinks !== false;
}

/** The hours of the halves of a day under `policy`. */
export function halfDayHoursOf(policy: LeavePolicy): HalfDayHours {
  return policy.halfDayHours ?? DEFAULT_HALF_DAY_HOURS;
}

/** Issue 45: whether a leave of `leaveType` by an applicant of `role` needs its classes covered under `policy`. */
export function classAdjustmentApplies(policy: Pick<LeavePolicy, 'classAdjustment'> | undefined, leaveType: string, role: string): boolean {
  const rule = policy?.classAdjustment;
  if (!rule) return false;
  return (rule.roles as readonly string[]).includes(role) && (rule.leaveTypes.includes(ALL_LEAVE_TYPES) || rule.leaveTypes.includes(leaveType));
}
