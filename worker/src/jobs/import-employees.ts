// The 'import-employees' job: turns an uploaded workbook (kept in import_jobs under the job id) into
// users. Rows are validated with domain's importRowSchema, passwords hashed in parallel, and users
// written in batches, each batch one transaction holding the users, their ledger events and the
// import_job_rows that say which row created whom. A run that dies half-way is run again under the same
// job id and resumes: the rows already written are recognised and counted, nobody is created twice.
// A run that fails for a reason no retry can change (or on its last attempt) ends the import as failed,
// with a reason the uploader sees, and is not taken up again at the next start. One file though over 300
// lines: the steps of a run are closures over the job's dependencies and options, in the order a run takes them.

import { availableParallelism } from 'node:os';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { DomainError, importRowSchema, type ExcelRowErrors, type ExcelUploadResult, type ImportRow } from '@leave/domain';
import {
  isRefusedRow,
  passwordLinkJobId,
  SEND_PASSWORD_LINK,
  isUnrecoverable,
  sqlStateOf,
  UnrecoverableJobError,
  type ImportEmployeesData,
  type ImportEmployeesOutcome,
  type ImportEmployeesResult,
  type JobContext,
  type JobHandler,
} from '@leave/core/jobs';
import { createUser, findActor, hashPassword, liveValuesAmong } from '@leave/core/users';
import {
  findUpload,
  forgetImportedRows,
  markRunning,
  readEmployeeSheet,
  recordImportedRow,
  recordOutcome,
  recordProgress,
  rowsAlreadyImported,
  UnreadableWorkbookError,
  type SheetRow,
} from '@leave/core/excel';
import { handleCommand, importStream, metadataBy, type EventMetadata } from '@leave/core/event-store';
import { mapWithConcurrency } from '../lib/concurrency';
import type { JobDependencies } from './dependencies';

/** What import:done carries for a finished job: a refused or failed file reads as a result with nothing imported. */
function toUploadResult(outcome: ImportEmployeesOutcome): ExcelUploadResult {
  return outcome.status === 'imported' ? outcome.result : { message: outcome.message, successful: 0, errors: [], existingEmails: [] };
}

/** A row the database would not take for a reason other than its values: the import stops there. */
class RowWriteError extends Error {
  constructor(
    readonly rowNumber: number,
    cause: unknown,
  ) {
    super(`Row ${rowNumber} could not be written`, { cause });
  }
}

export interface ImportOptions {
  batchSize: number;
  /** Passwords hashed at once; argon2 runs on libuv's thread pool (see core/src/threadpool.ts). */
  hashConcurrency: number;
}

const DEFAULT_OPTIONS: ImportOptions = { batchSize: 50, hashConcurrency: availableParallelism() };

interface Candidate {
  rowNumber: number;
  row: ImportRow;
}

interface Prepared {
  resumed: number;
  existing: string[];
  errors: ExcelRowErrors[];
  toCreate: (Candidate & { passwordHash: string })[];
}

export function createImportEmployees(deps: JobDependencies, options: Partial<ImportOptions> = {}): JobHandler<ImportEmployeesData, ImportEmployeesResult> {
  const { batchSize, hashConcurrency } = { ...DEFAULT_OPTIONS, ...options };
  const { db } = deps;

  return async function importEmployees(data, context) {
    const job = await findUpload(db, context.jobId);
    if (!job) throw new UnrecoverableJobError(`Import ${context.jobId} has no uploaded file`);
    if (!job.fileData) {
      // Finished earlier and its file cleared: the queue delivered it again.
      const outcome = job.outcome;
      if (outcome?.status === 'failed') throw new UnrecoverableJobError(outcome.message);
      if (outcome) return outcome;
      throw new UnrecoverableJobError(`Import ${context.jobId} has no uploaded file`);
    }
    if (job.status === 'done' || job.status === 'refused') {
      // The same file uploaded again after its job was forgotten: a new run, not a resumption.
      await forgetImportedRows(db, context.jobId);
    }
    try {
      return await run(data, context, job.fileData);
    } catch (error) {
      // A failure that may pass is left to the queue's next attempt; the import resumes from its last batch.
      if (!isUnrecoverable(error) && !context.finalAttempt) throw error;
      const reason = failureReason(error);
      deps.log.error({ err: error, jobId: context.jobId }, 'import failed for good');
      await finish(context.jobId, data, { status: 'failed', message: reason });
      throw new UnrecoverableJobError(reason, { cause: error });
    }
  };

  async function run(data: ImportEmployeesData, context: JobContext, file: Uint8Array): Promise<ImportEmployeesResult> {
    await markRunning(db, context.jobId, new Date());

    let rows: SheetRow[];
    try {
      rows = readEmployeeSheet(file);
    } catch (error) {
      if (!(error instanceof UnreadableWorkbookError)) throw error;
      return finish(context.jobId, data, { status: 'refused', message: error.message });
    }

    const metadataFor = await actorMetadata(data.uploadedBy, context.jobId);
    const errors: ExcelRowErrors[] = [];
    const existingEmails: string[] = [];
    const candidates = validRows(rows, errors, existingEmails);
    const total = rows.length;
    let processed = total - candidates.length;
    let successful = 0;
    const report = () => deps.notifier.toUser(data.uploadedBy, 'import:progress', { jobId: context.jobId, processed, total });
    report();

    const batches: Candidate[][] = [];
    for (let i = 0; i < candidates.length; i += batchSize) batches.push(candidates.slice(i, i + batchSize));

    // Hashing the next batch overlaps writing this one.
    let next = batches.length > 0 ? prepare(context.jobId, batches[0]!) : null;
    for (let b = 0; b < batches.length; b++) {
      const prepared = await next!;
      next = b + 1 < batches.length ? prepare(context.jobId, batches[b + 1]!) : null;
      next?.catch(() => undefined);
      const written = await writeBatch(context.jobId, prepared, metadataFor, processed + batches[b]!.length);
      successful += prepared.resumed + written.created;
      await queuePasswordLinks(written.createdIds);
      existingEmails.push(...prepared.existing, ...written.existing);
      errors.push(...prepared.errors, ...written.errors);
      processed += batches[b]!.length;
      report();
    }

    errors.sort((a, b) => a.row - b.row);
    const alreadyThere = [...new Set(existingEmails)];
    const result: ExcelUploadResult = { message: summary(successful, errors.length, alreadyThere.length), successful, errors, existingEmails: alreadyThere };
    return finish(context.jobId, data, { status: 'imported', result });
  }

  /** Rows that pass the schema and are the first valid row with their e-mail and employee id. */
  function validRows(rows: readonly SheetRow[], errors: ExcelRowErrors[], existingEmails: string[]): Candidate[] {
    const firstRowOfEmail = new Map<string, number>();
    const firstRowOfEmployeeId = new Map<string, number>();
    const candidates: Candidate[] = [];
    for (const { rowNumber, cells } of rows) {
      const parsed = importRowSchema.safeParse(cells);
      if (!parsed.success) {
        errors.push({ row: rowNumber, errors: [...new Set(parsed.error.issues.map((issue) => issue.message))] });
        continue;
      }
      const row = { ...parsed.data, email: parsed.data.email.trim().toLowerCase() };
      if (firstRowOfEmail.has(row.email)) {
        existingEmails.push(row.email);
        continue;
      }
      const employeeId = row.employeeId?.trim().toLowerCase();
      if (employeeId && firstRowOfEmployeeId.has(employeeId)) {
        errors.push({ row: rowNumber, errors: [`Employee ID ${row.employeeId} is already used on row ${firstRowOfEmployeeId.get(employeeId)}`] });
        continue;
      }
      firstRowOfEmail.set(row.email, rowNumber);
      if (employeeId) firstRowOfEmployeeId.set(employeeId, rowNumber);
      candidates.push({ rowNumber, row });
    }
    return candidates;
  }

  /** Sorts a batch into rows written by an earlier run of this job, rows already taken, and rows to create (hashed). */
  async function prepare(jobId: string, batch: readonly Candidate[]): Promise<Prepared> {
    const recorded = await rowsAlreadyImported(db, jobId, batch.map((c) => c.rowNumber));
    const pending = batch.filter((c) => !recorded.has(c.rowNumber));
    const takenEmails = await takenAmong('email', pending.map((c) => c.row.email));
    const takenIds = await takenAmong('employeeId', pending.flatMap((c) => (c.row.employeeId ? [c.row.employeeId.trim().toLowerCase()] : [])));
    const existing: string[] = [];
    const errors: ExcelRowErrors[] = [];
    const creatable: Candidate[] = [];
    for (const candidate of pending) {
      if (takenEmails.has(candidate.row.email)) existing.push(candidate.row.email);
      else if (candidate.row.employeeId && takenIds.has(candidate.row.employeeId.trim().toLowerCase())) errors.push(employeeIdTaken(candidate));
      else creatable.push(candidate);
    }
    const hashes = await mapWithConcurrency(creatable, hashConcurrency, (c) => hashPassword(c.row.password));
    return { resumed: recorded.size, existing, errors, toCreate: creatable.map((c, i) => ({ ...c, passwordHash: hashes[i]! })) };
  }

  /** Which of the values (lower case) a live person already has as this field, whatever its case. */
  async function takenAmong(field: 'email' | 'employeeId', values: readonly string[]): Promise<Set<string>> {
    if (values.length === 0) return new Set();
    return liveValuesAmong(db, field, values);
  }

  /** One transaction: each row under a savepoint, so that a row taken meanwhile is reported, not fatal. */
  async function writeBatch(jobId: string, prepared: Prepared, metadataFor: (rowNumber: number) => EventMetadata, processedAfter: number) {
    const today = deps.clock.today();
    let created = 0;
    const createdIds: string[] = [];
    const existing: string[] = [];
    const errors: ExcelRowErrors[] = [];
    await db.transaction().execute(async (trx) => {
      for (const candidate of prepared.toCreate) {
        // The plain password stops here: only its hash goes on.
        const { password: _password, ...person } = candidate.row;
        await sql`savepoint import_row`.execute(trx);
        try {
          const passwordIsDefault = candidate.row.password === deps.config.defaultEmployeePassword;
          const user = await createUser(deps, { ...person, passwordHash: candidate.passwordHash, passwordIsDefault }, today, metadataFor(candidate.rowNumber), trx);
          await recordImportedRow(trx, jobId, candidate.rowNumber, user.id);
          await sql`release savepoint import_row`.execute(trx);
          created++;
          createdIds.push(user.id);
        } catch (error) {
          await sql`rollback to savepoint import_row`.execute(trx);
          if (isRefusedRow(error)) {
            // A value the database will not hold, which no row check foresaw: that row's error, not the file's.
            errors.push({ row: candidate.rowNumber, errors: [`The database refused this row (${(error as Error).message})`] });
            continue;
          }
          if (!(error instanceof DomainError) || error.code !== 'CONFLICT') throw new RowWriteError(candidate.rowNumber, error);
          if (error.field === 'employeeId') errors.push(employeeIdTaken(candidate));
          else existing.push(person.email);
        }
      }
      await recordProgress(trx, jobId, processedAfter);
    });
    return { created, createdIds, existing, errors };
  }

  /**
   * Each new person's set-password e-mail (issue 26), once their batch has committed. A run that dies
   * between the commit and this leaves them without one: 'Forgot password?' sends them a link.
   */
  async function queuePasswordLinks(userIds: readonly string[]) {
    if (!deps.jobs) return;
    for (const userId of userIds) {
      const mailId = randomUUID();
      // The people are imported whatever becomes of their mails: a refusal is logged, not the import's failure.
      await deps.jobs
        .enqueue(SEND_PASSWORD_LINK, { userId, purpose: 'welcome', mailId }, { jobId: passwordLinkJobId(mailId) })
        .catch((error: unknown) => deps.log.error({ err: error, userId }, 'the set-password mail could not be queued'));
    }
  }

  async function actorMetadata(uploadedBy: string, jobId: string): Promise<(rowNumber: number) => EventMetadata> {
    const actor = await findActor(db, uploadedBy);
    return (rowNumber) => metadataBy(actor, { importJobId: jobId, importRow: rowNumber });
  }

  /** Ends the import: its outcome kept, its file (passwords and all) cleared, the uploader told. */
  async function finish<T extends ImportEmployeesOutcome>(jobId: string, data: ImportEmployeesData, outcome: T): Promise<T> {
    const result = toUploadResult(outcome);
    const actor = await findActor(db, data.uploadedBy);
    // The ImportFinished event (once per import) is what puts the end of the import in the uploader's inbox.
    await deps.eventStore.transaction(async (tx) => {
      await recordOutcome(tx.trx, jobId, outcome, new Date());
      await handleCommand(
        tx,
        importStream,
        jobId,
        (state) =>
          state === 'done'
            ? []
            : [
                {
                  type: 'ImportFinished',
                  data: { jobId, uploadedBy: data.uploadedBy, fileName: data.fileName, outcome: outcome.status, successful: result.successful, errors: Array.isArray(result.errors) ? result.errors.length : 0, existing: result.existingEmails.length },
                },
              ],
        metadataBy(actor, { importJobId: jobId }),
      );
    });
    deps.notifier.toUser(data.uploadedBy, 'import:done', { jobId, result, ...(outcome.status === 'failed' ? { failed: true as const } : {}) });
    return outcome;
  }
}

/** Why an import failed for good, as the uploader reads it: never a stack, and the row when one is to blame. */
function failureReason(error: unknown): string {
  const cause = error instanceof RowWriteError ? error.cause : error;
  const why =
    cause instanceof DomainError || cause instanceof UnrecoverableJobError
      ? cause.message
      : sqlStateOf(cause)
        ? `the database refused it (${(cause as Error).message})`
        : 'an unexpected error (see the server log)';
  return error instanceof RowWriteError
    ? `Row ${error.rowNumber} could not be imported: ${why}. The import stopped there and will not be retried.`
    : `The import failed and will not be retried: ${why}.`;
}

function employeeIdTaken(candidate: Candidate): ExcelRowErrors {
  return { row: candidate.rowNumber, errors: [`Employee ID ${candidate.row.employeeId} already exists`] };
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function summary(successful: number, errorRows: number, existing: number): string {
  const parts = [`${plural(successful, 'employee', 'employees')} imported`];
  if (errorRows > 0) parts.push(`${plural(errorRows, 'row', 'rows')} with errors`);
  if (existing > 0) parts.push(`${plural(existing, 'e-mail', 'e-mails')} already registered or repeated`);
  return `Import completed: ${parts.join(', ')}`;
}
