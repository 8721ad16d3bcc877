import type { Kysely } from 'kysely';

// Each teacher's weekly periods (issue 45): a read model of the `timetable-<userId>` streams
// (TimetablePeriodAdded, TimetablePeriodChanged, TimetablePeriodRemoved), rebuilt by `npm run replay`
// (docs/decisions/0280-a-timetable-stream-per-teacher.md).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('timetable_periods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('class_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('term_from', 'date', (c) => c.notNull())
    .addColumn('term_to', 'date', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('timetable_periods_user_idx').on('timetable_periods').columns(['user_id', 'weekday', 'start_time']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('timetable_periods').execute();
}
