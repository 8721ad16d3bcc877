// GET /auth/me: the signed-in user. The session keeps this query subscribed, so a profile change
// (which invalidates 'Me') refreshes the user everywhere, and so does a change to their balances, which
// the user carries (balance:updated).
import type { ApiSuccess, UserDto } from '@leave/domain';
import { api } from '../api';
import { refetchOn } from '../live/follow-live';

export const getMeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<UserDto, void>({
      query: () => '/auth/me',
      transformResponse: (response: ApiSuccess<{ user: UserDto }>) => response.data.user,
      providesTags: ['Me'],
      onCacheEntryAdded: (_arg, entry) => refetchOn(entry, ['balance:updated'], ['Me']),
    }),
  }),
});

export const { useGetMeQuery } = getMeApi;
