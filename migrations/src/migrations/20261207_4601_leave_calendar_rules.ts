import type { Kysely } from 'kysely';

// The college's calendar rules (issue 46): an application records the warnings it was let through with
// (the department cap in 'warn' mode), and an admin's override of a blackout records who recorded it for the
// applicant and why. Projection columns, null for every row before this migration, rebuilt by `npm run
// replay` from LeaveApplied. `counted_days`: a sandwich type's weekends and holidays counted, each with why.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_applications').addColumn('warnings', 'jsonb').addColumn('recorded_by', 'jsonb').addColumn('override_reason', 'text').addColumn('counted_days', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_applications').dropColumn('warnings').dropColumn('recorded_by').dropColumn('override_reason').dropColumn('counted_days').execute();
}
