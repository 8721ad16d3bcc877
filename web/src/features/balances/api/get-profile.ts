// GET /users/profile: the HOD form's fallback for balances when current-leave-balances fails.
import type { ApiSuccess, UserDto } from '@leave/domain';
import { api } from '@/lib/api';

const getProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserDto, void>({
      query: () => '/users/profile',
      transformResponse: (response: ApiSuccess<{ user: UserDto }>) => response.data.user,
      providesTags: ['Me', 'Balance'],
    }),
  }),
});

export const { useGetProfileQuery } = getProfileApi;
