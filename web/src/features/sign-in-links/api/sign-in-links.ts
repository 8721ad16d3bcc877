// GET /users/:id/sign-in-links: the college account (OpenID Connect) that signs a person in, seen by the
// administrator and by the person; DELETE removes it (the administrator only).
import type { ApiSuccess, SignInLinkDto } from '@leave/domain';
import { api } from '@/lib/api';

const signInLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSignInLinks: build.query<SignInLinkDto[], string>({
      query: (userId) => `/users/${encodeURIComponent(userId)}/sign-in-links`,
      transformResponse: (response: ApiSuccess<{ links: SignInLinkDto[] }>) => response.data.links,
      providesTags: (_links, _error, userId) => [{ type: 'SignInLink', id: userId }],
    }),
    removeSignInLinks: build.mutation<void, string>({
      query: (userId) => ({ url: `/users/${encodeURIComponent(userId)}/sign-in-links`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, userId) => [{ type: 'SignInLink', id: userId }],
    }),
  }),
});

export const { useGetSignInLinksQuery, useRemoveSignInLinksMutation } = signInLinksApi;
