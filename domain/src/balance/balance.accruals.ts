// The scheduled accruals (docs/rules.md 'Scheduled accruals'): the CL and SCL half-year resets, the CCL
// year reset and an HPL grant per 3 years of service, each under a key that makes it happen once; the
// carry-forward at a period's end and the lapse of carried days (balance.carry-forward.ts); the
// difference a policy version makes to the allowance of a period already opened (docs/policy.md); the lapse
// of compensatory leave credits on their expiry (leave.comp-off.ts); and the
// opening balance of a new person, which is the same accruals with nothing yet in the ledger. The quotas
// and the HPL grant are the policy's in force on the day (the constants' when no policy is given).

import { LEDGER_TEMPLATES } from './balance.reasons';
import { fillTemplate } from '../i18n/templates';
import { dateParts, type CalendarDate } from '../dates';
import { HPL_EVERY_YEARS, HPL_GRANT, halfYearPeriod, isLeaveType } from '../leave/leave.policy';
import { periodAllowanceDays, serviceGrantsDue } from '../policy/policy.allowances';
import { policyType, type LeavePolicy } from '../policy/policy.schema';
import { hplMilestoneKey, periodKey, periodOfKey, policyChangeKey, type AccrualEvent, type BalanceGranted, type BalanceReset } from './balance.events';
import { carriedExpiryDue, carryForwardAtPeriodEnd } from './balance.carry-forward';
import { compOffLapsesDue } from '../leave/leave.comp-off';
import { hplMilestonesHeld, initialLedger, type BalanceLedger } from './balance.ledger';
import { QUOTA, QUOTA_TYPES, periodOf, type QuotaType } from './balance.periods';

/** The policy version in force on the day the accruals are for. */
export interface PolicyInForce {
  version: number;
  policy: LeavePolicy;
}

function resetReason(leaveType: QuotaType, today: CalendarDate): string {
  return leaveType !== 'cl' && leaveType !== 'scl' ? fillTemplate(LEDGER_TEMPLATES.yearReset, { year: dateParts(today).year }) : fillTemplate(LEDGER_TEMPLATES.halfYearReset, { period: halfYearPeriod(today).label });
}

function quotaOf(leaveType: QuotaType, policy: PolicyInForce | undefined): number {
  return policy === undefined ? (QUOTA[leaveType] ?? 0) : periodAllowanceDays(policyType(policy.policy, leaveType));
}

/**
 * The reset opening the period `today` falls in, unless the ledger holds it or already belongs to a later
 * period (a reset never goes back). It opens at the quota less the days already approved for the period,
 * so that a reset never wipes a debit of its own period.
 */
function resetDue(ledger: BalanceLedger, leaveType: QuotaType, today: CalendarDate, policy: PolicyInForce | undefined): AccrualEvent[] {
  const key = periodKey(leaveType, today);
  const period = periodOfKey(key);
  const open = ledger.openPeriod[leaveType];
  if (ledger.periods.has(key) || (open !== undefined && open > period)) return [];
  const spent = ledger.debited.get(`${leaveType}:${period}`) ?? 0;
  const quota = quotaOf(leaveType, policy);
  const periodEnd = open === undefined || policy === undefined ? null : carryForwardAtPeriodEnd(ledger, leaveType, open, policy);
  const carried = periodEnd?.data.carried ?? 0;
  const reason =
    resetReason(leaveType, today) + (spent > 0 ? `, less ${spent} days already approved for it` : '') + (carried > 0 ? `, plus ${carried} days carried forward` : '');
  const fromPolicy = policy === undefined ? {} : { allowance: quota, policyVersion: policy.version };
  const reset: BalanceReset = { type: 'BalanceReset', data: { leaveType, to: Math.max(0, quota - spent) + carried, reason, period: key, ...fromPolicy } };
  return periodEnd === null ? [reset] : [periodEnd, reset];
}

/**
 * The difference the version in force makes to the allowance of the period `today` falls in, when that
 * period is already open under another allowance: a credit of what it adds, a debit of what it takes.
 */
function policyChangeDue(ledger: BalanceLedger, leaveType: QuotaType, today: CalendarDate, policy: PolicyInForce): BalanceGranted | null {
  const period = periodOf(leaveType, today);
  if (ledger.openPeriod[leaveType] !== period) return null;
  const key = policyChangeKey(leaveType, period, policy.version);
  const granted = ledger.allowances.get(`${leaveType}:${period}`) ?? QUOTA[leaveType] ?? 0;
  const quota = quotaOf(leaveType, policy);
  if (ledger.periods.has(key) || granted === quota) return null;
  const template = leaveType === 'cl' || leaveType === 'scl' ? LEDGER_TEMPLATES.policyChangeHalfYear : LEDGER_TEMPLATES.policyChangeYear;
  const reason = fillTemplate(template, { version: policy.version, type: leaveType.toUpperCase(), from: granted, to: quota });
  return { type: 'BalanceGranted', data: { leaveType, days: quota - granted, reason, period: key, policyVersion: policy.version } };
}

/**
 * The types of the policy beyond the five whose allowance is per year (issue 20): each is a quota type of
 * its own, opened each 1 January (or the day its version starts, or the person joins) at its days.
 */
function yearlyTypesBeyondTheFive(policy: PolicyInForce | undefined): QuotaType[] {
  if (policy === undefined) return [];
  return policy.policy.leaveTypes.filter((type) => !isLeaveType(type.code) && type.allowance.per === 'year').map((type) => type.code);
}

/**
 * The scheduled accruals due on `today` that the ledger does not hold yet: the CL and SCL half-year
 * resets, the CCL year reset, one HPL grant per milestone of service reached and not held, and the
 * difference of an allowance the policy in force changed. Running it again with the resulting ledger
 * yields nothing.
 */
export function accrualsDue(input: { dateOfJoining: CalendarDate | null; today: CalendarDate; ledger: BalanceLedger; policy?: PolicyInForce }): AccrualEvent[] {
  const { dateOfJoining, today, ledger, policy } = input;
  const due: AccrualEvent[] = [];
  // Earned leave closes its year with CCL's (both by calendar year): its carry-forward comes with that reset.
  const yearClosing = ledger.openPeriod.ccl;
  if (policy !== undefined && yearClosing !== undefined && yearClosing < periodOf('ccl', today)) {
    const elYearEnd = carryForwardAtPeriodEnd(ledger, 'el', yearClosing, policy);
    if (elYearEnd) due.push(elYearEnd);
  }
  const elExpiry = carriedExpiryDue(ledger, 'el', today);
  if (elExpiry) due.push(elExpiry);
  for (const leaveType of [...QUOTA_TYPES, ...yearlyTypesBeyondTheFive(policy)]) {
    const reset = resetDue(ledger, leaveType, today, policy);
    const change = reset.length === 0 && policy !== undefined ? policyChangeDue(ledger, leaveType, today, policy) : null;
    const expiry = reset.length === 0 ? carriedExpiryDue(ledger, leaveType, today) : null;
    due.push(...reset);
    if (change) due.push(change);
    if (expiry) due.push(expiry);
  }
  due.push(...compOffLapsesDue(ledger, today));
  const held = hplMilestonesHeld(ledger, dateOfJoining);
  const hpl = policy === undefined ? { per: 'serviceYears' as const, days: HPL_GRANT, everyYears: HPL_EVERY_YEARS } : policyType(policy.policy, 'hpl')?.allowance;
  if (hpl === undefined) return due;
  for (const grant of serviceGrantsDue(hpl, dateOfJoining, dateOfJoining ?? today, today)) {
    if (held.has(grant.milestone)) continue;
    due.push({
      type: 'BalanceGranted',
      data: {
        leaveType: 'hpl',
        days: grant.days,
        reason: fillTemplate(LEDGER_TEMPLATES.serviceYears, { years: grant.years, date: grant.date }),
        period: hplMilestoneKey(grant.milestone),
        ...(policy === undefined ? {} : { policyVersion: policy.version }),
      },
    });
  }
  return due;
}

/**
 * The first events of a new user's ledger: the current periods' quotas and the HPL of the milestones
 * already reached (docs/rules.md 'New users start with ...'), each with its key so that the scheduled
 * accruals do not grant them again.
 */
export function openingBalanceEvents(dateOfJoining: CalendarDate | null, today: CalendarDate, policy?: PolicyInForce): AccrualEvent[] {
  return accrualsDue({ dateOfJoining, today, ledger: initialLedger, ...(policy === undefined ? {} : { policy }) }).map(
    (event): AccrualEvent => (event.type === 'BalanceReset' ? { ...event, data: { ...event.data, reason: LEDGER_TEMPLATES.openingBalance } } : event),
  );
}
