// The admin's imports as the socket reports them (import:progress, import:done go to the uploader only):
// the latest progress of a running import, and the results of finished ones by job id, so that an upload
// answered 202 {jobId} shows its result when it arrives. Nothing is fetched: the entry is fed by the socket
// while the Excel screen shows it.
import type { ExcelUploadResult } from '@leave/domain';
import { api } from '@/lib/api';
import { liveConnectionOf } from '../socket';

export interface ImportJobProgress {
  jobId: string;
  processed: number;
  total: number;
}

export interface ImportStatus {
  /** The running import's latest progress; null once it is done. */
  progress: ImportJobProgress | null;
  results: Record<string, ExcelUploadResult>;
}

export const getImportStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getImportStatus: build.query<ImportStatus, void>({
      queryFn: () => ({ data: { progress: null, results: {} } }),
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, extra }) {
        const live = liveConnectionOf(extra);
        let stops: (() => void)[] = [];
        try {
          await cacheDataLoaded;
          stops = [
            live.on('import:progress', (progress) =>
              updateCachedData((status) => {
                status.progress = progress;
              }),
            ),
            live.on('import:done', ({ jobId, result }) =>
              updateCachedData((status) => {
                status.results[jobId] = result;
                if (status.progress?.jobId === jobId) status.progress = null;
              }),
            ),
          ];
        } catch {
          // The entry went away before it was created: nothing to follow.
        }
        await cacheEntryRemoved;
        for (const stop of stops) stop();
      },
    }),
  }),
});

export const { useGetImportStatusQuery } = getImportStatusApi;
