import type { Kysely } from 'kysely';

// The mail sweep (docs/decisions/0118-a-sweep-queues-the-mails-a-dead-process-never-queued.md) looks at the
// inbox entries of the last 72 hours every ten minutes: by this index it reads those, not the whole inbox.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('notifications_created_idx').on('notifications').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_created_idx').execute();
}
