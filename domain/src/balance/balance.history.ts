// A person's ledger as GET /users/:id/balance-ledger shows it (docs/contract.md): one entry per event,
// oldest first, each with what it did to its type's figure and the figure after it. Per type, the days
// add up to the last balance, which is the balance every other answer reports.

import { EMPTY_BALANCE, type LeaveBalance } from '../leave/leave.policy';
import type { BalanceEntryKind, BalanceLedgerEntryDto, LeaveEventActorDto } from '../contracts/dto';
import { evolveBalance, isCompOffKey, periodOfKey, type BalanceEvent } from './balance.events';

export interface RecordedBalanceEvent {
  event: BalanceEvent;
  actor: LeaveEventActorDto;
  occurredAt: string;
}

function kindOf(event: BalanceEvent, days: number): BalanceEntryKind {
  switch (event.type) {
    case 'BalanceGranted':
      return 'granted';
    case 'BalanceReset':
      return 'reset';
    case 'BalanceDebited':
      return 'debited';
    case 'BalanceCredited':
      return 'credited';
    case 'BalanceLapsed':
      return 'lapsed';
    case 'BalanceAdjusted':
      // Earned leave the recalculation adds is credited; anything else that sets a figure adjusts it.
      return event.data.cause === 'earned-leave' && days > 0 ? 'credited' : 'adjusted';
  }
}

function periodOf(event: BalanceEvent): string | null {
  switch (event.type) {
    case 'BalanceGranted':
      return event.data.period === undefined || isCompOffKey(event.data.period) ? null : periodOfKey(event.data.period);
    case 'BalanceReset':
      return periodOfKey(event.data.period);
    case 'BalanceDebited':
      return event.data.period ?? null;
    case 'BalanceCredited':
      return event.data.period;
    case 'BalanceLapsed':
      return isCompOffKey(event.data.period) ? null : periodOfKey(event.data.period);
    case 'BalanceAdjusted':
      return null;
  }
}

/** `start`: the balance before the first record (an export that reads a ledger in batches carries it on). */
export function balanceHistory(records: readonly RecordedBalanceEvent[], start: LeaveBalance = EMPTY_BALANCE): BalanceLedgerEntryDto[] {
  let balance: LeaveBalance = { ...start };
  return records.map(({ event, actor, occurredAt }) => {
    const { leaveType } = event.data;
    const before = balance[leaveType] ?? 0;
    balance = evolveBalance(balance, event);
    const after = balance[leaveType] ?? 0;
    const days = after - before;
    const policyVersion = 'policyVersion' in event.data ? event.data.policyVersion : undefined;
    return {
      leaveType,
      kind: kindOf(event, days),
      days,
      balanceAfter: after,
      period: periodOf(event),
      reason: event.data.reason,
      actor,
      occurredAt,
      ...(policyVersion === undefined ? {} : { policyVersion }),
    };
  });
}
