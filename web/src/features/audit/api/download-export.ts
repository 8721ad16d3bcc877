// GET /exports/<kind>.<format>: the file is saved straight away under the name the server gives; no Blob
// enters the store. A failed answer (also read as a blob) is read for its message.
import { t } from '@lingui/core/macro';
import type { ExportFormat, ExportKind } from '@leave/domain';
import { api } from '@/lib/api';
import { saveDownload } from '@/lib/download';
import { auditSearch } from './get-audit-events';

export interface ExportArgs {
  kind: ExportKind;
  format: ExportFormat;
  filters: Record<string, string | undefined>;
}

const downloadExportApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadExport: build.mutation<{ fileName: string }, ExportArgs>({
      queryFn({ kind, format, filters }, _api, _extraOptions, baseQuery) {
        const search = auditSearch(filters);
        return saveDownload(baseQuery, `/exports/${kind}.${format}${search ? `?${search}` : ''}`, (serverName) => serverName ?? `${kind}.${format}`, () => t`The export is not a file`);
      },
    }),
  }),
});

export const { useDownloadExportMutation } = downloadExportApi;
