import type { Kysely } from 'kysely';

// Restricted holidays (issue 46): a holiday of the calendar may be optional, each person taking the policy's
// `restrictedHolidays.perYear` of them; for everyone else it is a working day. A projection column, false for
// every holiday before this migration (HolidayAdded carried no `optional` then), rebuilt by `npm run replay`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('holidays')
    .addColumn('optional', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('holidays').dropColumn('optional').execute();
}
