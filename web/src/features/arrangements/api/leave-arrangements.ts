// One leave's classes as its applicant follows them (issue 45): GET /arrangements?leaveId=, fetched again on
// `arrangement:changed`; and, after a colleague declined, leaving the class to the HOD (PUT /arrangements/:id
// {substituteId: null}: 'HOD to arrange'). The server's refusal is the screen's to show.
import type { ArrangementDto } from '@leave/domain';
import { api } from '@/lib/api';
import { refetchOn } from '@/lib/live/follow-live';
import { arrangementsOf } from './arrangements';

const LEAVE_ARRANGEMENTS = (leaveId: string) => ({ type: 'Arrangement', id: `LEAVE-${leaveId}` }) as const;

const leaveArrangementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLeaveArrangements: build.query<ArrangementDto[], string>({
      query: (leaveId) => `/arrangements?leaveId=${encodeURIComponent(leaveId)}`,
      transformResponse: arrangementsOf,
      providesTags: (_result, _error, leaveId) => [LEAVE_ARRANGEMENTS(leaveId)],
      onCacheEntryAdded: (leaveId, entry) => refetchOn(entry, ['arrangement:changed'], [LEAVE_ARRANGEMENTS(leaveId)]),
    }),
    leaveToHod: build.mutation<void, { id: string; leaveId: string }>({
      query: ({ id }) => ({ url: `/arrangements/${encodeURIComponent(id)}`, method: 'PUT', body: { substituteId: null } }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { leaveId }) => [LEAVE_ARRANGEMENTS(leaveId)],
    }),
  }),
});

export const { useGetLeaveArrangementsQuery, useLeaveToHodMutation } = leaveArrangementsApi;
