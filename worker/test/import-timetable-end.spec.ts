// The end of a timetable import reaches its uploader (timetable:import-done), so that an upload answered
// 202 {jobId} shows how it ended: here one whose periods the database refuses (a trigger standing for a
// fault no retry mends, so the queue tries it no more); it says it failed, once.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { SOCKET_ROOMS } from '@leave/domain';
import { IMPORT_TIMETABLE, timetableImportJobId } from '@leave/core/jobs';
import { CSE } from '@leave/core/testing/people';
import { workbook } from '@leave/core/testing/workbooks';
import type { RoomEmitter } from '@leave/core/notifier';
import { addPerson, fixedClock, startJobsTestRuntime, usesServices, type JobsTestRuntime } from './support';

describe(`a timetable import that fails for good (${usesServices ? 'BullMQ on Redis' : 'in-process'})`, () => {
  let t: JobsTestRuntime;
  const sent: { room: string; event: string; payload: unknown }[] = [];

  beforeAll(async () => {
    t = await startJobsTestRuntime({ clock: fixedClock('2026-11-23') });
    const recorder: RoomEmitter = { to: (room) => ({ emit: (event, payload) => sent.push({ room, event, payload }) }) };
    (t.deps.notifier as typeof t.deps.notifier & { attach(target: RoomEmitter): void }).attach(recorder);
    await addPerson(t.runtime, { name: 'Meena Cse', email: 'meena.cse@college.edu', role: 'employee', department: CSE });
    const db = t.runtime.database.db;
    await sql`
      create function refuse_periods() returns trigger language plpgsql as $$
      begin
        raise exception 'period refused by a rule the import does not know';
      end $$`.execute(db);
    await sql`create trigger refuse_periods before insert on timetable_periods for each row execute function refuse_periods()`.execute(db);
  });
  afterAll(() => t.close());

  it('tells the uploader once that it failed and will not be tried again', async () => {
    const file = workbook([
      ['Email', 'Employee ID', 'Day', 'Period', 'Start', 'End', 'Class', 'Subject', 'Room'],
      ['meena.cse@college.edu', '', 'Monday', 1, '09:00', '09:50', 'II CSE-A', 'Data Structures', 'B-204'],
    ]);
    const jobId = timetableImportJobId(file);
    const data = { uploadedBy: t.admin.user.id, fileName: 'timetable.xlsx', fileData: file.toString('base64'), termFrom: '2026-11-02' as const, termTo: '2027-03-31' as const };
    const failure = await t.runtime.jobs.enqueueAndWait(IMPORT_TIMETABLE, data, { jobId, timeoutMs: 30_000 }).then(
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
