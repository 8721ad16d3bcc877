// The scheduled accruals (docs/rules.md 'Scheduled accruals'): the CL and SCL half-year resets, the CCL
// year reset and an HPL grant per 3 years of service, each under a key that makes it happen once; and the
// opening balance of a new person, which is the same accruals with nothing yet in the ledger.

import { dateParts, type CalendarDate } from '../dates';
import { HPL_EVERY_YEARS, HPL_GRANT, hplGrantsDue, halfYearPeriod } from '../leave/leave.policy';
import { hplMilestoneKey, periodKey, periodOfKey, type AccrualEvent, type BalanceReset } from './balance.events';
import { hplMilestonesHeld, initialLedger, type BalanceLedger } from './balance.ledger';
import { QUOTA, QUOTA_TYPES, type QuotaType } from './balance.periods';

function resetReason(leaveType: QuotaType, today: CalendarDate): string {
  return leaveType === 'ccl' ? `Year reset, ${dateParts(today).year}` : `Half-year reset, ${halfYearPeriod(today).label}`;
}

/**
 * The reset opening the period `today` falls in, unless the ledger holds it or already belongs to a later
 * period (a reset never goes back). It opens at the quota less the days already approved for the period,
 * so that a reset never wipes a debit of its own period.
 */
function resetDue(ledger: BalanceLedger, leaveType: QuotaType, today: CalendarDate): BalanceReset | null {
  const key = periodKey(leaveType, today);
  const period = periodOfKey(key);
  const open = ledger.openPeriod[leaveType];
  if (ledger.periods.has(key) || (open !== undefined && open > period)) return null;
  const spent = ledger.debited.get(`${leaveType}:${period}`) ?? 0;
  const reason = resetReason(leaveType, today) + (spent > 0 ? `, less ${spent} days already approved for it` : '');
  return { type: 'BalanceReset', data: { leaveType, to: Math.max(0, QUOTA[leaveType] - spent), reason, period: key } };
}

/**
 * The scheduled accruals due on `today` that the ledger does not hold yet: the CL and SCL half-year
 * resets, the CCL year reset and one HPL grant per milestone of service reached and not held. Running it
 * again with the resulting ledger yields nothing.
 */
export function accrualsDue(input: { dateOfJoining: CalendarDate | null; today: CalendarDate; ledger: BalanceLedger }): AccrualEvent[] {
  const { dateOfJoining, today, ledger } = input;
  const due: AccrualEvent[] = QUOTA_TYPES.flatMap((leaveType) => resetDue(ledger, leaveType, today) ?? []);
  const held = hplMilestonesHeld(ledger, dateOfJoining);
  const firstDay = dateOfJoining ?? today;
  for (const grant of hplGrantsDue(dateOfJoining, firstDay, today)) {
    const milestone = grant.years / HPL_EVERY_YEARS;
    if (held.has(milestone)) continue;
    due.push({
      type: 'BalanceGranted',
      data: { leaveType: 'hpl', days: HPL_GRANT, reason: `${grant.years} years of service completed on ${grant.date}`, period: hplMilestoneKey(milestone) },
    });
  }
  return due;
}

/**
 * The first events of a new user's ledger: the current periods' quotas and the HPL of the milestones
 * already reached (docs/rules.md 'New users start with ...'), each with its key so that the scheduled
 * accruals do not grant them again.
 */
export function openingBalanceEvents(dateOfJoining: CalendarDate | null, today: CalendarDate): AccrualEvent[] {
  return accrualsDue({ dateOfJoining, today, ledger: initialLedger }).map(
    (event): AccrualEvent => (event.type === 'BalanceReset' ? { ...event, data: { ...event.data, reason: 'Opening balance' } } : event),
  );
}
