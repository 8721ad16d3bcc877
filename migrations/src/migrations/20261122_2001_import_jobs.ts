import { sql, type Kysely } from 'kysely';

// Excel imports (worker/src/jobs/import-employees.ts). import_jobs holds the uploaded file and the state
// of its job, keyed by the job id (derived from the file's content); import_job_rows records which user
// each spreadsheet row created, in the same transaction as the user, so that a run interrupted by a
// crash resumes without creating anybody twice and still counts those rows as imported.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_data', 'bytea')
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued').check(sql`status in ('queued', 'running', 'done', 'refused')`))
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('import_job_rows')
    .addColumn('job_id', 'text', (c) => c.notNull().references('import_jobs.id').onDelete('cascade'))
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_job_rows_pk', ['job_id', 'row_number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_job_rows').execute();
  await db.schema.dropTable('import_jobs').execute();
}
