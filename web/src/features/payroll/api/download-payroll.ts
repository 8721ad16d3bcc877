// GET /payroll?month=&format=: the month's payroll file, saved straight away under the name the server gives.
import type { PayrollFormat } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { api } from '@/lib/api';
import { saveDownload } from '@/lib/download';

const downloadPayrollApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadPayroll: build.mutation<{ fileName: string }, { month: string; format: PayrollFormat }>({
      queryFn: ({ month, format }, _api, _extraOptions, baseQuery) =>
        saveDownload(
          baseQuery,
          `/payroll?month=${encodeURIComponent(month)}&format=${format}`,
          (serverName) => serverName ?? `payroll-${month}.${format}`,
          () => t`The payroll is not a file`,
        ),
    }),
  }),
});

export const { useDownloadPayrollMutation } = downloadPayrollApi;
