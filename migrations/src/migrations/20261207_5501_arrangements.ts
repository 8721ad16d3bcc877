import type { Kysely } from 'kysely';

// Class arrangements (issue 45): a read model of the `arrangements-<leaveId>` streams (ArrangementRequested,
// ArrangementAccepted, ArrangementDeclined, ArrangementReassigned, ArrangementReleased), rebuilt by
// `npm run replay` (docs/decisions/0350-class-arrangements-a-stream-per-application.md). `holds` (the
// substitute holds the time) and `covered` (the class is covered) are the domain's answers for the status,
// written by the projection, so that no query spells the statuses. And the HOD's reason for approving with
// classes not covered, on the application.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('arrangements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('leave_id', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('class_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('absent_id', 'text', (c) => c.notNull())
    .addColumn('absent_name', 'text', (c) => c.notNull())
    .addColumn('substitute_id', 'text')
    .addColumn('substitute_name', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('holds', 'boolean', (c) => c.notNull())
    .addColumn('covered', 'boolean', (c) => c.notNull())
    .addColumn('decline_reason', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('arrangements_leave_idx').on('arrangements').columns(['leave_id', 'date', 'start_time']).execute();
  await db.schema.createIndex('arrangements_department_idx').on('arrangements').columns(['department', 'date', 'start_time']).execute();
  await db.schema.createIndex('arrangements_substitute_idx').on('arrangements').columns(['substitute_id', 'date']).execute();
  await db.schema.alterTable('leave_applications').addColumn('uncovered_reason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_applications').dropColumn('uncovered_reason').execute();
  await db.schema.dropTable('arrangements').execute();
}
