// The application rules a policy type sets (docs/policy.md 'Applying'): who may take it, the days of
// notice, the longest single application, and whether it must fit in a balance. One check, for the
// server's decision on an application and the apply forms alike; the date, overlap and balance rules of
// docs/rules.md stay where they are.

import { addDays, compareDates, type CalendarDate } from '../dates';
import { DomainError } from '../errors';
import { MESSAGES } from '../contracts/fields';
import { fillTemplate, type Say } from '../i18n/templates';
import { leaveCodeLabel, policyType, type LeaveCode, type LeavePolicy, type PolicyLeaveType } from './policy.schema';

/** The refusals below as templates (domain/src/i18n/templates.ts): {type} is the type's code ('CL'). */
export const POLICY_APPLY_TEMPLATES = {
  notForRole: '{type} cannot be taken in your role',
  notice: '{type} must be applied for at least {days, plural, one {# day} other {# days}} in advance',
  tooLong: 'A single {type} application cannot exceed {days, plural, one {# day} other {# days}}',
  noHalfDays: '{type} cannot be taken in half days',
  certificateRequired: 'A medical certificate is required for {type} of {days, plural, one {# day} other {# days}} or more',
} as const;

const T = POLICY_APPLY_TEMPLATES;
export const POLICY_APPLY_MESSAGES = {
  notForRole: (code: LeaveCode, say: Say = fillTemplate) => say(T.notForRole, { type: leaveCodeLabel(code) }),
  notice: (code: LeaveCode, notice: number, say: Say = fillTemplate) => say(T.notice, { type: leaveCodeLabel(code), days: notice }),
  tooLong: (code: LeaveCode, longest: number, say: Say = fillTemplate) => say(T.tooLong, { type: leaveCodeLabel(code), days: longest }),
  noHalfDays: (code: LeaveCode, say: Say = fillTemplate) => say(T.noHalfDays, { type: leaveCodeLabel(code) }),
  certificateRequired: (code: LeaveCode, from: number, say: Say = fillTemplate) => say(T.certificateRequired, { type: leaveCodeLabel(code), days: from }),
} as const;

export interface PolicyApplication {
  leaveType: LeaveCode;
  /** The applicant's role: only the roles that apply for leave ('employee', 'hod') may take a type. */
  role: string;
  fromDate: CalendarDate;
  numberOfDays: number;
  /** Whether the application starts or ends with a half day. */
  halfDay?: boolean;
  today: CalendarDate;
}

/** The type the application is for under `policy`, or a 400 naming the rule it breaks. */
export function checkAgainstPolicy(policy: LeavePolicy, application: PolicyApplication): PolicyLeaveType {
  const type = policyType(policy, application.leaveType);
  if (type === undefined) throw DomainError.validation(MESSAGES.leaveTypeRequired, 'leaveType');
  if (!(type.takenBy as readonly string[]).includes(application.role)) throw DomainError.validation(POLICY_APPLY_MESSAGES.notForRole(type.code), 'leaveType');
  if (application.halfDay === true && !type.halfDays) throw DomainError.validation(POLICY_APPLY_MESSAGES.noHalfDays(type.code), 'fromHalf');
  if (type.minNoticeDays > 0 && compareDates(application.fromDate, addDays(application.today, type.minNoticeDays)) < 0) {
    throw DomainError.validation(POLICY_APPLY_MESSAGES.notice(type.code, type.minNoticeDays), 'fromDate');
  }
  if (type.maxDaysPerApplication !== null && application.numberOfDays > type.maxDaysPerApplication) {
    throw DomainError.validation(POLICY_APPLY_MESSAGES.tooLong(type.code, type.maxDaysPerApplication), 'toDate');
  }
  return type;
}

/** The types `role` may apply for under `policy`, in the policy's order: what the apply forms offer. */
export function typesOffered(policy: LeavePolicy, role: string): PolicyLeaveType[] {
  return policy.leaveTypes.filter((type) => (type.takenBy as readonly string[]).includes(role));
}

/** Whether an application of `code` must fit in the balance (leave without pay need not). */
export function needsBalance(policy: LeavePolicy, code: LeaveCode): boolean {
  return policyType(policy, code)?.needsBalance ?? true;
}

/** Whether an application of `numberOfDays` of this type needs a medical certificate (docs/policy.md). */
export function needsCertificate(type: Pick<PolicyLeaveType, 'certificateFromDays'>, numberOfDays: number): boolean {
  return type.certificateFromDays !== null && numberOfDays >= type.certificateFromDays;
}

/** A 400 when the application needs a certificate and comes with no file. */
export function checkCertificate(type: PolicyLeaveType, numberOfDays: number, files: number): void {
  if (files === 0 && needsCertificate(type, numberOfDays)) throw DomainError.validation(POLICY_APPLY_MESSAGES.certificateRequired(type.code, type.certificateFromDays!), 'file');
}

/** The certificate rule of `code` for an application of `numberOfDays` under `policy`: its message when one is needed, else null. */
export function certificateRequirement(policy: LeavePolicy, code: LeaveCode, numberOfDays: number, say: Say = fillTemplate): string | null {
  const type = policyType(policy, code);
  if (type === undefined || !needsCertificate(type, numberOfDays)) return null;
  return POLICY_APPLY_MESSAGES.certificateRequired(type.code, type.certificateFromDays!, say);
}
