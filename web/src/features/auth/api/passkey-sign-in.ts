// Signing in with a passkey: POST /auth/passkey/options, then POST /auth/passkey with what the browser's
// authenticator signed; the answer is data {user, token} like POST /auth/login.
import type { ApiSuccess, AuthResult } from '@leave/domain';
import { api } from '@/lib/api';

const passkeySignInApi = api.injectEndpoints({
  endpoints: (build) => ({
    passkeySignInOptions: build.mutation<Record<string, unknown>, void>({
      query: () => ({ url: '/auth/passkey/options', method: 'POST' }),
      transformResponse: (response: ApiSuccess<{ options: Record<string, unknown> }>) => response.data.options,
    }),
    passkeySignIn: build.mutation<AuthResult, { credential: unknown }>({
      query: (body) => ({ url: '/auth/passkey', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<AuthResult>) => response.data,
    }),
  }),
});

export const { usePasskeySignInOptionsMutation, usePasskeySignInMutation } = passkeySignInApi;
