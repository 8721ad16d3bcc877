// Earned leave (docs/rules.md): working days since the later of 1 January and joining, minus approved
// leave, divided by EL_DIVISOR, minus the EL already taken. 'Calculate & Update EL' sets the EL balance
// to that figure with a BalanceAdjusted event that says how it was reached.

import { earnedLeaveDetails, firstOfMonth, dateParts, type BalanceAdjusted, type CalendarDate, type EarnedLeaveDetails } from '@leave/domain';
import type { Db } from '@leave/api/db/index';
import { approvedLeaveDays } from '@leave/api/leaves/queries';
import type { EventMetadata } from '@leave/api/event-store/event-store';
import { changeLedger } from './balance-ledger';
import type { JobDependencies } from './dependencies';

export interface EarnedLeaveOutcome {
  details: EarnedLeaveDetails;
  /** Whether the EL balance changed. */
  changed: boolean;
}

/** The figures for one person today, as GET /users/earned-leave-details shows them. */
export async function earnedLeaveFor(db: Db, user: { id: string; date_of_joining: string | null }, today: CalendarDate, divisor: number): Promise<EarnedLeaveDetails> {
  return earnedLeaveDetails({
    dateOfJoining: user.date_of_joining as CalendarDate | null,
    today,
    approvedLeaves: await approvedLeaveDays(db, user.id, firstOfMonth(dateParts(today).year, 1), today),
    divisor,
  });
}

/** Recalculates one person's EL and sets the balance to it; a second run with nothing new changes nothing. */
export async function recalculateEarnedLeave(deps: JobDependencies, user: { id: string; date_of_joining: string | null }, metadata: EventMetadata): Promise<EarnedLeaveOutcome> {
  const today = deps.clock.today();
  let details: EarnedLeaveDetails | undefined;
  const appended = await changeLedger(
    deps,
    user.id,
    async (ledger): Promise<BalanceAdjusted[]> => {
      details = await earnedLeaveFor(deps.db, user, today, deps.config.elDivisor);
      if (details.currentELBalance === ledger.balance.el) return [];
      const taken = details.earnedLeave - details.currentELBalance;
      return [
        {
          type: 'BalanceAdjusted',
          data: {
            leaveType: 'el',
            from: ledger.balance.el,
            to: details.currentELBalance,
            reason: `Earned leave recalculated on ${today}: ${details.actualWorkingDays} days worked / ${deps.config.elDivisor} = ${details.earnedLeave}${taken > 0 ? `, less ${taken} EL days taken` : ''}`,
          },
        },
      ];
    },
    metadata,
  );
  return { details: details!, changed: appended.length > 0 };
}
