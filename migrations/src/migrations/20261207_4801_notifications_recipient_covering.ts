import { sql, type Kysely } from 'kysely';

// An inbox's counts (its unread count after every command that notifies, its total on each page) read the
// recipient's whole inbox: with the entry's id in the recipient's index they read the index alone, not a
// row of the table for each entry (docs/decisions/0240-an-inboxs-counts-read-the-recipients-index-alone.md).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_recipient_idx').execute();
  await sql`create index notifications_recipient_idx on notifications (recipient_id, event_position) include (id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_recipient_idx').execute();
  await db.schema.createIndex('notifications_recipient_idx').on('notifications').columns(['recipient_id', 'event_position']).execute();
}
