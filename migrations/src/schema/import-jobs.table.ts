import type { ColumnType, Selectable } from 'kysely';

export type ImportJobStatus = 'queued' | 'running' | 'done' | 'refused' | 'failed';

export interface ImportJobsTable {
  /** The job id: the file's hash and the moment of its upload, so each upload is one job (core's importJobId). */
  id: string;
  file_name: string;
  /** The uploaded workbook; cleared once its import has finished. */
  file_data: ColumnType<Uint8Array | null, Uint8Array | null, Uint8Array | null>;
  uploaded_by: string;
  status: ColumnType<ImportJobStatus, ImportJobStatus | undefined, ImportJobStatus>;
  processed: ColumnType<number, number | undefined, number>;
  total: ColumnType<number, number | undefined, number>;
  /** The job's outcome once it has ended: its result, or why it failed for good (core's ImportEmployeesOutcome). */
  result: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type ImportJobRow = Selectable<ImportJobsTable>;

export interface ImportJobRowsTable {
  job_id: string;
  row_number: number;
  user_id: string;
}
