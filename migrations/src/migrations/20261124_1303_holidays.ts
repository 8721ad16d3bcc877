import type { Kysely } from 'kysely';

// The college's holidays: a read model of the `holidays-college` stream (HolidayAdded, HolidayRemoved),
// rebuilt by `npm run replay`. One holiday per date.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('holidays')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('date', 'date', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('holidays').execute();
}
