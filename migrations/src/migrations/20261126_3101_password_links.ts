import type { Kysely } from 'kysely';

// Set-password links (issue 26): a person added by an admin, or who asked on the sign-in page ('Forgot
// password?'), gets an e-mail with a link to choose their password. The link's secret is never stored:
// only its sha-256 (`token_hash`), so that nobody who reads the database (a backup, an admin, an auditor)
// can use a link. A row is used once (deleted when the password is set) and lasts 72 hours; a new link
// for the person deletes their earlier ones (docs/decisions/0154-one-link-at-a-time-used-once-72-hours.md).
// Not a read model.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_links_user_idx').on('password_links').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_links').execute();
}
