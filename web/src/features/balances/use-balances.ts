// Where each apply-leave form gets its balances (docs/product.md §7): current-leave-balances first; the
// HOD form falls back to GET /users/profile, the employee form to the signed-in user's leaveBalance.
import { balanceFrom, type CurrentBalancesDto, type LeaveBalance, type UserDto } from '@leave/domain';
import { useGetCurrentBalancesQuery } from './api/get-current-balances';
import { useGetProfileQuery } from './api/get-profile';

export interface BalancesState {
  balances: LeaveBalance | null;
  current: CurrentBalancesDto | undefined;
  isLoading: boolean;
}

/** The figures of every type (the five and the policy's others), without clInfo and sclInfo. */
function pickBalance(source: LeaveBalance | CurrentBalancesDto): LeaveBalance {
  return balanceFrom(source);
}

export function useHodBalances(): BalancesState {
  const current = useGetCurrentBalancesQuery();
  const profile = useGetProfileQuery(undefined, { skip: !current.isError });
  const source = current.data ?? profile.data?.leaveBalance;
  return { balances: source ? pickBalance(source) : null, current: current.data, isLoading: current.isLoading || profile.isLoading };
}

export function useEmployeeBalances(user: UserDto | null): BalancesState {
  const current = useGetCurrentBalancesQuery();
  const source = current.data ?? (current.isError ? user?.leaveBalance : undefined);
  return { balances: source ? pickBalance(source) : null, current: current.data, isLoading: current.isLoading };
}
