// What a policy version grants, computed for a date (docs/policy.md 'Allowances'): the days of a period's
// allowance, the grants of service milestones, earned leave from days worked, and the difference a new
// version makes to the period it starts in, credited or debited from its effective date.

import { LEDGER_TEMPLATES } from '../balance/balance.reasons';
import { fillTemplate } from '../i18n/templates';
import { addDays, compareDates, dateParts, type CalendarDate } from '../dates';
import { halfYearPeriod, serviceAnniversary, type QuotaInfo } from '../leave/leave.policy';
import { leaveCodeLabel, policyType, type Allowance, type LeaveCode, type LeavePolicy, type PolicyLeaveType } from './policy.schema';
import type { PolicyVersion } from './policy.versions';

/** The allowances granted per period: a half-year (January-June, July-December) or a calendar year. */
export type PeriodAllowance = Allowance & { per: 'halfYear' | 'year'; days: number };

export function isPeriodAllowance(allowance: Allowance): allowance is PeriodAllowance {
  return (allowance.per === 'halfYear' || allowance.per === 'year') && allowance.days !== undefined;
}

/** The period `date` falls in for a periodic allowance: '2026-H2' by half-year, '2026' by year. */
export function allowancePeriod(per: 'halfYear' | 'year', date: CalendarDate): string {
  if (per === 'year') return String(dateParts(date).year);
  const { half, year } = halfYearPeriod(date);
  return `${year}-H${half}`;
}

/** The days a type grants for the period `date` falls in; 0 for a type not granted per period. */
export function periodAllowanceDays(type: PolicyLeaveType | undefined): number {
  return type !== undefined && isPeriodAllowance(type.allowance) ? type.allowance.days : 0;
}

/** The clInfo and sclInfo of GET /users/current-leave-balances under `policy`: the half-year's quotas. */
export function balanceInfoUnder(policy: LeavePolicy, today: CalendarDate): { clInfo: QuotaInfo; sclInfo: QuotaInfo } {
  const period = halfYearPeriod(today).label;
  return { clInfo: { quota: periodAllowanceDays(policyType(policy, 'cl')), period }, sclInfo: { quota: periodAllowanceDays(policyType(policy, 'scl')), period } };
}

/** The divisor of earned leave under `policy`, or `otherwise` when its EL is not earned by a divisor. */
export function earnedLeaveDivisor(policy: LeavePolicy, otherwise: number): number {
  const allowance = policyType(policy, 'el')?.allowance;
  return allowance?.per === 'earned' && allowance.divisor !== undefined ? allowance.divisor : otherwise;
}

export interface ServiceGrant {
  /** 1 for the first grant (everyYears of service), 2 for the second, ... */
  milestone: number;
  years: number;
  date: CalendarDate;
  days: number;
}

/** The grants of a 'serviceYears' allowance that fall due between `from` and `to`, both included. */
export function serviceGrantsDue(allowance: Allowance, dateOfJoining: CalendarDate | null, from: CalendarDate, to: CalendarDate): ServiceGrant[] {
  if (allowance.per !== 'serviceYears' || dateOfJoining === null || compareDates(from, to) > 0) return [];
  const every = allowance.everyYears ?? 1;
  const grants: ServiceGrant[] = [];
  for (let milestone = 1; ; milestone += 1) {
    const date = serviceAnniversary(dateOfJoining, every * milestone);
    if (compareDates(date, to) > 0) return grants;
    if (compareDates(date, from) >= 0) grants.push({ milestone, years: every * milestone, date, days: allowance.days ?? 0 });
  }
}

/** Earned leave for days worked: whole days of `actualWorkingDays / divisor`; 0 for a type not earned. */
export function earnedDays(allowance: Allowance, actualWorkingDays: number): number {
  return allowance.per === 'earned' && allowance.divisor !== undefined ? Math.floor(Math.max(0, actualWorkingDays) / allowance.divisor) : 0;
}

/** When a claimed day (compensatory leave) lapses: `expiresAfterDays` after the day worked. */
export function claimExpiry(allowance: Allowance, workedOn: CalendarDate): CalendarDate | null {
  if (allowance.per !== 'claimed' || allowance.expiresAfterDays === undefined) return null;
  return addDays(workedOn, allowance.expiresAfterDays);
}

/**
 * One change a version makes to the period it starts in: a type granted per period whose days differ
 * from the version before (a new type: from 0), to be credited (difference > 0) or debited from the
 * effective date. The period key names the version, so that applying it twice finds it held.
 */
export interface AllowanceChange {
  leaveType: LeaveCode;
  period: string;
  from: number;
  to: number;
  difference: number;
  policyVersion: number;
  /** The ledger's idempotency key: 'CL:2026-H2:policy-2'. */
  key: string;
  reason: string;
}

/**
 * The changes of allowance `version` makes on its effective date against `before` (the policy it takes
 * over from; null for the first version, which changes nothing: the opening balances grant it).
 */
export function allowanceChanges(before: LeavePolicy | null, version: PolicyVersion): AllowanceChange[] {
  if (before === null) return [];
  return version.policy.leaveTypes.flatMap((type): AllowanceChange[] => {
    if (!isPeriodAllowance(type.allowance)) return [];
    const previous = before.leaveTypes.find((candidate) => candidate.code === type.code);
    const samePeriods = previous !== undefined && isPeriodAllowance(previous.allowance) && previous.allowance.per === type.allowance.per;
    const from = samePeriods ? periodAllowanceDays(previous) : 0;
    const to = type.allowance.days;
    if (from === to) return [];
    const period = allowancePeriod(type.allowance.per, version.effectiveFrom);
    const label = leaveCodeLabel(type.code);
    const halfYear = type.allowance.per === 'halfYear';
    const template =
      previous === undefined
        ? halfYear ? LEDGER_TEMPLATES.policyAddedHalfYear : LEDGER_TEMPLATES.policyAddedYear
        : halfYear ? LEDGER_TEMPLATES.policyVersionHalfYear : LEDGER_TEMPLATES.policyVersionYear;
    return [
      {
        leaveType: type.code,
        period,
        from,
        to,
        difference: to - from,
        policyVersion: version.version,
        key: `${label}:${period}:policy-${version.version}`,
        reason: fillTemplate(template, { version: version.version, date: version.effectiveFrom, type: label, from, to }),
      },
    ];
  });
}
