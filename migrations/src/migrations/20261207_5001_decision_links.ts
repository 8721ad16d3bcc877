import type { Kysely } from 'kysely';

// Decision links (issue 44): the 'Approve', 'Reject' and 'Open' links of a mail telling someone that an
// application waits for their decision. One row per mail (`mail_id`, the inbox entry's id and the mail's
// idempotency key): only the sha-256 of the link's secret (`token_hash`), whose it is (`person_id`), the
// application (`leave_id`) and its stream's version when the mail was sent (`stream_version`), until when
// it works and when it was used (once). A new attempt at the same mail replaces its secret
// (docs/decisions/0271-one-decision-link-per-mail.md). Not a read model.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('decision_links')
    .addColumn('mail_id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('leave_id', 'text', (c) => c.notNull())
    .addColumn('stream_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('decision_links').execute();
}
