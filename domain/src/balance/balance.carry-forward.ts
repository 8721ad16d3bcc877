// Carry-forward (docs/policy.md 'Carry-forward'): at the end of a period, what is left of a type whose
// policy carries days forward passes into the next period up to the cap, and the rest lapses as a
// BalanceLapsed entry naming the rule; on the expiry date the carried days not spent lapse too. Days are
// spent from what was carried first. Each entry has its key, so running the accruals again changes nothing.

import { LEDGER_TEMPLATES } from './balance.reasons';
import { fillTemplate } from '../i18n/templates';
import { addDays, compareDates, firstOfMonth, type CalendarDate } from '../dates';
import { leaveCodeLabel } from '../leave/leave.policy';
import { policyType } from '../policy/policy.schema';
import type { BalanceLapsed } from './balance.events';
import type { BalanceLedger } from './balance.ledger';
import { periodLabel, type QuotaType } from './balance.periods';

/** The types whose days can be carried forward: those a reset opens, and earned leave at the year's end. */
export type CarriedType = QuotaType | 'el';
import type { PolicyInForce } from './balance.accruals';

/** The first day of the period after `period` ('2026-H1' -> 2026-07-01, '2026' -> 2027-01-01). */
function firstDayAfter(period: string): CalendarDate {
  const [year, half] = period.split('-H').map(Number) as [number, number | undefined];
  return half === 1 ? firstOfMonth(year, 7) : firstOfMonth(year + 1, 1);
}

/**
 * The lapse that closes `closing` (the period the figure belongs to) on the first day of the next one,
 * when the policy in force carries the type forward; null when it does not, or already did.
 */
export function carryForwardAtPeriodEnd(ledger: BalanceLedger, leaveType: CarriedType, closing: string, policy: PolicyInForce): BalanceLapsed | null {
  const boundary = firstDayAfter(closing);
  const rule = policyType(policy.policy, leaveType)?.carryForward ?? null;
  const code = leaveCodeLabel(leaveType);
  const key = `${code}:${closing}:period-end`;
  if (rule === null || ledger.periods.has(key)) return null;
  const left = ledger.balance[leaveType] ?? 0;
  const carried = Math.min(left, rule.maxDays);
  const lapsed = left - carried;
  const carriedExpiresOn = rule.expiresAfterDays === null ? null : addDays(boundary, rule.expiresAfterDays);
  const figures = { period: periodLabel(closing), lapsed, cap: rule.maxDays, carried };
  const reason =
    carriedExpiresOn === null
      ? fillTemplate(LEDGER_TEMPLATES.carriedForward, figures)
      : fillTemplate(LEDGER_TEMPLATES.carriedForwardUntil, { ...figures, date: addDays(carriedExpiresOn, -1) });
  return { type: 'BalanceLapsed', data: { leaveType, days: lapsed, reason, period: key, carried, carriedExpiresOn, policyVersion: policy.version } };
}

/** The EL carried into `year` (less what lapsed unused), which the earned-leave recalculation adds. */
export function carriedInto(ledger: BalanceLedger, leaveType: CarriedType, year: number): number {
  const carried = ledger.carried[leaveType];
  return carried !== undefined && carried.from === String(year - 1) ? carried.days : 0;
}

/**
 * On or after the expiry date of the days carried into the open period, the part of them not spent: the
 * carried days less the days debited from that period (carried days go first), never more than the figure.
 */
export function carriedExpiryDue(ledger: BalanceLedger, leaveType: CarriedType, today: CalendarDate): BalanceLapsed | null {
  const carried = ledger.carried[leaveType];
  // Earned leave has no reset of its own: its days were carried into the year after the one they came from.
  const open = leaveType === 'el' ? (carried === undefined ? undefined : String(Number(carried.from) + 1)) : ledger.openPeriod[leaveType];
  if (carried === undefined || carried.expiresOn === null || open === undefined || compareDates(carried.expiresOn, today) > 0) return null;
  const key = `${leaveCodeLabel(leaveType)}:${open}:carried-expiry`;
  if (ledger.periods.has(key)) return null;
  const spent = ledger.debited.get(`${leaveType}:${open}`) ?? 0;
  const unused = Math.min(ledger.balance[leaveType] ?? 0, Math.max(0, carried.days - spent));
  const reason = fillTemplate(LEDGER_TEMPLATES.carriedLapse, { unused, days: carried.days, period: periodLabel(carried.from), date: addDays(carried.expiresOn, -1) });
  return { type: 'BalanceLapsed', data: { leaveType, days: unused, reason, period: key } };
}
