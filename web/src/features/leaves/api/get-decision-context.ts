// GET /leaves/:id/decision-context (issue 49, decision 0380): what the approver weighs beside an open
// application, the applicant's balance of the type now and after it and the colleagues away on its days.
// Any application of the college changing (a colleague applies, a decision) can change both: fetched again.
import type { ApiSuccess, LeaveDecisionContextDto } from '@leave/domain';
import { api, type ApiTag } from '@/lib/api';
import { followLive } from '@/lib/live/follow-live';

const CONTEXT: ApiTag = { type: 'Leave', id: 'DECISION-CONTEXT' };

const getDecisionContextApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDecisionContext: build.query<LeaveDecisionContextDto, string>({
      query: (id) => `/leaves/${encodeURIComponent(id)}/decision-context`,
      transformResponse: (response: ApiSuccess<LeaveDecisionContextDto>) => response.data,
      providesTags: [CONTEXT],
      onCacheEntryAdded: (_id, entry) =>
        followLive(entry, {
          'leave:updated': () => entry.dispatch(api.util.invalidateTags([CONTEXT])),
        }),
    }),
  }),
});

export const { useGetDecisionContextQuery } = getDecisionContextApi;
