import type { Kysely } from 'kysely';

// Compensatory leave claims (issue 20): a claim for a day worked on a holiday or weekend is an application
// of its own kind in the same stream, queues and table. `kind` is 'leave' for every application (and
// every row before this migration) and 'compOff' for a claim; every query that reads rows as days away
// reads kind 'leave' only; `credit_expires_on` is the day a claim's credit lapses. Projection columns, rebuilt by `npm run replay` from LeaveApplied's kind.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leave_applications')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('leave'))
    .addColumn('credit_expires_on', 'date')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_applications').dropColumn('kind').dropColumn('credit_expires_on').execute();
}
