// An import that fails for a reason a retry cannot change (here: the database refuses one of its rows
// with an error no row check knows) ends failed for good, with its reason kept: it is not retried, and a
// restart does not take it up again. Only an import interrupted by a crash resumes (import-resume.spec.ts).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Job, Queue } from 'bullmq';
import { createInProcessQueue, IMPORT_EMPLOYEES, importJobId, type ImportEmployeesData } from '@leave/core/jobs';
import { HEADINGS, staffRow, workbook } from '@leave/core/testing/workbooks';
import { createJobHandlers } from '../src/jobs';
import { QUEUE_NAME, redisConnection } from '../src/queue/bullmq-queue';
import { startEmbeddedBackground } from '../src/schedule/in-process-schedule';
import { fixedClock, silentLog, startJobsTestRuntime, usesServices, type JobsTestRuntime } from './support';

describe(`a poisoned import (${usesServices ? 'BullMQ on Redis' : 'in-process'})`, () => {
  let t: JobsTestRuntime;
  const file = workbook([HEADINGS, staffRow(1), staffRow(2, { Email: 'poison@college.edu' }), staffRow(3)]);
  const jobId = importJobId(file);
  let data: ImportEmployeesData;
  let failure: unknown;

  /** How often the poisoned row was tried: a sequence, which no rollback takes back. */
  const attempts = async () => Number((await sql<{ n: number }>`select case when is_called then last_value else 0 end as n from poison_attempts`.execute(t.runtime.database.db)).rows[0]!.n);
  const jobRow = () => t.runtime.database.db.selectFrom('import_jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startJobsTestRuntime({ clock: fixedClock('2026-11-23') });
    const db = t.runtime.database.db;
    await sql`create sequence poison_attempts`.execute(db);
    await sql`
      create function refuse_poison() returns trigger language plpgsql as $$
      begin
        if new.email = 'poison@college.edu' then
          perform nextval('poison_attempts');
          raise exception 'row refused by a rule the import does not know';
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger refuse_poison before insert on users for each row execute function refuse_poison()`.execute(db);
    data = { uploadedBy: t.admin.user.id, fileName: 'staff.xlsx' };
    // What POST /api/excel/upload stores before it enqueues.
    await db.insertInto('import_jobs').values({ id: jobId, file_name: 'staff.xlsx', file_data: file, uploaded_by: t.admin.user.id }).execute();
    failure = await t.runtime.jobs.enqueueAndWait(IMPORT_EMPLOYEES, data, { jobId, timeoutMs: 30_000 }).then(
      () => null,
      (error: unknown) => error,
    );
  });
  afterAll(() => t.close());

  it('fails once, without a retry, with a reason naming the row', async () => {
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('Row 3 could not be imported: the database refused it (row refused by a rule the import does not know). The import stopped there and will not be retried.');
    expect(await attempts()).toBe(1);
  });

  it('is recorded as failed with its reason, its file cleared', async () => {
    const job = await jobRow();
    expect(job.status).toBe('failed');
    expect(job.result).toEqual({ status: 'failed', message: (failure as Error).message });
    expect(job.file_data).toBeNull();
  });

  it('does not come back after a restart', async () => {
    if (usesServices) {
      // BullMQ keeps it failed: no worker, however often restarted, takes a failed job again.
      const connection = redisConnection(t.deps.config.redisUrl!);
      const queue = new Queue(QUEUE_NAME, { connection, prefix: t.deps.config.redisPrefix });
      try {
        const job = await Job.fromId(queue, jobId);
        expect(await job!.getState()).toBe('failed');
        expect(job!.attemptsMade).toBe(1);
      } finally {
        await queue.close();
        connection.disconnect();
      }
    } else {
      // The embedded runtime's start: a new queue, and the unfinished imports queued again.
      const jobs = createInProcessQueue(createJobHandlers(t.deps), silentLog);
      const background = startEmbeddedBackground(jobs, { db: t.runtime.database.db, clock: t.runtime.clock, log: silentLog });
      await background.ready;
      background.stop();
      await jobs.close();
    }
    expect(await attempts()).toBe(1);
    expect((await jobRow()).status).toBe('failed');
  });

  it('runs again when the same file is uploaded again, once the cause is gone, creating nobody twice', async () => {
    await sql`drop trigger refuse_poison on users`.execute(t.runtime.database.db);
    await t.runtime.database.db.updateTable('import_jobs').set({ file_data: file }).where('id', '=', jobId).execute();
    const outcome = await t.runtime.jobs.enqueueAndWait(IMPORT_EMPLOYEES, data, { jobId, timeoutMs: 30_000 });
    expect(outcome).toMatchObject({ state: 'completed', result: { status: 'imported', result: { successful: 3, errors: [], existingEmails: [] } } });
    const emails = await t.runtime.database.db.selectFrom('users').select('email').where('email', 'in', ['staff1@college.edu', 'poison@college.edu', 'staff3@college.edu']).execute();
    expect(emails).toHaveLength(3);
  });
});
