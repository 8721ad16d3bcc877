// GET /users/current-leave-balances: the five balances and the CL/SCL quota of the current half-year,
// fetched again when the server says they changed (balance:updated carries no quota).
import type { ApiSuccess, CurrentBalancesDto } from '@leave/domain';
import { api } from '@/lib/api';
import { refetchOn } from '@/lib/live/follow-live';

const getCurrentBalancesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentBalances: build.query<CurrentBalancesDto, void>({
      query: () => '/users/current-leave-balances',
      transformResponse: (response: ApiSuccess<CurrentBalancesDto>) => response.data,
      providesTags: ['Balance'],
      onCacheEntryAdded: (_arg, entry) => refetchOn(entry, ['balance:updated'], ['Balance']),
    }),
  }),
});

export const { useGetCurrentBalancesQuery } = getCurrentBalancesApi;
