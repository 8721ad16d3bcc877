// Compensatory leave (docs/policy.md 'Compensatory leave'): a person claims a day worked on a weekend or a
// college holiday; the claim is an application of its own kind in the leave stream, decided by the HOD and
// the admin like any other; its final approval credits the policy's claimed type with the days, and on
// the day the credit lapses, what is left of it lapses through the ledger. Days are spent from the credit
// that lapses first.

import { LEDGER_TEMPLATES } from '../balance/balance.reasons';
import { fillTemplate } from '../i18n/templates';
import { z } from 'zod';
import { addDays, compareDates, isLeaveDay, type CalendarDate } from '../dates';
import { DomainError } from '../errors';
import { canApplyForLeave } from '../people/permissions';
import { leaveReasonField, leaveTypeField, requiredDateField } from '../contracts/fields';
import { claimExpiry } from '../policy/policy.allowances';
import { policyType, type LeavePolicy } from '../policy/policy.schema';
import type { BalanceGranted, BalanceLapsed } from '../balance/balance.events';
import type { BalanceLedger } from '../balance/balance.ledger';
import { leaveCodeLabel, type LeaveCode } from './leave.policy';
import { LEAVE_REFUSALS, type ClaimCompOff } from './leave.commands';
import { leaveApplied, type LeaveApplication, type LeaveEvent, type LeaveState } from './leave.events';

export const COMP_OFF_TEMPLATES = {
  tooLate: 'This day can no longer be claimed: compensatory leave lapses {days, number} days after the day worked',
} as const;

export const COMP_OFF_MESSAGES = {
  workedOnRequired: 'Please give the day you worked',
  workedOnInvalid: 'Please give the day you worked as a date',
  inFuture: 'The day worked cannot be in the future',
  workingDay: 'Compensatory leave is claimed for a weekend day or a college holiday worked; this was a working day',
  daysInvalid: 'Days must be 1 or 0.5',
  notClaimedType: 'Please choose a type of compensatory leave',
  alreadyClaimed: 'You have already claimed this day',
  tooLate: (days: number) => fillTemplate(COMP_OFF_TEMPLATES.tooLate, { days }),
} as const;

/** POST /comp-off: the day worked, a whole or half day, the reason, and the policy's claimed type. */
export const compOffBody = z.strictObject({
  workedOn: requiredDateField({ required: COMP_OFF_MESSAGES.workedOnRequired, invalid: COMP_OFF_MESSAGES.workedOnInvalid }),
  // 1 or 0.5, written as a range so that the OpenAPI description states it.
  days: z
    .number({ error: COMP_OFF_MESSAGES.daysInvalid })
    .min(0.5, { error: COMP_OFF_MESSAGES.daysInvalid })
    .max(1, { error: COMP_OFF_MESSAGES.daysInvalid })
    .multipleOf(0.5, { error: COMP_OFF_MESSAGES.daysInvalid }),
  reason: leaveReasonField,
  leaveType: leaveTypeField,
});
export type CompOffBody = z.output<typeof compOffBody>;

/** The types of `policy` that claims credit (allowance 'claimed'), as the claim form offers them. */
export function claimedTypes(policy: { leaveTypes: readonly { code: string; allowance: { per: string } }[] }): string[] {
  return policy.leaveTypes.filter((type) => type.allowance.per === 'claimed').map((type) => type.code);
}

/** True when `date` is a day off: a Saturday, a Sunday or one of `holidays` (no working day of an employee). */
export function isDayOff(date: CalendarDate, holidays: readonly CalendarDate[]): boolean {
  return !isLeaveDay('employee', date, holidays);
}

/** What a claim is checked against: the college's today and holidays, the policy in force today. */
export interface ClaimContext {
  today: CalendarDate;
  holidays: readonly CalendarDate[];
  policy: LeavePolicy;
  /** The days the applicant already claimed (open or approved claims); the form does not know them. */
  claimedDays?: readonly CalendarDate[];
}

/** Why a claim cannot be made, on which field: the one rule the form and the server both apply. */
export function compOffProblem(claim: { leaveType: string; workedOn: CalendarDate; days: number }, context: ClaimContext): { message: string; field: string; conflict?: true } | null {
  const type = policyType(context.policy, claim.leaveType);
  const expiresOn = type ? claimExpiry(type.allowance, claim.workedOn) : null;
  if (!type || expiresOn === null) return { message: COMP_OFF_MESSAGES.notClaimedType, field: 'leaveType' };
  if (claim.days !== 1 && claim.days !== 0.5) return { message: COMP_OFF_MESSAGES.daysInvalid, field: 'days' };
  if (compareDates(claim.workedOn, context.today) > 0) return { message: COMP_OFF_MESSAGES.inFuture, field: 'workedOn' };
  if (!isDayOff(claim.workedOn, context.holidays)) return { message: COMP_OFF_MESSAGES.workingDay, field: 'workedOn' };
  if (compareDates(expiresOn, context.today) <= 0) return { message: COMP_OFF_MESSAGES.tooLate(type.allowance.expiresAfterDays ?? 0), field: 'workedOn' };
  if (context.claimedDays?.includes(claim.workedOn)) return { message: COMP_OFF_MESSAGES.alreadyClaimed, field: 'workedOn', conflict: true };
  return null;
}

/**
 * The claim form's schema (string values, as the form holds them): the body's fields and messages, then
 * compOffProblem against the policy in force today.
 */
export function makeCompOffFormSchema(context: ClaimContext) {
  return z
    .object({
      workedOn: requiredDateField({ required: COMP_OFF_MESSAGES.workedOnRequired, invalid: COMP_OFF_MESSAGES.workedOnInvalid }),
      days: z.enum(['1', '0.5'], { error: COMP_OFF_MESSAGES.daysInvalid }).transform(Number),
      reason: leaveReasonField,
      leaveType: leaveTypeField,
    })
    .superRefine((claim, ctx) => {
      const problem = compOffProblem(claim, context);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
    });
}

/** The LeaveApplied of a claim, or the refusal the claim form would show. */
export function claimCompOff({ data }: ClaimCompOff, state: LeaveState): LeaveEvent[] {
  if (state.status !== 'none') throw DomainError.conflict(LEAVE_REFUSALS.alreadyExists);
  const { actor, policy } = data;
  if (!canApplyForLeave(actor.role)) throw DomainError.forbidden(LEAVE_REFUSALS.applyRoleForbidden);
  const problem = compOffProblem(data, data);
  if (problem) throw problem.conflict ? DomainError.conflict(problem.message) : DomainError.validation(problem.message, problem.field);
  const type = policyType(policy, data.leaveType)!;
  const reason = leaveReasonField.safeParse(data.reason);
  if (!reason.success) throw DomainError.validation(reason.error.issues[0]?.message ?? COMP_OFF_MESSAGES.workedOnRequired, 'reason');
  const span = { fromDate: data.workedOn, toDate: data.workedOn, ...(data.days === 0.5 ? { toHalf: 'first' as const } : {}) };
  return [
    leaveApplied(
      actor,
      { leaveId: data.leaveId, leaveType: type.code, span, numberOfDays: data.days, reason: reason.data, appliedAt: data.now },
      { kind: 'compOff', creditExpiresOn: claimExpiry(type.allowance, data.workedOn)! },
    ),
  ];
}

/** The key of a claim's credit in the ledger, 'COFF:claim-<leaveId>' (its lapse's: '<key>:expiry'; isCompOffKey knows both). */
export function compOffCreditKey(leaveType: LeaveCode, leaveId: string): string {
  return `${leaveCodeLabel(leaveType)}:claim-${leaveId}`;
}

/** What the final approval of a claim records: the days, credited until the claim's expiry. */
export function compOffCredit(claim: LeaveApplication): BalanceGranted {
  const expiresOn = claim.creditExpiresOn;
  const half = claim.numberOfDays === 0.5;
  const reason =
    expiresOn === undefined
      ? fillTemplate(half ? LEDGER_TEMPLATES.compOffHalfDay : LEDGER_TEMPLATES.compOffDay, { date: claim.fromDate })
      : fillTemplate(half ? LEDGER_TEMPLATES.compOffHalfDayUntil : LEDGER_TEMPLATES.compOffDayUntil, { date: claim.fromDate, until: addDays(expiresOn, -1) });
  return {
    type: 'BalanceGranted',
    data: {
      leaveType: claim.leaveType,
      days: claim.numberOfDays,
      reason,
      period: compOffCreditKey(claim.leaveType, claim.leaveId),
      ...(expiresOn === undefined ? {} : { expiresOn }),
    },
  };
}

/**
 * On or after a credit's expiry, what is left of it lapses: the days of the figure not covered by the
 * type's credits that lapse later (days are spent from the credit that lapses first), at most the credit.
 * One BalanceLapsed per credit due with days left, under the credit's key; running it again yields nothing.
 */
export function compOffLapsesDue(ledger: BalanceLedger, today: CalendarDate): BalanceLapsed[] {
  const lapses: BalanceLapsed[] = [];
  const figure = new Map<LeaveCode, number>();
  const live = [...ledger.expiringCredits].sort((a, b) => compareDates(a.expiresOn, b.expiresOn));
  live.forEach((credit, index) => {
    if (compareDates(credit.expiresOn, today) > 0) return;
    const left = figure.get(credit.leaveType) ?? ledger.balance[credit.leaveType] ?? 0;
    const later = live.slice(index + 1).filter((other) => other.leaveType === credit.leaveType).reduce((sum, other) => sum + other.days, 0);
    const unused = Math.min(credit.days, Math.max(0, left - later));
    figure.set(credit.leaveType, left - unused);
    // All of it was taken: nothing lapses, and nothing is recorded.
    if (unused === 0) return;
    lapses.push({
      type: 'BalanceLapsed',
      data: {
        leaveType: credit.leaveType,
        days: unused,
        reason: fillTemplate(LEDGER_TEMPLATES.compOffLapse, { unused, days: credit.days, date: addDays(credit.expiresOn, -1) }),
        period: `${credit.key}:expiry`,
      },
    });
  });
  return lapses;
}
