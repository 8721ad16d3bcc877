// GET /users/:id/sign-in-links: the college account (OpenID Connect) that signs a person in, seen by the
// administrator and by the person; DELETE removes it (the administrator only). POST /auth/oidc/connect
// starts connecting the signed-in person's own account: it answers where the browser goes next.
import type { ApiSuccess, SignInLinkDto } from '@leave/domain';
import { api } from '@/lib/api';

const signInLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSignInLinks: build.query<SignInLinkDto[], string>({
      query: (userId) => `/users/${encodeURIComponent(userId)}/sign-in-links`,
      transformResponse: (response: ApiSuccess<{ links: SignInLinkDto[] }>) => response.data.links,
      providesTags: (_links, _error, userId) => [{ type: 'SignInLink', id: userId }],
    }),
    connectCollegeAccount: build.mutation<string, void>({
      query: () => ({ url: '/auth/oidc/connect', method: 'POST' }),
      transformResponse: (response: ApiSuccess<{ url: string }>) => response.data.url,
    }),
    removeSignInLinks: build.mutation<void, string>({
      query: (userId) => ({ url: `/users/${encodeURIComponent(userId)}/sign-in-links`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, userId) => [{ type: 'SignInLink', id: userId }],
    }),
  }),
});

export const { useConnectCollegeAccountMutation, useGetSignInLinksQuery, useRemoveSignInLinksMutation } = signInLinksApi;
