import { sql, type Kysely } from 'kysely';

// A person's language (issue 23): 'en', 'hi' or 'te', the language of their screens, e-mails and pushes.
// Everybody who exists already reads English. A change of it is a UserDetailsChanged event like the other
// details (users is no read model: its events are the audit trail of its row).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en').check(sql`language in ('en', 'hi', 'te')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
