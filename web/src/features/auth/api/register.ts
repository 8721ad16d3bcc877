// POST /auth/register for self-registration: the answer carries the new user and their token.
import type { ApiSuccess, AuthResult, RegisterValues } from '@leave/domain';
import { api } from '@/lib/api';

export type RegistrationPayload = RegisterValues;

const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<AuthResult, RegistrationPayload>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<AuthResult>) => response.data,
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
