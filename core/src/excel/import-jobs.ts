// The owner of the import_jobs and import_job_rows tables (docs/architecture.md, "Each table one owner"):
// an uploaded workbook kept under its job id until its import ends, the import's progress and outcome, and
// which row of the file made whom. The excel route, the import job, the in-process schedule and the
// metrics read and write them only through these functions (ESLint refuses the table names elsewhere).

import type { Transaction } from 'kysely';
import type { Database } from '@leave/migrations';
import type { Db } from '../db';
import type { ImportEmployeesOutcome } from '../jobs';
import { joinPerson } from '../users/accounts';

/** The upload as the import job finds it: its file (null once the import has ended) and how it stands. */
export interface ImportUpload {
  fileData: Uint8Array | null;
  status: 'queued' | 'running' | 'done' | 'refused' | 'failed';
  outcome: ImportEmployeesOutcome | null;
}

/** An import queued or running whose file is still kept: one a restarted process takes up again. */
export interface UnfinishedImport {
  jobId: string;
  uploadedBy: string;
  fileName: string;
}

type Trx = Transaction<Database>;

/** Keeps an uploaded workbook under its job id; the same upload again replaces the kept file. */
export async function keepUpload(db: Db, upload: { jobId: string; fileName: string; file: Uint8Array; uploadedBy: string }): Promise<void> {
  const values = { file_name: upload.fileName, file_data: upload.file, uploaded_by: upload.uploadedBy };
  await db
    .insertInto('import_jobs')
    .values({ id: upload.jobId, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/** The upload of `jobId`, or undefined when none was kept. */
export async function findUpload(db: Db, jobId: string): Promise<ImportUpload | undefined> {
  const row = await db.selectFrom('import_jobs').select(['file_data', 'status', 'result']).where('id', '=', jobId).executeTakeFirst();
  return row && { fileData: row.file_data, status: row.status, outcome: (row.result as ImportEmployeesOutcome | null) ?? null };
}

/** Why the import of `jobId` failed for good, when it did: the reason its uploader reads. */
export async function failureOf(db: Db, jobId: string): Promise<string | undefined> {
  const row = await db.selectFrom('import_jobs').select('result').where('id', '=', jobId).where('status', '=', 'failed').executeTakeFirst();
  const outcome = row?.result as ImportEmployeesOutcome | undefined;
  return outcome?.status === 'failed' ? outcome.message : undefined;
}

/** The same file uploaded again after its import ended: a new run, so the rows of the last one are forgotten. */
export async function forgetImportedRows(db: Db, jobId: string): Promise<void> {
  await db.deleteFrom('import_job_rows').where('job_id', '=', jobId).execute();
}

export async function markRunning(db: Db, jobId: string, at: Date): Promise<void> {
  await db.updateTable('import_jobs').set({ status: 'running', started_at: at }).where('id', '=', jobId).execute();
}

/** Which of `rowNumbers` an earlier run of the same import already made a person of, who is not deleted. */
export async function rowsAlreadyImported(db: Db, jobId: string, rowNumbers: readonly number[]): Promise<Set<number>> {
  if (rowNumbers.length === 0) return new Set();
  const rows = await db
    .selectFrom('import_job_rows')
    .$call((q) => joinPerson(q, 'person', 'import_job_rows.user_id'))
    .select('import_job_rows.row_number')
    .where('import_job_rows.job_id', '=', jobId)
    .where('import_job_rows.row_number', 'in', rowNumbers)
    .where('person.deleted_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.row_number));
}

/** Row `rowNumber` of the file made `userId`: written in the transaction that made them. */
export async function recordImportedRow(trx: Trx, jobId: string, rowNumber: number, userId: string): Promise<void> {
  await trx.insertInto('import_job_rows').values({ job_id: jobId, row_number: rowNumber, user_id: userId }).execute();
}

/** How many rows of the file are processed, written with the batch that processed them. */
export async function recordProgress(trx: Trx, jobId: string, processed: number): Promise<void> {
  await trx.updateTable('import_jobs').set({ processed }).where('id', '=', jobId).execute();
}

/** Ends the import: its outcome kept, its file (passwords and all) cleared. */
export async function recordOutcome(trx: Trx, jobId: string, outcome: ImportEmployeesOutcome, at: Date): Promise<void> {
  const status = outcome.status === 'imported' ? 'done' : outcome.status;
  await trx.updateTable('import_jobs').set({ status, result: JSON.stringify(outcome), file_data: null, finished_at: at }).where('id', '=', jobId).execute();
}

/** The imports a process that stopped left queued or running, with their files still kept. */
export async function unfinishedImports(db: Db): Promise<UnfinishedImport[]> {
  const rows = await db.selectFrom('import_jobs').select(['id', 'uploaded_by', 'file_name']).where('status', 'in', ['queued', 'running']).where('file_data', 'is not', null).execute();
  return rows.map((row) => ({ jobId: row.id, uploadedBy: row.uploaded_by, fileName: row.file_name }));
}

/** Rows per second of the latest import that ran (while it runs: so far); 0 when none has. */
export async function latestImportRate(db: Db, now: Date): Promise<number> {
  const latest = await db
    .selectFrom('import_jobs')
    .select(['processed', 'started_at', 'finished_at'])
    .where('started_at', 'is not', null)
    .where('status', 'in', ['running', 'done'])
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest?.started_at) return 0;
  const seconds = ((latest.finished_at ?? now).getTime() - latest.started_at.getTime()) / 1000;
  return seconds > 0 ? latest.processed / seconds : 0;
}
