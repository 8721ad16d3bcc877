// GET /users/earned-leave-details: the working days behind the EL balance.
import type { ApiSuccess, EarnedLeaveDetailsDto } from '@leave/domain';
import { api } from '@/lib/api';

const getEarnedLeaveDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEarnedLeaveDetails: build.query<EarnedLeaveDetailsDto, void>({
      query: () => '/users/earned-leave-details',
      transformResponse: (response: ApiSuccess<EarnedLeaveDetailsDto>) => response.data,
      providesTags: ['EarnedLeave'],
    }),
  }),
});

export const { useGetEarnedLeaveDetailsQuery } = getEarnedLeaveDetailsApi;
