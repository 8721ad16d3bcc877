// GET/PUT /users/me/notification-preferences: which kinds of notification also come by e-mail, of the kinds
// the person can receive (issue 49).
import { kindsNamed, type ApiSuccess, type EmailPreferences, type NotificationKind } from '@leave/domain';
import { api } from '@/lib/api';

/** The e-mail switches, and the kinds the person can receive (the only ones offered). */
export interface EmailChoices {
  email: EmailPreferences;
  kinds: readonly NotificationKind[];
}

const PREFERENCES = { type: 'Notification', id: 'PREFERENCES' } as const;

const notificationPreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationPreferences: build.query<EmailChoices, void>({
      query: () => '/users/me/notification-preferences',
      transformResponse: (response: ApiSuccess<{ email: EmailPreferences; kinds?: unknown }>) => ({ email: response.data.email, kinds: kindsNamed(response.data.kinds) }),
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
