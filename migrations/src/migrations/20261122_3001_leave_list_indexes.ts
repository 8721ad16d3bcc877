import { sql, type Kysely } from 'kysely';

// The lists read newest first by (applied_at, applied_position): indexes in that order let a department's
// or a person's page of 25 be read from the index instead of sorting every row of the scope.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index leave_applications_department_newest_idx on leave_applications (department, applied_at desc, applied_position desc)`.execute(db);
  await sql`create index leave_applications_applicant_newest_idx on leave_applications (applicant_id, applied_at desc, applied_position desc)`.execute(db);
  await db.schema.dropIndex('leave_applications_department_idx').execute();
  await db.schema.dropIndex('leave_applications_applicant_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('leave_applications_applicant_idx').on('leave_applications').columns(['applicant_id', 'applied_at']).execute();
  await db.schema.createIndex('leave_applications_department_idx').on('leave_applications').columns(['department', 'applied_at']).execute();
  await db.schema.dropIndex('leave_applications_applicant_newest_idx').execute();
  await db.schema.dropIndex('leave_applications_department_newest_idx').execute();
}
