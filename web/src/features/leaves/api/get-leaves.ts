// GET /leaves: every application (admin) or those of the HOD's department, newest first, kept live.
import type { ApiSuccess, LeaveDto } from '@leave/domain';
import { api, listTags, LEAVE_LIST } from '@/lib/api';
import { followLeaveChanges } from './leave-lists';

export const getLeavesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeaves: build.query<LeaveDto[], void>({
      query: () => '/leaves',
      transformResponse: (response: ApiSuccess<{ leaves: LeaveDto[] }>) => response.data.leaves,
      providesTags: listTags(LEAVE_LIST),
      // The server pushes a HOD only their department's applications (and their own), an admin all.
      onCacheEntryAdded: (_arg, entry) => followLeaveChanges(entry, () => true),
    }),
  }),
});

export const { useGetLeavesQuery } = getLeavesApi;
