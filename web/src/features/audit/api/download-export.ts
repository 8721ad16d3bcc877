// GET /exports/<kind>.<format>: the file is saved straight away under the name the server gives; no Blob
// enters the store. A failed answer (also read as a blob) is read for its message.
import { t } from '@lingui/core/macro';
import type { ExportFormat, ExportKind } from '@leave/domain';
import { api } from '@/lib/api';
import { downloadedFile, readFileResponse, saveFile } from '@/lib/download';
import { auditSearch } from './get-audit-events';

export interface ExportArgs {
  kind: ExportKind;
  format: ExportFormat;
  filters: Record<string, string | undefined>;
}

const downloadExportApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadExport: build.mutation<{ fileName: string }, ExportArgs>({
      async queryFn({ kind, format, filters }, _api, _extraOptions, baseQuery) {
        const search = auditSearch(filters);
        const result = await baseQuery({ url: `/exports/${kind}.${format}${search ? `?${search}` : ''}`, responseHandler: readFileResponse, cache: 'no-store' });
        if (result.error) return { error: result.error };
        const file = downloadedFile(result.data);
        if (!file) return { error: { status: 'CUSTOM_ERROR', error: t`The export is not a file` } };
        const fileName = file.fileName ?? `${kind}.${format}`;
        saveFile(file.blob, fileName);
        return { data: { fileName } };
      },
    }),
  }),
});

export const { useDownloadExportMutation } = downloadExportApi;
