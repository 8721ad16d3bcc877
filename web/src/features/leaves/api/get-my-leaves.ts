// GET /leaves/my-leaves: the signed-in user's own applications, newest first, kept live.
import type { ApiSuccess, LeaveDto } from '@leave/domain';
import { api, listTags, MY_LEAVE_LIST } from '@/lib/api';
import { selectCurrentUser, type AuthState } from '@/lib/auth/auth-slice';
import { followLeaveChanges } from './leave-lists';

export const getMyLeavesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyLeaves: build.query<LeaveDto[], void>({
      query: () => '/leaves/my-leaves',
      transformResponse: (response: ApiSuccess<{ leaves: LeaveDto[] }>) => response.data.leaves,
      providesTags: listTags(MY_LEAVE_LIST),
      onCacheEntryAdded: (_arg, entry) =>
        // The store holds the session beside the api's cache; the entry's type only knows the latter.
        followLeaveChanges(entry, (leave) => leave.employee._id === selectCurrentUser(entry.getState() as unknown as { auth: AuthState })?._id),
    }),
  }),
});

export const { useGetMyLeavesQuery } = getMyLeavesApi;

/** Starts the request of the signed-in person's applications (their history's list). */
export const prefetchMyLeaves = () => getMyLeavesApi.util.prefetch('getMyLeaves', undefined, {});
