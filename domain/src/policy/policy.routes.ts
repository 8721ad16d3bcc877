// Approval routes the college sets (issue 43, docs/policy.md 'Approval routes'): the offices beside the
// built-in `hod` (the applicant's department's HOD) and `admin`, and the routes that say which offices sign
// which leave, in what order. Pure: the route of an application is the first whose leave type and
// conditions match (`routeFor`), its steps resolved against the holders of each office (`resolveRoute`).
// A policy without routes has the default one, `*`: hod then admin, the two-step path of SPEC.md.

import { z } from 'zod';
import { plainText } from '../contracts/plain-text';

/** The offices every policy has: the applicant's department's HOD, and the admins. */
export const BUILT_IN_OFFICES = { hod: 'HOD', admin: 'Admin' } as const;
export type BuiltInOffice = keyof typeof BUILT_IN_OFFICES;

export const ROUTE_MESSAGES = {
  officeCodeInvalid: 'An office code is 2 to 24 lower-case letters, digits or hyphens, starting with a letter',
  officeNameRequired: 'Please give the name of the office',
  officeDuplicate: 'Two offices cannot share a code',
  officeBuiltIn: 'hod and admin are built-in offices: choose another code',
  officeUnknown: 'This office is not one of the policy: add it to the offices first',
  routeNameRequired: 'Please give the name of the route',
  leaveTypeUnknown: 'This leave type is not one of the policy',
  stepsRequired: 'A route needs at least one step',
  anyOfTooFew: 'A step of any of several offices names at least two',
  minAboveMax: 'The fewest days cannot be more than the most days',
  escalateToRequired: 'Please choose the office a waiting step escalates to',
  escalateAfterRequired: 'Please give after how many hours a waiting step escalates',
} as const;

const OFFICE_CODE_PATTERN = /^[a-z][a-z0-9-]{1,23}$/;
export const officeCodeField = z.string().regex(OFFICE_CODE_PATTERN, { error: ROUTE_MESSAGES.officeCodeInvalid }).check(plainText('Office'));

export const officeSchema = z.strictObject({
  code: officeCodeField,
  name: z.string().trim().min(1, { error: ROUTE_MESSAGES.officeNameRequired }).max(60).check(plainText('Name')),
});
export type Office = z.output<typeof officeSchema>;

export const routeStepSchema = z.union([
  z.strictObject({ office: officeCodeField }),
  z.strictObject({ anyOf: z.array(officeCodeField).min(2, { error: ROUTE_MESSAGES.anyOfTooFew }).max(6) }),
]);
export type RouteStep = z.output<typeof routeStepSchema>;

/** A leave code (LEAVE_CODE_PATTERN), or '*' for every type. */
const ROUTE_TYPE_PATTERN = /^(\*|[a-z]{2,8})$/;

const days = z.number().min(0).max(3650).multipleOf(0.5);
const hours = z.number().int().min(1).max(24 * 90);

export const approvalRouteSchema = z.strictObject({
  name: z.string().trim().min(1, { error: ROUTE_MESSAGES.routeNameRequired }).max(60).check(plainText('Name')),
  /** The types it is for: codes of the policy, or '*' for every type. */
  leaveTypes: z.array(z.string().regex(ROUTE_TYPE_PATTERN, { error: ROUTE_MESSAGES.leaveTypeUnknown }).check(plainText('Leave type'))).min(1),
  /** Further conditions: the days of the application (as counted for it), the applicant's role. */
  when: z
    .strictObject({
      minDays: days.optional(),
      maxDays: days.optional(),
      applicantRoles: z.array(z.enum(['employee', 'hod'])).min(1).optional(),
    })
    .optional(),
  steps: z.array(routeStepSchema).min(1, { error: ROUTE_MESSAGES.stepsRequired }).max(8),
  /** A step waiting this long sends its approvers a reminder. */
  remindAfterHours: hours.optional(),
  /** A step waiting this long moves to `escalateTo`. */
  escalateAfterHours: hours.optional(),
  escalateTo: officeCodeField.optional(),
});
export type ApprovalRoute = z.output<typeof approvalRouteSchema>;

/** The route of a policy that names none: every type, the department's HOD, then the admin. */
export const DEFAULT_APPROVAL_ROUTE: ApprovalRoute = { name: 'HOD, then admin', leaveTypes: ['*'], steps: [{ office: 'hod' }, { office: 'admin' }] };

interface RoutedPolicy {
  leaveTypes: readonly { code: string }[];
  offices?: readonly Office[] | undefined;
  approvalRoutes?: readonly ApprovalRoute[] | undefined;
}

/** The offices of a policy besides the built-in ones. */
export function officesOf(policy: Pick<RoutedPolicy, 'offices'>): readonly Office[] {
  return policy.offices ?? [];
}

/** The routes of a policy, in order: the default one when it names none. */
export function approvalRoutesOf(policy: Pick<RoutedPolicy, 'approvalRoutes'>): readonly ApprovalRoute[] {
  return policy.approvalRoutes && policy.approvalRoutes.length > 0 ? policy.approvalRoutes : [DEFAULT_APPROVAL_ROUTE];
}

/** The name an office shows: 'HOD', 'Admin', or the policy's ('Principal'); the code when the policy lost it. */
export function officeName(policy: Pick<RoutedPolicy, 'offices'>, code: string): string {
  if (code === 'hod' || code === 'admin') return BUILT_IN_OFFICES[code];
  return officesOf(policy).find((office) => office.code === code)?.name ?? code;
}

/** The offices of a step: one, or the several any of which decides it. */
export function stepOffices(step: RouteStep): readonly string[] {
  return 'office' in step ? [step.office] : step.anyOf;
}

/** What the route of an application depends on. */
export interface RoutedApplication {
  leaveType: string;
  /** As counted for the application. */
  numberOfDays: number;
  applicantRole: string;
}

function matches(route: ApprovalRoute, application: RoutedApplication): boolean {
  if (!route.leaveTypes.includes('*') && !route.leaveTypes.includes(application.leaveType)) return false;
  const when = route.when;
  if (!when) return true;
  if (when.minDays !== undefined && application.numberOfDays < when.minDays) return false;
  if (when.maxDays !== undefined && application.numberOfDays > when.maxDays) return false;
  if (when.applicantRoles !== undefined && !(when.applicantRoles as readonly string[]).includes(application.applicantRole)) return false;
  return true;
}

/** The first route of the policy whose leave types and conditions match the application; the default when none does. */
export function routeFor(policy: Pick<RoutedPolicy, 'approvalRoutes'>, application: RoutedApplication): ApprovalRoute {
  return approvalRoutesOf(policy).find((route) => matches(route, application)) ?? DEFAULT_APPROVAL_ROUTE;
}

export interface RouteApprover {
  id: string;
  name: string;
}

/**
 * Who holds each office for an application: `hod` the HODs of the applicant's department, `admin` the
 * admins, every other office the people an admin named for it. An office nobody holds is absent or empty.
 */
export type OfficeHolders = Readonly<Record<string, readonly RouteApprover[]>>;

/** A step of an application's route as fixed when it was made (recorded in its LeaveApplied). */
export interface ResolvedStep {
  /** The office's code; of a step any of several offices decides, their codes joined by '|'. */
  office: string;
  /** The office's name; of several, their names joined by ' or '. */
  name: string;
  /** Who may decide it (the holders of its offices when the application was made), by name. */
  approvers: RouteApprover[];
  /** True when its only approver was the applicant: the application starts at the next step. */
  skipped?: true;
  /** Set by LeaveStepEscalated (issue 43): the step waited too long and moved to the step after it, when and why. */
  escalated?: { at: string; reason: string };
  /** The step an escalation put in: it escalates no further. */
  byEscalation?: true;
  /** Set by LeaveStepReminded: when its approvers were reminded (once a step). */
  reminded?: string;
}

/** What a route says of a step that waits too long, fixed when the application is made (its LeaveApplied). */
export interface RouteTimers {
  remindAfterHours?: number;
  escalateAfterHours?: number;
  /** The office it escalates to, resolved as a step against the holders of the day. */
  escalateTo?: ResolvedStep;
}

/** The route's timers for an applicant, or undefined when it has none. */
export function routeTimersOf(policy: Pick<RoutedPolicy, 'offices'>, route: ApprovalRoute, applicantId: string, holders: OfficeHolders): RouteTimers | undefined {
  const { remindAfterHours, escalateAfterHours, escalateTo } = route;
  if (remindAfterHours === undefined && escalateAfterHours === undefined) return undefined;
  const [to] = escalateTo === undefined ? [] : resolveRoute(policy, { ...route, steps: [{ office: escalateTo }] }, applicantId, holders);
  return { ...(remindAfterHours === undefined ? {} : { remindAfterHours }), ...(escalateAfterHours === undefined || !to ? {} : { escalateAfterHours, escalateTo: to }) };
}

/** The route's steps for an applicant: each step's approvers, a step whose only approver is the applicant skipped. */
export function resolveRoute(policy: Pick<RoutedPolicy, 'offices'>, route: ApprovalRoute, applicantId: string, holders: OfficeHolders): ResolvedStep[] {
  return route.steps.map((step) => {
    const offices = stepOffices(step);
    const approvers: RouteApprover[] = [];
    for (const office of offices) {
      for (const holder of holders[office] ?? []) if (!approvers.some((known) => known.id === holder.id)) approvers.push({ id: holder.id, name: holder.name });
    }
    const onlyTheApplicant = approvers.length > 0 && approvers.every((approver) => approver.id === applicantId);
    return {
      office: offices.join('|'),
      name: offices.map((office) => officeName(policy, office)).join(' or '),
      approvers,
      ...(onlyTheApplicant ? { skipped: true as const } : {}),
    };
  });
}

/** The steps an application waits for, in order: its route less the skipped ones. */
export function stepsToDecide(route: readonly ResolvedStep[]): ResolvedStep[] {
  return route.filter((step) => step.skipped !== true);
}

/** Checks of routes and offices against the rest of the policy, each reported on its field (the policy schema runs them). */
export function checkRoutes(policy: RoutedPolicy, addIssue: (message: string, path: (string | number)[]) => void): void {
  const offices = policy.offices ?? [];
  const seen = new Set<string>();
  offices.forEach((office, index) => {
    if (office.code in BUILT_IN_OFFICES) addIssue(ROUTE_MESSAGES.officeBuiltIn, ['offices', index, 'code']);
    else if (seen.has(office.code)) addIssue(ROUTE_MESSAGES.officeDuplicate, ['offices', index, 'code']);
    seen.add(office.code);
  });
  const known = (code: string) => code in BUILT_IN_OFFICES || seen.has(code);
  const codes = new Set(policy.leaveTypes.map((type) => type.code));
  (policy.approvalRoutes ?? []).forEach((route, index) => {
    const at = (...path: (string | number)[]) => ['approvalRoutes', index, ...path];
    route.leaveTypes.forEach((code, typeIndex) => {
      if (code !== '*' && !codes.has(code)) addIssue(ROUTE_MESSAGES.leaveTypeUnknown, at('leaveTypes', typeIndex));
    });
    route.steps.forEach((step, stepIndex) => {
      if ('office' in step) {
        if (!known(step.office)) addIssue(ROUTE_MESSAGES.officeUnknown, at('steps', stepIndex, 'office'));
      } else {
        step.anyOf.forEach((office, officeIndex) => {
          if (!known(office)) addIssue(ROUTE_MESSAGES.officeUnknown, at('steps', stepIndex, 'anyOf', officeIndex));
        });
      }
    });
    if (route.when?.minDays !== undefined && route.when.maxDays !== undefined && route.when.minDays > route.when.maxDays) addIssue(ROUTE_MESSAGES.minAboveMax, at('when', 'minDays'));
    if (route.escalateAfterHours !== undefined && route.escalateTo === undefined) addIssue(ROUTE_MESSAGES.escalateToRequired, at('escalateTo'));
    if (route.escalateTo !== undefined && route.escalateAfterHours === undefined) addIssue(ROUTE_MESSAGES.escalateAfterRequired, at('escalateAfterHours'));
    if (route.escalateTo !== undefined && !known(route.escalateTo)) addIssue(ROUTE_MESSAGES.officeUnknown, at('escalateTo'));
  });
}

/** PUT /offices/:code (issue 43): the people who hold the office, in place of those it had. */
export const officeHoldersBody = z.strictObject({
  holderIds: z.array(z.string().min(1).max(200).check(plainText('Holder'))).max(20),
});
export type OfficeHoldersBody = z.output<typeof officeHoldersBody>;
export const officeParams = z.strictObject({ code: officeCodeField });

export const OFFICE_MESSAGES = {
  unknownOffice: 'This office is not one of the policy in force',
  builtIn: 'The HOD and the admin offices are held by role: change a person’s role instead',
  unknownPerson: 'Every holder must be a live, active person',
} as const;

/** One office of GET /offices: its code, name and holders. */
export interface OfficeDto {
  code: string;
  name: string;
  holders: { _id: string; name: string }[];
}
