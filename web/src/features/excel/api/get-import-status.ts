// The admin's imports as the socket reports them (import:progress, import:done go to the uploader only):
// the latest progress of a running import, and the results of finished ones by job id, so that an upload
// answered 202 {jobId} shows its result when it arrives. Nothing is fetched: the entry is fed by the socket
// while the Excel screen shows it.
import type { ExcelUploadResult, ServerToClientEvents } from '@leave/domain';
import { api } from '@/lib/api';
import { followLive } from '@/lib/live/follow-live';

export interface ImportStatus {
  /** The running import's latest import:progress message (the contract's shape); null once it is done. */
  progress: Parameters<ServerToClientEvents['import:progress']>[0] | null;
  results: Record<string, ExcelUploadResult>;
}

const getImportStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getImportStatus: build.query<ImportStatus, void>({
      queryFn: () => ({ data: { progress: null, results: {} } }),
      onCacheEntryAdded: (_arg, entry) =>
        followLive(entry, {
          'import:progress': (progress) =>
            entry.updateCachedData((status) => {
              status.progress = progress;
            }),
          'import:done': ({ jobId, result }) =>
            entry.updateCachedData((status) => {
              status.results[jobId] = result;
              if (status.progress?.jobId === jobId) status.progress = null;
            }),
        }),
    }),
  }),
});

export const { useGetImportStatusQuery } = getImportStatusApi;
