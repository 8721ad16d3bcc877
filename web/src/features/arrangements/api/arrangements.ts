// Issue 45's arrangements (docs/contract.md 'Arrangements'): the classes the signed-in person is asked to
// cover (GET /arrangements?mine=true), fetched again on `arrangement:changed`; and their answer, POST
// /arrangements/:id/accept or /decline {reason?}. The server's refusal (409: they cover another class then,
// or someone else answered) is the screen's to show. A department's day (GET /arrangements?department=&date=)
// and the HOD's direct assignment, PUT /arrangements/:id {substituteId}. Each teacher's classes taken this
// term (GET /arrangements/counts?department=), and a range of the department's as a file
// (/exports/arrangements.csv|.xlsx?department=&from=&to=), saved straight away.
import type { ApiSuccess, ArrangementDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { api } from '@/lib/api';
import { saveDownload } from '@/lib/download';
import { refetchOn } from '@/lib/live/follow-live';

export const MY_ARRANGEMENTS = { type: 'Arrangement', id: 'MINE' } as const;

/** The list whether the server wraps it (`{ arrangements }`) or answers the array itself. */
export function arrangementsOf(response: ApiSuccess<{ arrangements: ArrangementDto[] } | ArrangementDto[]>): ArrangementDto[] {
  const data = response.data;
  return Array.isArray(data) ? data : (data.arrangements ?? []);
}

/** A department's day (issue 45, 'Classes of the day'): GET /arrangements?department=&date=. */
export interface DayArgs {
  department: string;
  date: string;
}

export const DAY_ARRANGEMENTS = { type: 'Arrangement', id: 'LIST' } as const;

/** One teacher's classes taken this term (GET /arrangements/counts). */
export interface SubstitutionCount {
  _id: string;
  name: string;
  count: number;
}

/** A department's arrangements of a range, as a file. */
export interface ArrangementsExportArgs {
  format: 'csv' | 'xlsx';
  department: string;
  from: string;
  to: string;
}

export type ArrangementAnswer = { id: string; answer: 'accept' } | { id: string; answer: 'decline'; reason?: string };

const arrangementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyArrangements: build.query<ArrangementDto[], void>({
      query: () => '/arrangements?mine=true',
      transformResponse: arrangementsOf,
      providesTags: [MY_ARRANGEMENTS],
      onCacheEntryAdded: (_args, entry) => refetchOn(entry, ['arrangement:changed'], [MY_ARRANGEMENTS]),
    }),
    answerArrangement: build.mutation<void, ArrangementAnswer>({
      query: (answer) => ({
        url: `/arrangements/${encodeURIComponent(answer.id)}/${answer.answer}`,
        method: 'POST',
        body: answer.answer === 'decline' && answer.reason ? { reason: answer.reason } : {},
      }),
      transformResponse: () => undefined,
      invalidatesTags: [MY_ARRANGEMENTS, DAY_ARRANGEMENTS],
    }),
    getDayArrangements: build.query<ArrangementDto[], DayArgs>({
      query: ({ department, date }) => `/arrangements?${new URLSearchParams({ department, date, limit: '500' }).toString()}`,
      transformResponse: arrangementsOf,
      providesTags: [DAY_ARRANGEMENTS],
      onCacheEntryAdded: (_args, entry) => refetchOn(entry, ['arrangement:changed'], [DAY_ARRANGEMENTS]),
    }),
    /** The HOD's direct choice (PUT /arrangements/:id {substituteId}): 'assigned'; a 409 says why not. */
    assignArrangement: build.mutation<void, { id: string; substituteId: string | null }>({
      query: ({ id, substituteId }) => ({ url: `/arrangements/${encodeURIComponent(id)}`, method: 'PUT', body: { substituteId } }),
      transformResponse: () => undefined,
      invalidatesTags: [MY_ARRANGEMENTS, DAY_ARRANGEMENTS],
    }),
    /** Most classes taken first, then by name. */
    getSubstitutionCounts: build.query<SubstitutionCount[], { department: string }>({
      query: ({ department }) => `/arrangements/counts?${new URLSearchParams({ department }).toString()}`,
      transformResponse: (response: ApiSuccess<{ counts: SubstitutionCount[] }>) => [...response.data.counts].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
      providesTags: [DAY_ARRANGEMENTS],
      onCacheEntryAdded: (_args, entry) => refetchOn(entry, ['arrangement:changed'], [DAY_ARRANGEMENTS]),
    }),
    downloadArrangements: build.mutation<{ fileName: string }, ArrangementsExportArgs>({
      queryFn({ format, department, from, to }, _api, _extraOptions, baseQuery) {
        const search = new URLSearchParams({ department, from, to }).toString();
        return saveDownload(baseQuery, `/exports/arrangements.${format}?${search}`, (serverName) => serverName ?? `arrangements.${format}`, () => t`The export is not a file`);
      },
    }),
  }),
});

export const { useGetMyArrangementsQuery, useAnswerArrangementMutation, useGetDayArrangementsQuery, useAssignArrangementMutation, useGetSubstitutionCountsQuery, useDownloadArrangementsMutation } = arrangementsApi;
