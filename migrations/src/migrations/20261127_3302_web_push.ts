import { sql, type Kysely } from 'kysely';

// Web Push (issue 23). User state, which replay leaves alone:
// `push_subscriptions`: each browser a person turned push on in (its push service's endpoint, unique: one
// browser, one person; and the keys its messages are encrypted with). `push_deliveries`: every push of an
// inbox entry to one subscription, keyed by both: the idempotency key that keeps a retried job from pushing
// it twice to a browser it already reached. `notification_preferences.push`: the kinds a person wants
// pushed (absent kinds: off).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('push_deliveries')
    .addColumn('notification_id', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('sending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('push_deliveries_pkey', ['notification_id', 'subscription_id'])
    .execute();
  await db.schema.createIndex('push_deliveries_created_idx').on('push_deliveries').column('created_at').execute();

  await db.schema.alterTable('notification_preferences').addColumn('push', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notification_preferences').dropColumn('push').execute();
  await db.schema.dropTable('push_deliveries').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
