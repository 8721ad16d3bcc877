// PUT /users/:id with the signed-in user's own profile fields; the session user refreshes afterwards.
import type { ApiSuccess, UserDto } from '@leave/domain';
import { api, USER_LIST } from '@/lib/api';

export type ProfileChanges = Record<string, string | null | undefined>;

const updateProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserDto, { id: string; changes: ProfileChanges }>({
      query: ({ id, changes }) => ({ url: `/users/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      transformResponse: (response: ApiSuccess<{ user: UserDto }>) => response.data.user,
      invalidatesTags: (_user, _error, { id }) => ['Me', { type: 'User', id }, USER_LIST],
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
