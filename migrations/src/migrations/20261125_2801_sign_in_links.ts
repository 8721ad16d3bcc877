import type { Kysely } from 'kysely';

// Signing in with the college's accounts (issue 22). `sign_in_links`: which OpenID Connect account (issuer
// and subject) signs a person in, one per issuer and person; made at the first sign-in, by the verified
// e-mail, and recorded as a UserSignInLinked event. `sign_in_handoffs`: the one-time codes that hand a
// finished sign-in to the web app (kept as SHA-256 hashes, a few minutes each), so that the session's token
// never travels in an address. Neither is a read model.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_links')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('linked_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_links_pkey', ['user_id', 'issuer'])
    .addUniqueConstraint('sign_in_links_subject_key', ['issuer', 'subject'])
    .execute();
  await db.schema
    .createTable('sign_in_handoffs')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_handoffs').execute();
  await db.schema.dropTable('sign_in_links').execute();
}
