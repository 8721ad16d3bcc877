// PUT /auth/change-password. Old tokens stop working afterwards, so a token in the answer replaces ours.
import type { ChangePasswordValues } from '@leave/domain';
import { api, tokenRenewed } from '@/lib/api';
import { writeToken } from '@/lib/token-storage';

interface ChangePasswordAnswer {
  data?: { token?: unknown } | null;
}

export const changePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<{ token: string | null }, Pick<ChangePasswordValues, 'currentPassword' | 'newPassword'>>({
      query: (body) => ({ url: '/auth/change-password', method: 'PUT', body }),
      transformResponse: (response: ChangePasswordAnswer | null) => {
        const token = response?.data?.token;
        return { token: typeof token === 'string' && token !== '' ? token : null };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.token) {
            writeToken(data.token);
            dispatch(tokenRenewed(data.token));
          }
        } catch {
          // The screen reports the failure.
        }
      },
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
