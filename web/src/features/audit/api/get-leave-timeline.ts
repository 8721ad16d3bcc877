// GET /leaves/:id/timeline: the application and the applicant's balance right after each of its events.
import type { ApiSuccess, AuditTimelineDto } from '@leave/domain';
import { api } from '@/lib/api';

const getLeaveTimelineApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeaveTimeline: build.query<AuditTimelineDto, string>({
      query: (id) => `/leaves/${encodeURIComponent(id)}/timeline`,
      transformResponse: (response: ApiSuccess<AuditTimelineDto>) => response.data,
      providesTags: (_timeline, _error, id) => [{ type: 'Audit', id: `timeline-${id}` }],
    }),
  }),
});

export const { useGetLeaveTimelineQuery } = getLeaveTimelineApi;
