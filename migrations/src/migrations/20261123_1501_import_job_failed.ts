import { sql, type Kysely } from 'kysely';

// An import can end as 'failed': its job failed for a reason no retry can change, and import_jobs.result
// holds that reason. A failed import is not resumed at start, unlike a 'queued' or 'running' one, which a
// crash interrupted.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table import_jobs drop constraint import_jobs_status_check`.execute(db);
  await sql`alter table import_jobs add constraint import_jobs_status_check check (status in ('queued', 'running', 'done', 'refused', 'failed'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update import_jobs set status = 'refused' where status = 'failed'`.execute(db);
  await sql`alter table import_jobs drop constraint import_jobs_status_check`.execute(db);
  await sql`alter table import_jobs add constraint import_jobs_status_check check (status in ('queued', 'running', 'done', 'refused'))`.execute(db);
}
