// The college's holidays (GET/POST/DELETE /holidays, POST /holidays/import, GET /holidays/template). A
// year's list follows `holidays:changed`, so every calendar and apply form shows a change at once.
import type { ApiSuccess, HolidayDto, HolidayImportResult } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { api } from '@/lib/api';
import { saveDownload } from '@/lib/download';
import { refetchOn } from '@/lib/live/follow-live';

const HOLIDAY_LIST = { type: 'Holiday', id: 'LIST' } as const;
export const HOLIDAY_TEMPLATE_FILE_NAME = 'holiday-calendar-template.xlsx';

export const holidaysApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHolidays: build.query<HolidayDto[], number>({
      query: (year) => `/holidays?year=${year}`,
      transformResponse: (response: ApiSuccess<{ holidays: HolidayDto[] }>) => response.data.holidays,
      providesTags: [HOLIDAY_LIST],
      onCacheEntryAdded: (_year, entry) => refetchOn(entry, ['holidays:changed'], [HOLIDAY_LIST]),
    }),
    addHoliday: build.mutation<HolidayDto, { date: string; name: string; optional?: boolean | undefined }>({
      query: (body) => ({ url: '/holidays', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<{ holiday: HolidayDto }>) => response.data.holiday,
      invalidatesTags: [HOLIDAY_LIST, 'Calendar', 'EarnedLeave'],
    }),
    deleteHoliday: build.mutation<void, string>({
      query: (id) => ({ url: `/holidays/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [HOLIDAY_LIST, 'Calendar', 'EarnedLeave'],
    }),
    importHolidays: build.mutation<HolidayImportResult, { fileData: string; fileName: string; year: number }>({
      query: (body) => ({ url: '/holidays/import', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<HolidayImportResult>) => response.data,
      invalidatesTags: [HOLIDAY_LIST, 'Calendar', 'EarnedLeave'],
    }),
    downloadHolidayTemplate: build.mutation<{ fileName: string }, void>({
      queryFn: (_arg, _api, _extraOptions, baseQuery) => saveDownload(baseQuery, '/holidays/template', () => HOLIDAY_TEMPLATE_FILE_NAME, () => t`The template is not a file`),
    }),
  }),
});

export const { useGetHolidaysQuery, useAddHolidayMutation, useDeleteHolidayMutation, useImportHolidaysMutation, useDownloadHolidayTemplateMutation } = holidaysApi;

/** The holidays of this year and the next: enough for any range an apply form can pick. */
export function useHolidaysFrom(year: number): HolidayDto[] {
  const { data: thisYear = [] } = useGetHolidaysQuery(year);
  const { data: nextYear = [] } = useGetHolidaysQuery(year + 1);
  return useMemo(() => [...thisYear, ...nextYear], [thisYear, nextYear]);
}
