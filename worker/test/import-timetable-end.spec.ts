// The end of a timetable import reaches its uploader (timetable:import-done), so that an upload answered
// 202 {jobId} shows how it ended: here one whose reads the database refuses (the staff register renamed away,
// a fault no retry mends, so the queue tries it no more, last attempt or not); it says it failed, once.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SOCKET_ROOMS } from '@leave/domain';
import { IMPORT_TIMETABLE, timetableImportJobId } from '@leave/core/jobs';
import { CSE } from '@leave/core/testing/people';
import { workbook } from '@leave/core/testing/workbooks';
import type { RoomEmitter } from '@leave/core/notifier';
import { createJobHandlers } from '../src/jobs';
import { addPerson, fixedClock, startJobsTestRuntime, usesServices, type JobsTestRuntime } from './support';

describe(`a timetable import that fails for good (${usesServices ? 'BullMQ on Redis' : 'in-process'})`, () => {
  let t: JobsTestRuntime;
  const sent: { room: string; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    t = await startJobsTestRuntime({ clock: fixedClock('2026-11-23') });
    const recorder: RoomEmitter = { to: (room) => ({ emit: (event, payload) => sent.push({ room, event, payload }) }) };
    (t.deps.notifier as typeof t.deps.notifier & { attach(target: RoomEmitter): void }).attach(recorder);
    await addPerson(t.runtime, { name: 'Meena Cse', email: 'meena.cse@college.edu', role: 'employee', department: CSE });
    // The staff register gone from under the job (a fault no retry mends: 42P01, undefined table).
    await sql`alter table users rename to users_gone`.execute(t.runtime.database.db);
  });
  afterAll(() => t.close());

  it('tells the uploader once that it failed and will not be tried again', async () => {
    const file = workbook([
      ['Email', 'Employee ID', 'Day', 'Period', 'Start', 'End', 'Class', 'Subject', 'Room'],
      ['meena.cse@college.edu', '', 'Monday', 1, '09:00', '09:50', 'II CSE-A', 'Data Structures', 'B-204'],
    ]);
    const jobId = timetableImportJobId(file);
    const data = { uploadedBy: t.admin.user.id, fileName: 'timetable.xlsx', fileData: file.toString('base64'), termFrom: '2026-11-02' as const, termTo: '2027-03-31' as const };
    // The handler as the queue runs it on its last attempt (the queue's own retries are job-queue.spec.ts's).
    const failure = await createJobHandlers(t.deps)[IMPORT_TIMETABLE](data, { jobId, finalAttempt: false }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const ends = sent.filter((message) => message.event === 'timetable:import-done');
    expect(ends).toEqual([
      { room: SOCKET_ROOMS.user(t.admin.user.id), event: 'timetable:import-done', payload: { jobId, failed: 'The timetable import stopped on an error and will not be tried again. Please upload the file again.' } },
    ]);
  });
});
