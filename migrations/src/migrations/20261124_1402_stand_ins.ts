import { sql, type Kysely } from 'kysely';

// Stand-ins (docs/rules.md 'Stand-ins'): who decides a HOD's department's applications for a range of
// days. Configuration like the people themselves, not a read model; a removed naming keeps its row with
// `removed_at`, and the decisions a stand-in took say so in their events (onBehalfOf).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stand_ins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('hod_id', 'text', (c) => c.notNull())
    .addColumn('stand_in_id', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('from_date', 'date', (c) => c.notNull())
    .addColumn('to_date', 'date', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('removed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('stand_ins_stand_in_idx').on('stand_ins').columns(['stand_in_id', 'from_date']).execute();
  await db.schema.createIndex('stand_ins_hod_idx').on('stand_ins').columns(['hod_id', 'from_date']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stand_ins').execute();
}
