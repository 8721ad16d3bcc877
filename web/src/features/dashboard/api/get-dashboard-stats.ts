// GET /dashboard/stats: the figures of the signed-in user's dashboard, in their role's shape. The counts
// are not in the pushed messages: any pushed application or register change fetches them again.
import type { AdminStats, ApiSuccess, DashboardStats, EmployeeStats, HodStats } from '@leave/domain';
import { api } from '@/lib/api';
import { refetchOn } from '@/lib/live/follow-live';

const getDashboardStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardStats: build.query<DashboardStats, void>({
      query: () => '/dashboard/stats',
      transformResponse: (response: ApiSuccess<{ stats: DashboardStats }>) => response.data.stats,
      providesTags: ['Stats'],
      onCacheEntryAdded: (_arg, entry) => refetchOn(entry, ['leave:created', 'leave:updated', 'users:changed'], ['Stats']),
    }),
  }),
});

export const { useGetDashboardStatsQuery } = getDashboardStatsApi;

export function isAdminStats(stats: DashboardStats | undefined): stats is AdminStats {
  return stats !== undefined && 'totalHODs' in stats;
}

export function isHodStats(stats: DashboardStats | undefined): stats is HodStats {
  return stats !== undefined && 'departmentEmployees' in stats;
}

export function isEmployeeStats(stats: DashboardStats | undefined): stats is EmployeeStats {
  return stats !== undefined && 'totalApplications' in stats;
}
