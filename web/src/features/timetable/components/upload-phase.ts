// Where a timetable upload stands on the screen (TimetableScreen.tsx): nothing yet, being sent, running on the
// server (answered 202 {jobId}), done with its result, or failed with the reason and the rows to blame.
import type { TimetableImportDone, TimetableImportResult } from '@leave/domain';
import { translateText } from '@/lib/i18n/texts';

export type UploadPhase = { kind: 'idle' } | { kind: 'processing' } | { kind: 'queued'; jobId: string } | { kind: 'done'; result: TimetableImportResult } | { kind: 'failure'; message: string; rows: string[] };

/** How a queued import ended (timetable:import-done), as the upload's own answer would have shown it. */
export function endedPhase(done: TimetableImportDone): UploadPhase {
  if ('result' in done) return { kind: 'done', result: done.result };
  return { kind: 'failure', message: translateText('refused' in done ? done.refused : done.failed), rows: [] };
}
