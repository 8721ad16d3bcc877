import type { Kysely } from 'kysely';

// Approval routes (issue 43): `route` holds an application's route as fixed when it was made and the steps
// decided so far (`{steps, decisions}`, domain's ResolvedStep[] and StepDecision[]); null for an
// application of the default route. A projection column, rebuilt by `npm run replay` from LeaveApplied's
// route and the decisions' steps. `office_holders`: who an admin named for each office of the policy
// (PUT /api/offices/:code), one row per office and person.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_applications').addColumn('route', 'jsonb').execute();
  await db.schema
    .createTable('office_holders')
    .addColumn('office', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('named_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('office_holders_pkey', ['office', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('office_holders').execute();
  await db.schema.alterTable('leave_applications').dropColumn('route').execute();
}
