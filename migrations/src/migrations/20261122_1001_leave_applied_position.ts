import { sql, type Kysely } from 'kysely';

// The global position of each application's LeaveApplied event: "newest first" stays exact and stable
// when two applications carry the same applied_at (a fixed clock, or the same millisecond).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leave_applications').addColumn('applied_position', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await sql`
    update leave_applications la set applied_position = e.global_position
    from events e where e.stream_id = 'leave-' || la.id and e.version = 1`.execute(db);
  await db.schema.createIndex('leave_applications_newest_idx').on('leave_applications').columns(['applied_at desc', 'applied_position desc']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('leave_applications_newest_idx').execute();
  await db.schema.alterTable('leave_applications').dropColumn('applied_position').execute();
}
