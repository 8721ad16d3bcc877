import type { Kysely } from 'kysely';

// Stand-ins for offices (issue 43, docs/rules.md 'Stand-ins', docs/decisions/0360): a holder of an office of
// the approval routes (a Principal) names someone to decide that office's waiting steps for a range of days.
// Such a naming has the office's code in `office`, the holder in `hod_id` (whom the stand-in stands in for)
// and no department; a HOD's naming keeps its department and has no office.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stand_ins').addColumn('office', 'text').execute();
  await db.schema.alterTable('stand_ins').alterColumn('department', (c) => c.dropNotNull()).execute();
  await db.schema.createIndex('stand_ins_office_idx').on('stand_ins').columns(['stand_in_id', 'office']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('stand_ins_office_idx').execute();
  await db.schema.alterTable('stand_ins').alterColumn('department', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('stand_ins').dropColumn('office').execute();
}
