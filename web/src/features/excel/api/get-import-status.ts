// The admin's imports as the socket reports them (import:progress, import:done go to the uploader only):
// the latest progress of a running import, and how finished ones ended by job id (a result, or the reason
// it failed for good), so that an upload answered 202 {jobId} shows its end when it arrives. Nothing is
// fetched: the entry is fed by the socket while the Excel screen shows it.
import type { ImportDone, ServerToClientEvents } from '@leave/domain';
import { api } from '@/lib/api';
import { followLive } from '@/lib/live/follow-live';

export interface ImportStatus {
  /** The running import's latest import:progress message (the contract's shape); null once it is done. */
  progress: Parameters<ServerToClientEvents['import:progress']>[0] | null;
  results: Record<string, Omit<ImportDone, 'jobId'>>;
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
          'import:done': ({ jobId, ...done }) =>
            entry.updateCachedData((status) => {
              status.results[jobId] = done;
              if (status.progress?.jobId === jobId) status.progress = null;
            }),
        }),
    }),
  }),
});

export const { useGetImportStatusQuery } = getImportStatusApi;
