// GET /users: everyone (admin) or the HOD's department without admins; filtered on the client. Reloaded
// when the server says the register changed (users:changed).
import type { ApiSuccess, UserDto } from '@leave/domain';
import { api, listTags, USER_LIST } from '@/lib/api';
import { refetchOn } from '@/lib/live/follow-live';

const getUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UserDto[], void>({
      query: () => '/users',
      transformResponse: (response: ApiSuccess<{ users: UserDto[] }>) => response.data.users,
      providesTags: listTags(USER_LIST),
      onCacheEntryAdded: (_arg, entry) => refetchOn(entry, ['users:changed'], [USER_LIST]),
    }),
  }),
});

export const { useGetUsersQuery } = getUsersApi;
