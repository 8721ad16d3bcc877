// POST /auth/login, and POST /demo-login: the fallback docs/product.md §7 allows for the admin demo address.
import type { ApiSuccess, AuthResult, LoginValues } from '@leave/domain';
import { api } from '@/lib/api';

export type Credentials = LoginValues;

const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResult, Credentials>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<AuthResult>) => response.data,
    }),
    demoLogin: build.mutation<AuthResult, Credentials>({
      query: (body) => ({ url: '/demo-login', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<AuthResult>) => response.data,
    }),
  }),
});

export const { useLoginMutation, useDemoLoginMutation } = loginApi;
