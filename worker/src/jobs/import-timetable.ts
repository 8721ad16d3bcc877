// The 'import-timetable' job (issue 45): an uploaded timetable workbook turned into periods. The rows are
// read (core/src/excel/timetable-sheet.ts), their teachers found by Email or Employee ID, and each
// teacher's rows appended to their `timetable-<userId>` stream in a transaction of their own, sorted by
// domain's sortTimetableImport (the uploader's right, the period's rules, clashes with the teacher's week
// and with earlier rows of the file). Progress goes to the uploader after each teacher (import:progress), and
// its end (the result, the refusal, or a failure on the last attempt) as timetable:import-done: an upload
// answered 202 {jobId} shows its result when it comes.
// A period's id is made from the job id and its row: a run taken up again after a crash adds only what the
// first run did not (docs/decisions/0281-the-timetable-import-job.md).

import { createHash } from 'node:crypto';
import { decideTimetable, sortTimetableImport, TIMETABLE_MESSAGES, type Teacher, type TimetableImportRow } from '@leave/domain';
import { isUnrecoverable, type ImportTimetableData, type ImportTimetableResult, type JobHandler } from '@leave/core/jobs';
import { findActor, livePeopleByEmailOrEmployeeId } from '@leave/core/users';
import { readTimetableSheet, UnreadableWorkbookError } from '@leave/core/excel';
import { handleCommand, lockTimetable, metadataBy, timetableStream } from '@leave/core/event-store';
import type { JobDependencies } from './dependencies';

/** The id of the period row `rowNumber` of job `jobId` makes: the same on every run of the job. */
function periodIdOf(jobId: string, rowNumber: number): string {
  const hex = createHash('sha256').update(`${jobId}:${rowNumber}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export function createImportTimetable(deps: JobDependencies): JobHandler<ImportTimetableData, ImportTimetableResult> {
  const run = importTimetable(deps);
  return async (data, context) => {
    let outcome: ImportTimetableResult;
    try {
      outcome = await run(data, context);
    } catch (error) {
      // The queue tries no more after the last attempt, nor after a failure no retry can change.
      if (context.finalAttempt || isUnrecoverable(error)) deps.notifier.toUser(data.uploadedBy, 'timetable:import-done', { jobId: context.jobId, failed: TIMETABLE_MESSAGES.importFailed });
      throw error;
    }
    deps.notifier.toUser(data.uploadedBy, 'timetable:import-done', outcome.status === 'imported' ? { jobId: context.jobId, result: outcome.result } : { jobId: context.jobId, refused: outcome.message });
    return outcome;
  };
}

function importTimetable(deps: JobDependencies): JobHandler<ImportTimetableData, ImportTimetableResult> {
  return async (data, context) => {
    let rows;
    try {
      rows = readTimetableSheet(Buffer.from(data.fileData, 'base64'));
    } catch (error) {
      if (error instanceof UnreadableWorkbookError) return { status: 'refused', message: error.message };
      throw error;
    }
    const actor = await findActor(deps.db, data.uploadedBy);
    if (!actor) return { status: 'refused', message: TIMETABLE_MESSAGES.notAllowed };

    const people = await livePeopleByEmailOrEmployeeId(
      deps.db,
      [...new Set(rows.flatMap((row) => row.email ?? []))],
      [...new Set(rows.flatMap((row) => row.employeeId ?? []))],
    );
    const byEmail = new Map(people.map((person) => [person.email.toLowerCase(), person]));
    const byEmployeeId = new Map(people.flatMap((person) => (person.employeeId ? [[person.employeeId.toUpperCase(), person] as const] : [])));

    const errors: { row: number; errors: string[] }[] = [];
    const byTeacher = new Map<string, { teacher: Teacher; rows: TimetableImportRow[] }>();
    for (const row of rows) {
      const person = (row.email !== null ? byEmail.get(row.email) : undefined) ?? (row.employeeId !== null ? byEmployeeId.get(row.employeeId) : undefined);
      const problems = [...row.errors];
      if (problems.length === 0 && !person) problems.push(TIMETABLE_MESSAGES.teacherUnknown);
      if (problems.length > 0 || !person) {
        errors.push({ row: row.rowNumber, errors: problems });
        continue;
      }
      const entry = byTeacher.get(person.id) ?? { teacher: { id: person.id, role: person.role, department: person.department }, rows: [] };
      const { rowNumber, weekday, period, start, end, className, subject, room } = row;
      entry.rows.push({ rowNumber, period: { id: periodIdOf(context.jobId, rowNumber), weekday, period, start, end, className, subject, room, termFrom: data.termFrom, termTo: data.termTo } });
      byTeacher.set(person.id, entry);
    }

    const total = rows.length;
    let processed = errors.length;
    let imported = 0;
    const report = () => deps.notifier.toUser(data.uploadedBy, 'import:progress', { jobId: context.jobId, processed, total });
    report();
    for (const { teacher, rows: teacherRows } of byTeacher.values()) {
      let sorted: ReturnType<typeof sortTimetableImport> = { periods: [], already: 0, errors: [] };
      await deps.eventStore.transaction(async (tx) => {
        await lockTimetable(tx.trx, teacher.id);
        return handleCommand(
          tx,
          timetableStream,
          teacher.id,
          (state) => {
            sorted = sortTimetableImport(actor, teacher, state, teacherRows);
            return sorted.periods.length === 0 ? [] : decideTimetable({ type: 'AddPeriods', data: { actor, teacher, periods: sorted.periods } }, state);
          },
          metadataBy(actor, { importJobId: context.jobId }),
        );
      });
      imported += sorted.periods.length + sorted.already;
      errors.push(...sorted.errors);
      processed += teacherRows.length;
      report();
    }
    errors.sort((a, b) => a.row - b.row);
    return { status: 'imported', result: { message: `${imported} periods imported`, imported, errors } };
  };
}
