// GET /leaves/:id: one application, for the screen a notification opens on it (`?leave=<id>`). A change
// pushed while it shows replaces it in place.
import type { ApiSuccess, LeaveDto } from '@leave/domain';
import { api } from '@/lib/api';
import { followLive } from '@/lib/live/follow-live';

const getLeaveApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeave: build.query<LeaveDto, string>({
      query: (id) => `/leaves/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiSuccess<{ leave: LeaveDto }>) => response.data.leave,
      providesTags: (_leave, _error, id) => [{ type: 'Leave', id }],
      onCacheEntryAdded: (id, entry) =>
        followLive(entry, {
          'leave:updated': ({ leave }) => {
            if (leave._id === id) entry.updateCachedData(() => leave);
          },
        }),
    }),
  }),
});

export const { useGetLeaveQuery } = getLeaveApi;
