// GET/PUT /users/me/notification-preferences: which kinds of notification also come by e-mail.
import type { ApiSuccess, EmailPreferences } from '@leave/domain';
import { api } from '@/lib/api';

const PREFERENCES = { type: 'Notification', id: 'PREFERENCES' } as const;

const notificationPreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationPreferences: build.query<EmailPreferences, void>({
      query: () => '/users/me/notification-preferences',
      transformResponse: (response: ApiSuccess<{ email: EmailPreferences }>) => response.data.email,
      providesTags: [PREFERENCES],
    }),
    saveNotificationPreferences: build.mutation<EmailPreferences, Partial<EmailPreferences>>({
      query: (email) => ({ url: '/users/me/notification-preferences', method: 'PUT', body: { email } }),
      transformResponse: (response: ApiSuccess<{ email: EmailPreferences }>) => response.data.email,
      invalidatesTags: [PREFERENCES],
    }),
  }),
});

export const { useGetNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } = notificationPreferencesApi;
