import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { balanceStream } from '@leave/core/event-store';
import type { LiveNotifier } from '@leave/core/notifier';
import { IMPORT_EMPLOYEES, importJobId, type ImportEmployeesData, type ImportEmployeesResult, type JobHandler } from '@leave/core/jobs';
import { HEADINGS, staffRow, workbook } from '@leave/core/testing/workbooks';
import { createJobHandlers } from '../src/jobs';
import { startEmbeddedBackground } from '../src/schedule/in-process-schedule';
import { fixedClock, silentLog, startJobsTestRuntime, usesServices, type JobsTestRuntime } from './support';

const ROWS = 23;

describe(`an import interrupted after two batches (${usesServices ? 'BullMQ on Redis' : 'in-process'})`, () => {
  let t: JobsTestRuntime;
  let importEmployees: JobHandler<ImportEmployeesData, ImportEmployeesResult>;
  const file = workbook([HEADINGS, ...Array.from({ length: ROWS }, (_, i) => staffRow(i + 1))]);
  const jobId = importJobId(file);
  let data: ImportEmployeesData;

  const importedPeople = async () => {
    const rows = await t.runtime.database.db
      .selectFrom('users')
      .select([sql<string>`lower(email)`.as('email'), sql<number>`count(*)`.as('n')])
      .where('email', 'like', 'staff%')
      .groupBy(sql`lower(email)`)
      .execute();
    return rows.map((r) => ({ email: r.email, n: Number(r.n) }));
  };
  const jobRow = () => t.runtime.database.db.selectFrom('import_jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startJobsTestRuntime({ clock: fixedClock('2026-11-23') });
    data = { uploadedBy: t.admin.user.id, fileName: 'staff.xlsx' };
    // The process dies right after its second batch has committed: at its third progress report.
    let reports = 0;
    const dyingNotifier: LiveNotifier = {
      toUser(_userId, event, ..._payload) {
        if (event === 'import:progress' && ++reports === 3) throw new Error('worker killed');
      },
    };
    const dying = createJobHandlers({ ...t.deps, notifier: dyingNotifier }, { import: { batchSize: 5 } })[IMPORT_EMPLOYEES] as typeof importEmployees;
    importEmployees = createJobHandlers(t.deps, { import: { batchSize: 5 } })[IMPORT_EMPLOYEES] as typeof importEmployees;
    // What POST /api/excel/upload stores before it enqueues.
    await t.runtime.database.db.insertInto('import_jobs').values({ id: jobId, file_name: 'staff.xlsx', file_data: file, uploaded_by: t.admin.user.id }).execute();

    await expect(dying(data, { jobId })).rejects.toThrow('worker killed');
  });
  afterAll(() => t.close());

  it('leaves the committed batches and nothing of the rest', async () => {
    expect(await importedPeople()).toHaveLength(10);
    expect(await jobRow()).toMatchObject({ status: 'running', processed: 10 });
  });

  it('finishes when restarted, counting the rows written before as imported and creating nobody twice', async () => {
    const background = startEmbeddedBackground(t.runtime.jobs, { db: t.runtime.database.db, clock: t.runtime.clock, log: silentLog });
    await background.ready;
    background.stop();
    await expect.poll(async () => (await jobRow()).status, { timeout: 30_000 }).toBe('done');
    const job = await jobRow();
    expect(job.result).toEqual({ status: 'imported', result: { message: `Import completed: ${ROWS} employees imported`, successful: ROWS, errors: [], existingEmails: [] } });
    expect(job.file_data).toBeNull();
    const people = await importedPeople();
    expect(people).toHaveLength(ROWS);
    expect(people.every((p) => p.n === 1)).toBe(true);
    const rows = await t.runtime.database.db.selectFrom('import_job_rows').select(sql<number>`count(*)`.as('n')).where('job_id', '=', jobId).executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(ROWS);
  });

  it('gives each person one opening ledger, not two', async () => {
    const streams = await t.runtime.database.db
      .selectFrom('events')
      .innerJoin('users', (join) => join.on(sql`events.stream_id`, '=', sql`${balanceStream.id('')} || users.id`))
      .select([sql<string>`events.stream_id`.as('stream'), sql<number>`count(*)`.as('n')])
      .where('users.email', 'like', 'staff%')
      .groupBy('events.stream_id')
      .execute();
    expect(streams).toHaveLength(ROWS);
    expect(new Set(streams.map((s) => Number(s.n)))).toEqual(new Set([Number(streams[0]!.n)]));
  });

  it('treats the same file uploaded again after its job is forgotten as a new import: everybody is already registered', async () => {
    await t.runtime.database.db.updateTable('import_jobs').set({ file_data: file }).where('id', '=', jobId).execute();
    const again = await importEmployees(data, { jobId });
    expect(again).toMatchObject({ status: 'imported', result: { successful: 0, errors: [] } });
    expect(again.status === 'imported' && again.result.existingEmails).toHaveLength(ROWS);
    expect(await importedPeople()).toHaveLength(ROWS);
  });
});
