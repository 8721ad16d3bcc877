// Set-password links (issue 26): 'Forgot password?' asks for one, the page of an e-mailed link sets the
// password with it. Both answer a message and nothing else.
import type { ForgotPasswordBody, SetPasswordBody } from '@leave/domain';
import { api } from '@/lib/api';

interface MessageAnswer {
  message?: unknown;
}

const messageOf = (response: MessageAnswer | null) => ({ message: typeof response?.message === 'string' ? response.message : '' });

const passwordLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<{ message: string }, ForgotPasswordBody>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
      transformResponse: messageOf,
    }),
    setPassword: build.mutation<{ message: string }, Pick<SetPasswordBody, 'token' | 'newPassword'>>({
      query: (body) => ({ url: '/auth/set-password', method: 'POST', body }),
      transformResponse: messageOf,
    }),
  }),
});

export const { useForgotPasswordMutation, useSetPasswordMutation } = passwordLinksApi;
