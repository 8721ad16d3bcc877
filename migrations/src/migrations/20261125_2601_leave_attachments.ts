import { sql, type Kysely } from 'kysely';

// Files attached to leave applications (issue 21: medical certificates). `leave_attachments` holds each
// file's bytes and what the AttachmentAdded event records of it, written in the event's transaction (the
// Postgres implementation of the attachment store, api/src/attachments); like `import_jobs`, it is data,
// not a read model, and every backup carries it. `leave_applications.attachments` is the projection's
// list of the files (no bytes), rebuilt by `npm run replay`. Named after 20261125_2502 so that a database
// migrated before it takes it (Kysely refuses a migration that sorts before one already run).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leave_attachments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('leave_id', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('leave_attachments_leave_idx').on('leave_attachments').column('leave_id').execute();
  await db.schema
    .alterTable('leave_applications')
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_applications').dropColumn('attachments').execute();
  await db.schema.dropTable('leave_attachments').execute();
}
