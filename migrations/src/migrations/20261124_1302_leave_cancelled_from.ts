import type { Kysely } from 'kysely';

// A cancelled leave keeps the days before its cancellation taken: `cancelled_from` is the first day given
// back (LeaveCancelled's fromDate), so that earned leave still counts the days before it. A projection
// column, rebuilt by `npm run replay`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_applications').addColumn('cancelled_from', 'date').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_applications').dropColumn('cancelled_from').execute();
}
