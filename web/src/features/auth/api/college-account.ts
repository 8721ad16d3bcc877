// Signing in with the college's accounts (OpenID Connect): GET /auth/config says whether the sign-in page
// offers it and under which label; POST /auth/oidc/session collects the session of a finished sign-in
// (its one-time code travels in an HttpOnly cookie, never in the address).
import type { ApiSuccess, AuthConfigDto, AuthResult } from '@leave/domain';
import { api } from '@/lib/api';

/** Where the browser goes to sign in with the college account: a full navigation, not a fetch. */
export const COLLEGE_SIGN_IN_START = '/api/auth/oidc/start';

const collegeAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthConfig: build.query<AuthConfigDto, void>({
      query: () => '/auth/config',
      transformResponse: (response: ApiSuccess<AuthConfigDto>) => response.data,
    }),
    collectCollegeSignIn: build.mutation<AuthResult, void>({
      query: () => ({ url: '/auth/oidc/session', method: 'POST' }),
      transformResponse: (response: ApiSuccess<AuthResult>) => response.data,
    }),
  }),
});

export const { useGetAuthConfigQuery, useCollectCollegeSignInMutation } = collegeAccountApi;
