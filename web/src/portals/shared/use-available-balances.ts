// The one available figure (issue 49, docs/decisions/0290): what the apply form's type list, the balance
// panel and the dashboard tiles show, and what the server's refusal names. Both come from domain's
// availableBalance over the same open applications (the person's pending and HOD-approved ones).
import { availableBalance, reservedDays, type LeaveBalance, type LeaveCode, type LeaveDto } from '@leave/domain';
import { useMemo } from 'react';
import { useGetMyLeavesQuery } from '@/features/leaves/api/get-my-leaves';

export interface AvailableState {
  /** The balance less what the person's open applications hold back; null while either loads. */
  available: LeaveBalance | null;
  /** The days held back, by type. */
  reserved: Partial<Record<LeaveCode, number>>;
}

const NO_LEAVES: readonly LeaveDto[] = [];
const NOTHING_RESERVED: Partial<Record<LeaveCode, number>> = {};

export function useAvailableBalances(balances: LeaveBalance | null): AvailableState {
  const mine = useGetMyLeavesQuery();
  // Without the applications (an error), the balance is the best figure there is; the server still checks.
  const leaves = mine.data ?? (mine.isError ? NO_LEAVES : undefined);
  return useMemo(
    () => (balances && leaves ? { available: availableBalance(balances, leaves), reserved: reservedDays(leaves) } : { available: null, reserved: NOTHING_RESERVED }),
    [balances, leaves],
  );
}
