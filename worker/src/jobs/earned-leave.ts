// Earned leave (docs/rules.md): working days since the later of 1 January and joining, minus approved
// leave, divided by EL_DIVISOR (or the divisor of a leave policy version published since, docs/policy.md), minus every EL day approved this year, future ones included. 'Calculate &
// Update EL' sets the EL balance to that figure with a BalanceAdjusted event that says how it was reached.

import { carriedInto, dateParts, type Account, type BalanceAdjusted, type EarnedLeaveDetails } from '@leave/domain';
import { earnedLeaveFor } from '@leave/core/earned-leave';
import { elDivisorOn, readPolicyHistory } from '@leave/core/policy';
import type { EventMetadata } from '@leave/core/event-store';
import { changeLedger } from './balance-ledger';
import type { JobDependencies } from './dependencies';

export interface EarnedLeaveOutcome {
  details: EarnedLeaveDetails;
  /** Whether the EL balance changed. */
  changed: boolean;
}

/** Recalculates one person's EL and sets the balance to it; a second run with nothing new changes nothing. */
export async function recalculateEarnedLeave(deps: JobDependencies, user: Pick<Account, 'id' | 'dateOfJoining'>, metadata: EventMetadata): Promise<EarnedLeaveOutcome> {
  const today = deps.clock.today();
  const divisor = elDivisorOn(await readPolicyHistory(deps.eventStore), today, deps.config.elDivisor);
  let details: EarnedLeaveDetails | undefined;
  const appended = await changeLedger(
    deps.eventStore,
    user.id,
    async (ledger, trx): Promise<BalanceAdjusted[]> => {
      const carried = carriedInto(ledger, 'el', dateParts(today).year);
      details = await earnedLeaveFor(trx, user, today, divisor, carried);
      const el = ledger.balance.el;
      if (details.currentELBalance === el) return [];
      const taken = details.earnedLeave + carried - details.currentELBalance;
      const plus = carried > 0 ? `, plus ${carried} days carried forward` : '';
      const reason = `Earned leave recalculated on ${today}: ${details.actualWorkingDays} days worked / ${divisor} = ${details.earnedLeave}${plus}${taken > 0 ? `, less ${taken} EL days taken` : ''}`;
      return [{ type: 'BalanceAdjusted', data: { leaveType: 'el', from: el, to: details.currentELBalance, reason, cause: 'earned-leave' } }];
    },
    metadata,
  );
  return { details: details!, changed: appended.length > 0 };
}
