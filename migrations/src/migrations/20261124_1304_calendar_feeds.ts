import { sql, type Kysely } from 'kysely';

// The secret of each iCal feed
// (docs/decisions/0113-calendar-feeds-the-token-is-a-credential-a-table-row-and-no.md): one row per
// person and kind
// ('personal' | 'department'): a random seed (the URL's token is HMAC-SHA256(JWT_SECRET, seed), so a copy
// of the database alone gives no URL) and the token's SHA-256 to find it by. A credential, not a read model:
// no event makes it and a replay leaves it alone. Regenerating replaces the seed and the hash. The owner is
// checked on every fetch (a deleted or deactivated owner's feed answers 404).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('personal', 'department')`))
    .addColumn('seed', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('calendar_feeds_pkey', ['user_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
}
