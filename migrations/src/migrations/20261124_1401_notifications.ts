import { sql, type Kysely } from 'kysely';

// Notifications (docs/rules.md, Notifications).
// Read models, rebuilt by `npm run replay`: `notifications` (one inbox entry per event and person it
// concerns; its id is the event's global position and the recipient, so a replay makes the same ids) and
// `notification_people` (who the approvers are at each point of the log, folded from the user events).
// User state, which replay leaves alone: `notification_reads` (what a person has marked read),
// `notification_preferences` (which kinds they want by e-mail) and `outgoing_mail` (every e-mail, keyed by
// its notification: the idempotency key that keeps a retried job from sending it twice).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_people')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('department', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull())
    .execute();
  // A database that already has people: the directory as their events leave it (replay rebuilds the same).
  await sql`insert into notification_people (user_id, role, department, active)
            select id, role, department, is_active and deleted_at is null from users`.execute(db);

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('event_position', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_recipient_idx').on('notifications').columns(['recipient_id', 'event_position']).execute();
  await db.schema.createIndex('notifications_event_idx').on('notifications').column('event_position').execute();

  await db.schema
    .createTable('notification_reads')
    .addColumn('notification_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('notification_reads_user_idx').on('notification_reads').column('user_id').execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('outgoing_mail')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient_id', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('held', 'sending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('outgoing_mail_created_idx').on('outgoing_mail').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['outgoing_mail', 'notification_preferences', 'notification_reads', 'notifications', 'notification_people']) await db.schema.dropTable(table).execute();
}
