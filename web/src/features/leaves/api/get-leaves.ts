// GET /leaves: every application (admin) or those of the HOD's department, newest first.
import type { ApiSuccess, LeaveDto } from '@leave/domain';
import { api } from '@/lib/api';

export const LEAVE_LIST = { type: 'Leave', id: 'LIST' } as const;
export const MY_LEAVE_LIST = { type: 'Leave', id: 'MY' } as const;

export const getLeavesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeaves: build.query<LeaveDto[], void>({
      query: () => '/leaves',
      transformResponse: (response: ApiSuccess<{ leaves: LeaveDto[] }>) => response.data.leaves,
      providesTags: (leaves = []) => [LEAVE_LIST, ...leaves.map((leave) => ({ type: 'Leave' as const, id: leave._id }))],
    }),
  }),
});

export const { useGetLeavesQuery } = getLeavesApi;
