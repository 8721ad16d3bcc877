// GET /users: everyone (admin) or the HOD's department without admins; filtered on the client.
import type { ApiSuccess, UserDto } from '@leave/domain';
import { api } from '@/lib/api';

export const USER_LIST = { type: 'User', id: 'LIST' } as const;

export const getUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UserDto[], void>({
      query: () => '/users',
      transformResponse: (response: ApiSuccess<{ users: UserDto[] }>) => response.data.users,
      providesTags: (users = []) => [USER_LIST, ...users.map((user) => ({ type: 'User' as const, id: user._id }))],
    }),
  }),
});

export const { useGetUsersQuery } = getUsersApi;
