// POST /notifications/read: some of my notifications ({ids}) or all of them ({all: true}). Every cached page
// of the inbox (and so the bell's count) is fetched again afterwards.
import type { ApiSuccess } from '@leave/domain';
import { api } from '@/lib/api';
import { NOTIFICATION_LIST } from './get-notifications';

const markNotificationsReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    markNotificationsRead: build.mutation<{ unread: number }, { ids: string[] } | { all: true }>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<{ unread: number }>) => response.data,
      invalidatesTags: [NOTIFICATION_LIST],
    }),
  }),
});

export const { useMarkNotificationsReadMutation } = markNotificationsReadApi;
