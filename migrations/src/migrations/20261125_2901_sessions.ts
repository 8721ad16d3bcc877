import type { Kysely } from 'kysely';

// 'Signed-in devices' (issue 22): one row per session started (a sign-in by password, college account or
// passkey, a self-registration, a password change's fresh token), with the device it came from in words and
// the person's token version then. A session is active while that version is still the person's and its
// token has not expired; 'Sign out everywhere' moves the version on. Not a read model: no event carries a
// device (the audit records the sign-out, not every sign-in).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('token_version', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'started_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
}
