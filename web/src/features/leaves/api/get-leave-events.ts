// GET /leaves/:id/events: the application's history (who did what, when), oldest first.
import type { ApiSuccess, LeaveEventDto } from '@leave/domain';
import { api } from '@/lib/api';

export const getLeaveEventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeaveEvents: build.query<LeaveEventDto[], string>({
      query: (id) => `/leaves/${encodeURIComponent(id)}/events`,
      transformResponse: (response: ApiSuccess<{ events: LeaveEventDto[] }>) => response.data.events,
      providesTags: (_events, _error, id) => [{ type: 'LeaveEvents', id }],
    }),
  }),
});

export const { useGetLeaveEventsQuery } = getLeaveEventsApi;
