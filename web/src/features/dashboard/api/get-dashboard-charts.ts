// GET /dashboard/charts: the figures of the admin's and a HOD's charts, in their role's shape. Like the
// cards, they are not in the pushed messages: a pushed application fetches them again.
import type { AdminCharts, ApiSuccess, DashboardCharts, HodCharts } from '@leave/domain';
import { api } from '@/lib/api';
import { refetchOn } from '@/lib/live/follow-live';

const getDashboardChartsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardCharts: build.query<DashboardCharts, void>({
      query: () => '/dashboard/charts',
      transformResponse: (response: ApiSuccess<{ charts: DashboardCharts }>) => response.data.charts,
      providesTags: ['Charts'],
      onCacheEntryAdded: (_arg, entry) => refetchOn(entry, ['leave:created', 'leave:updated'], ['Charts']),
    }),
  }),
});

export const { useGetDashboardChartsQuery } = getDashboardChartsApi;

export function isAdminCharts(charts: DashboardCharts | undefined): charts is AdminCharts {
  return charts !== undefined && 'applicationsByMonth' in charts;
}

export function isHodCharts(charts: DashboardCharts | undefined): charts is HodCharts {
  return charts !== undefined && 'approvedDaysByMonth' in charts;
}
