import { sql, type Kysely } from 'kysely';

// Half days (issue 21): an application may start at noon of its first day and end at noon of its last, so
// its days are a multiple of 0.5. `number_of_days` becomes numeric (the balances already are), and the
// halves are projection columns, rebuilt by `npm run replay` from LeaveApplied's fromHalf / toHalf.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table leave_applications alter column number_of_days type numeric using number_of_days::numeric`.execute(db);
  await db.schema
    .alterTable('leave_applications')
    .addColumn('from_half', 'text', (c) => c.notNull().defaultTo('first'))
    .addColumn('to_half', 'text', (c) => c.notNull().defaultTo('second'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_applications').dropColumn('from_half').dropColumn('to_half').execute();
  await sql`alter table leave_applications alter column number_of_days type integer using ceil(number_of_days)::integer`.execute(db);
}
