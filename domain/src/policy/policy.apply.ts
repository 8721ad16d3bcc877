// The application rules a policy type sets (docs/policy.md 'Applying'): who may take it, the days of
// notice, the longest single application, and whether it must fit in a balance. One check, for the
// server's decision on an application and the apply forms alike; the date, overlap and balance rules of
// docs/rules.md stay where they are.

import { addDays, compareDates, type CalendarDate } from '../dates';
import { DomainError } from '../errors';
import { MESSAGES } from '../contracts/fields';
import { leaveCodeLabel, policyType, type LeaveCode, type LeavePolicy, type PolicyLeaveType } from './policy.schema';

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

export const POLICY_APPLY_MESSAGES = {
  notForRole: (code: LeaveCode) => `${leaveCodeLabel(code)} cannot be taken in your role`,
  notice: (code: LeaveCode, notice: number) => `${leaveCodeLabel(code)} must be applied for at least ${days(notice)} in advance`,
  tooLong: (code: LeaveCode, longest: number) => `A single ${leaveCodeLabel(code)} application cannot exceed ${days(longest)}`,
  noHalfDays: (code: LeaveCode) => `${leaveCodeLabel(code)} cannot be taken in half days`,
  certificateRequired: (code: LeaveCode, from: number) => `A medical certificate is required for ${leaveCodeLabel(code)} of ${days(from)} or more`,
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
export function certificateRequirement(policy: LeavePolicy, code: LeaveCode, numberOfDays: number): string | null {
  const type = policyType(policy, code);
  if (type === undefined || !needsCertificate(type, numberOfDays)) return null;
  return POLICY_APPLY_MESSAGES.certificateRequired(type.code, type.certificateFromDays!);
}
