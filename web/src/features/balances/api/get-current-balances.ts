// GET /users/current-leave-balances: the five balances and the CL/SCL quota of the current half-year.
import type { ApiSuccess, CurrentBalancesDto } from '@leave/domain';
import { api } from '@/lib/api';

export const getCurrentBalancesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentBalances: build.query<CurrentBalancesDto, void>({
      query: () => '/users/current-leave-balances',
      transformResponse: (response: ApiSuccess<CurrentBalancesDto>) => response.data,
      providesTags: ['Balance'],
    }),
  }),
});

export const { useGetCurrentBalancesQuery } = getCurrentBalancesApi;
