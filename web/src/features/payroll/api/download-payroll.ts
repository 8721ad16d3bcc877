// GET /payroll?month=&format=: the month's payroll file, saved straight away under the name the server gives.
import type { PayrollFormat } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { api } from '@/lib/api';
import { downloadedFile, readFileResponse, saveFile } from '@/lib/download';

const downloadPayrollApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadPayroll: build.mutation<{ fileName: string }, { month: string; format: PayrollFormat }>({
      async queryFn({ month, format }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: `/payroll?month=${encodeURIComponent(month)}&format=${format}`, responseHandler: readFileResponse, cache: 'no-store' });
        if (result.error) return { error: result.error };
        const file = downloadedFile(result.data);
        if (!file) return { error: { status: 'CUSTOM_ERROR', error: t`The payroll is not a file` } };
        const fileName = file.fileName ?? `payroll-${month}.${format}`;
        saveFile(file.blob, fileName);
        return { data: { fileName } };
      },
    }),
  }),
});

export const { useDownloadPayrollMutation } = downloadPayrollApi;
