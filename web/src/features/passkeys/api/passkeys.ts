// The signed-in person's passkeys: GET /users/me/passkeys, POST /users/me/passkeys/options then POST
// /users/me/passkeys with what the authenticator made, DELETE /users/me/passkeys/:id.
import type { ApiSuccess, PasskeyDto } from '@leave/domain';
import { api } from '@/lib/api';

const PASSKEYS = { type: 'Passkey', id: 'MINE' } as const;

const passkeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyPasskeys: build.query<PasskeyDto[], void>({
      query: () => '/users/me/passkeys',
      transformResponse: (response: ApiSuccess<{ passkeys: PasskeyDto[] }>) => response.data.passkeys,
      providesTags: [PASSKEYS],
    }),
    passkeyRegistrationOptions: build.mutation<Record<string, unknown>, void>({
      query: () => ({ url: '/users/me/passkeys/options', method: 'POST' }),
      transformResponse: (response: ApiSuccess<{ options: Record<string, unknown> }>) => response.data.options,
    }),
    addPasskey: build.mutation<PasskeyDto, { name?: string; credential: unknown }>({
      query: (body) => ({ url: '/users/me/passkeys', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<{ passkey: PasskeyDto }>) => response.data.passkey,
      invalidatesTags: [PASSKEYS],
    }),
    removePasskey: build.mutation<void, string>({
      query: (id) => ({ url: `/users/me/passkeys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [PASSKEYS],
    }),
  }),
});

export const { useGetMyPasskeysQuery, usePasskeyRegistrationOptionsMutation, useAddPasskeyMutation, useRemovePasskeyMutation } = passkeysApi;
