// One leave's classes as its applicant follows them (issue 45): GET /arrangements?leaveId=, fetched again on
// `arrangement:changed`; after a colleague declined, whom the class may go to now (GET
// /arrangements/:id/candidates) and asking one of them, or leaving the class to the HOD (PUT
// /arrangements/:id {substituteId}: 'requested', or null: 'HOD to arrange'). The server's refusal is the
// screen's to show.
import type { ApiSuccess, ArrangementDto, SubstituteSuggestion } from '@leave/domain';
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
    getCandidates: build.query<SubstituteSuggestion[], string>({
      query: (id) => `/arrangements/${encodeURIComponent(id)}/candidates`,
      transformResponse: (response: ApiSuccess<{ candidates: SubstituteSuggestion[] }>) => response.data.candidates,
      keepUnusedDataFor: 0,
    }),
    changeSubstitute: build.mutation<void, { id: string; leaveId: string; substituteId: string | null }>({
      query: ({ id, substituteId }) => ({ url: `/arrangements/${encodeURIComponent(id)}`, method: 'PUT', body: { substituteId } }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { leaveId }) => [LEAVE_ARRANGEMENTS(leaveId)],
    }),
  }),
});

export const { useGetLeaveArrangementsQuery, useGetCandidatesQuery, useChangeSubstituteMutation } = leaveArrangementsApi;
