// The person's sessions: GET /users/me/sessions (the devices still signed in), and POST
// /auth/sign-out-everywhere, which ends every one of them, this browser's too.
import type { ApiSuccess, SessionDto } from '@leave/domain';
import { api } from '@/lib/api';

const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySessions: build.query<SessionDto[], void>({
      query: () => '/users/me/sessions',
      transformResponse: (response: ApiSuccess<{ sessions: SessionDto[] }>) => response.data.sessions,
    }),
    signOutEverywhere: build.mutation<void, void>({
      query: () => ({ url: '/auth/sign-out-everywhere', method: 'POST' }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useGetMySessionsQuery, useSignOutEverywhereMutation } = sessionsApi;
