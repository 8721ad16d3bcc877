// Issue 45's timetable (docs/contract.md 'Timetable'): a department's week (GET /timetable?department=),
// a period added or removed (POST /timetable/periods, DELETE /timetable/periods/:id), the Excel import
// (POST /timetable/upload: its result, or 202 {jobId} with import:progress as the staff import has) and
// its template (GET /timetable/template, saved as a file). How imports answered 202 ended comes over the
// socket (timetable:import-done, to the uploader), kept by job id while the screen shows it.
import type { ApiSuccess, TimetableImportDone, TimetableImportResult, TimetablePeriodDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { api } from '@/lib/api';
import { saveDownload } from '@/lib/download';
import { followLive } from '@/lib/live/follow-live';

const TIMETABLE = (department: string) => ({ type: 'Timetable' as const, id: department });

/** A period as added: the teacher, the weekday (1 = Monday), the period and its times, the class, the term. */
export interface NewPeriod {
  userId: string;
  weekday: number;
  period: number;
  start: string;
  end: string;
  className: string;
  subject: string;
  room: string;
  termFrom: string;
  termTo: string;
}

export type TimetableUploadOutcome = { kind: 'done'; result: TimetableImportResult } | { kind: 'queued'; jobId: string };

interface UploadAnswer {
  message?: string;
  data?: Partial<TimetableImportResult> & { jobId?: string };
}

function readUploadAnswer(answer: UploadAnswer | null): TimetableUploadOutcome {
  const data = answer?.data ?? {};
  if (typeof data.jobId === 'string' && data.imported === undefined) return { kind: 'queued', jobId: data.jobId };
  return { kind: 'done', result: { message: data.message ?? answer?.message ?? '', imported: data.imported ?? 0, errors: Array.isArray(data.errors) ? data.errors : [] } };
}

const timetableApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDepartmentTimetable: build.query<TimetablePeriodDto[], string>({
      query: (department) => `/timetable?department=${encodeURIComponent(department)}`,
      transformResponse: (response: ApiSuccess<{ periods: TimetablePeriodDto[] }>) => response.data.periods,
      providesTags: (_periods, _error, department) => [TIMETABLE(department)],
    }),
    addPeriod: build.mutation<void, NewPeriod & { department: string }>({
      query: ({ department: _department, ...period }) => ({ url: '/timetable/periods', method: 'POST', body: period }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error, { department }) => (error ? [] : [TIMETABLE(department)]),
    }),
    removePeriod: build.mutation<void, { id: string; department: string }>({
      query: ({ id }) => ({ url: `/timetable/periods/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, _error, { department }) => [TIMETABLE(department)],
    }),
    uploadTimetable: build.mutation<TimetableUploadOutcome, { fileData: string; fileName: string; termFrom: string; termTo: string; department: string }>({
      query: ({ department: _department, ...body }) => ({ url: '/timetable/upload', method: 'POST', body }),
      transformResponse: readUploadAnswer,
      invalidatesTags: (_result, _error, { department }) => [TIMETABLE(department)],
    }),
    /** Imports ended since the screen opened, by job id; nothing fetched: the socket feeds it. */
    getTimetableImports: build.query<Record<string, TimetableImportDone>, void>({
      queryFn: () => ({ data: {} }),
      onCacheEntryAdded: (_arg, entry) =>
        followLive(entry, {
          'timetable:import-done': (done) => {
            entry.updateCachedData((ended) => {
              ended[done.jobId] = done;
            });
            entry.dispatch(timetableApi.util.invalidateTags(['Timetable']));
          },
        }),
    }),
    downloadTimetableTemplate: build.mutation<{ fileName: string }, void>({
      queryFn: (_arg, _api, _extraOptions, baseQuery) => saveDownload(baseQuery, '/timetable/template', () => 'timetable-template.xlsx', () => t`The template is not a file`),
    }),
  }),
});

export const { useGetDepartmentTimetableQuery, useAddPeriodMutation, useRemovePeriodMutation, useUploadTimetableMutation, useGetTimetableImportsQuery, useDownloadTimetableTemplateMutation } = timetableApi;
export { TIMETABLE };
