import { sql, type Kysely } from 'kysely';

// The balances of the leave types a policy has beyond the five (issue 20: 'exam', 'lop'): one jsonb object
// on the person's leave_balances row, `{code: figure}`, holding a code once the ledger has an entry of it.
// The five keep their columns (the contract's leaveBalance and the original client name them). A read
// model like the rest of the row: the projection folds it from the balance ledger and `npm run replay`
// rebuilds it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('leave_balances')
    .addColumn('other_types', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_balances').dropColumn('other_types').execute();
}
