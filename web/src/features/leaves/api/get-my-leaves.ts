// GET /leaves/my-leaves: the signed-in user's own applications, newest first.
import type { ApiSuccess, LeaveDto } from '@leave/domain';
import { api } from '@/lib/api';
import { MY_LEAVE_LIST } from './get-leaves';

export const getMyLeavesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyLeaves: build.query<LeaveDto[], void>({
      query: () => '/leaves/my-leaves',
      transformResponse: (response: ApiSuccess<{ leaves: LeaveDto[] }>) => response.data.leaves,
      providesTags: (leaves = []) => [MY_LEAVE_LIST, ...leaves.map((leave) => ({ type: 'Leave' as const, id: leave._id }))],
    }),
  }),
});

export const { useGetMyLeavesQuery } = getMyLeavesApi;
