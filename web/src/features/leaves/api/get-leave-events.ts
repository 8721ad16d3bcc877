// GET /leaves/:id/events: the application's history (who did what, when), oldest first. A change to the
// application pushed while the history shows adds to it: it is fetched again.
import type { ApiSuccess, LeaveEventDto } from '@leave/domain';
import { api } from '@/lib/api';
import { followLive } from '@/lib/live/follow-live';

const getLeaveEventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeaveEvents: build.query<LeaveEventDto[], string>({
      query: (id) => `/leaves/${encodeURIComponent(id)}/events`,
      transformResponse: (response: ApiSuccess<{ events: LeaveEventDto[] }>) => response.data.events,
      providesTags: (_events, _error, id) => [{ type: 'LeaveEvents', id }],
      onCacheEntryAdded: (id, entry) =>
        followLive(entry, {
          'leave:updated': ({ leave }) => {
            if (leave._id === id) entry.dispatch(api.util.invalidateTags([{ type: 'LeaveEvents', id }]));
          },
        }),
    }),
  }),
});

export const { useGetLeaveEventsQuery } = getLeaveEventsApi;
