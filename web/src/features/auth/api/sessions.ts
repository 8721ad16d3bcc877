// The person's sessions: GET /users/me/sessions (the devices still signed in, this one marked), DELETE
// /users/me/sessions/:id, which ends one of them (issue 49), and POST /auth/sign-out-everywhere, which ends
// every one of them, this browser's too.
import type { ApiSuccess, SessionDto } from '@leave/domain';
import { api } from '@/lib/api';

const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySessions: build.query<SessionDto[], void>({
      query: () => '/users/me/sessions',
      transformResponse: (response: ApiSuccess<{ sessions: SessionDto[] }>) => response.data.sessions,
    }),
    signOutSession: build.mutation<void, string>({
      query: (id) => ({ url: `/users/me/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
    }),
    signOutEverywhere: build.mutation<void, void>({
      query: () => ({ url: '/auth/sign-out-everywhere', method: 'POST' }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useGetMySessionsQuery, useSignOutSessionMutation, useSignOutEverywhereMutation } = sessionsApi;
