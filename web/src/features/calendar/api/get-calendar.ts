// GET /calendar?month=&department=: who is away in a month. It follows the applications' pushes and the
// holiday calendar's, fetching the month again when anything it may show changed.
import type { ApiSuccess, CalendarMonthDto } from '@leave/domain';
import { api } from '@/lib/api';
import { refetchOn } from '@/lib/live/follow-live';

export interface CalendarArgs {
  month: string;
  department?: string | undefined;
}

const getCalendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCalendar: build.query<CalendarMonthDto, CalendarArgs>({
      query: ({ month, department }) => `/calendar?month=${month}${department ? `&department=${encodeURIComponent(department)}` : ''}`,
      transformResponse: (response: ApiSuccess<CalendarMonthDto>) => response.data,
      providesTags: (_data, _error, { month, department }) => ['Calendar', { type: 'Calendar', id: `${month}:${department ?? ''}` }],
      onCacheEntryAdded: ({ month, department }, entry) =>
        refetchOn(entry, ['leave:created', 'leave:updated', 'holidays:changed'], [{ type: 'Calendar', id: `${month}:${department ?? ''}` }]),
    }),
  }),
});

export const { useGetCalendarQuery } = getCalendarApi;
