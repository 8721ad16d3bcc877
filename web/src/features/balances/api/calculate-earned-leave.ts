// POST /users/calculate-earned-leave: recalculates and stores the signed-in user's EL balance.
import type { ApiSuccess, EarnedLeaveDetailsDto } from '@leave/domain';
import { api } from '@/lib/api';

const calculateEarnedLeaveApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculateEarnedLeave: build.mutation<EarnedLeaveDetailsDto, void>({
      query: () => ({ url: '/users/calculate-earned-leave', method: 'POST' }),
      transformResponse: (response: ApiSuccess<{ earnedLeaveCalculation: EarnedLeaveDetailsDto }>) => response.data.earnedLeaveCalculation,
      invalidatesTags: ['EarnedLeave', 'Balance', 'Me', 'Stats'],
    }),
  }),
});

export const { useCalculateEarnedLeaveMutation } = calculateEarnedLeaveApi;
