// GET /auth/me: the signed-in user. The session keeps this query subscribed, so a profile change
// (which invalidates 'Me') refreshes the user everywhere.
import type { ApiSuccess, UserDto } from '@leave/domain';
import { api } from '@/lib/api';

export const getMeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<UserDto, void>({
      query: () => '/auth/me',
      transformResponse: (response: ApiSuccess<{ user: UserDto }>) => response.data.user,
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery } = getMeApi;
