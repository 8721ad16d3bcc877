// GET /notifications: a page of the signed-in person's inbox, newest first, with the total and the unread
// count. Followed live: a pushed notification:new goes on top of the first page and every cached page
// takes the new counts, without fetching again.
import type { ApiSuccess, NotificationPage } from '@leave/domain';
import { api } from '@/lib/api';
import { followLive } from '@/lib/live/follow-live';

export const NOTIFICATION_LIST = { type: 'Notification', id: 'LIST' } as const;
export const INBOX_PAGE_SIZE = 25;

export interface NotificationPageArgs {
  limit: number;
  offset: number;
}

const getNotificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationPage, NotificationPageArgs>({
      query: ({ limit, offset }) => ({ url: '/notifications', params: { limit, offset } }),
      transformResponse: (response: ApiSuccess<NotificationPage>) => response.data,
      providesTags: [NOTIFICATION_LIST],
      onCacheEntryAdded: (arg, entry) =>
        followLive(entry, {
          'notification:new': ({ notification, unread }) =>
            entry.updateCachedData((page) => {
              if (page.notifications.some((item) => item._id === notification._id)) return;
              page.total += 1;
              page.unread = unread;
              if (arg.offset === 0) {
                page.notifications.unshift(notification);
                if (page.notifications.length > arg.limit) page.notifications.pop();
              }
            }),
        }),
    }),
  }),
});

export const { useGetNotificationsQuery } = getNotificationsApi;
