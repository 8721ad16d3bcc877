import type { Kysely } from 'kysely';

// The leave_applications read model learns withdrawing and cancelling (docs/rules.md 'Withdraw and
// cancel'): the statuses 'withdrawn', 'cancellationRequested' and 'cancelled' need no change (status is
// text), the cancellation's reason, who decided it and why it was declined get columns. A projection
// column: `npm run replay` rebuilds it from the events.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leave_applications')
    .addColumn('cancellation_reason', 'text')
    .addColumn('cancellation_decided_by_id', 'text')
    .addColumn('cancellation_decided_by_name', 'text')
    .addColumn('cancellation_decline_reason', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leave_applications')
    .dropColumn('cancellation_reason')
    .dropColumn('cancellation_decided_by_id')
    .dropColumn('cancellation_decided_by_name')
    .dropColumn('cancellation_decline_reason')
    .execute();
}
