// GET /calendar/feeds and POST /calendar/feeds/regenerate: the signed-in person's iCal feed URLs.
import type { ApiSuccess, CalendarFeedsDto, FeedKind } from '@leave/domain';
import { api } from '@/lib/api';

const calendarFeedsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCalendarFeeds: build.query<CalendarFeedsDto, void>({
      query: () => '/calendar/feeds',
      transformResponse: (response: ApiSuccess<CalendarFeedsDto>) => response.data,
    }),
    regenerateCalendarFeed: build.mutation<CalendarFeedsDto, FeedKind>({
      query: (kind) => ({ url: '/calendar/feeds/regenerate', method: 'POST', body: { kind } }),
      transformResponse: (response: ApiSuccess<CalendarFeedsDto>) => response.data,
      async onQueryStarted(_kind, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(calendarFeedsApi.util.upsertQueryData('getCalendarFeeds', undefined, data));
      },
    }),
  }),
});

export const { useGetCalendarFeedsQuery, useRegenerateCalendarFeedMutation } = calendarFeedsApi;
