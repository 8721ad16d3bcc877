import { sql, type Kysely } from 'kysely';

// The functions the database runs for the code are applied by core when their text changes (issue 42,
// core/src/db/store-functions.ts); this table records the hash of each as applied. Migrations keep tables,
// indexes and data: no function body but triggers' (a test holds it so).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_functions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_functions').execute();
}
