import type { Kysely } from 'kysely';

// Read models: rebuilt from the events by `npm run replay`, updated inline in the appending transaction.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leave_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('applicant_id', 'text', (c) => c.notNull())
    .addColumn('applicant_name', 'text', (c) => c.notNull())
    .addColumn('applicant_employee_id', 'text', (c) => c.notNull())
    .addColumn('applicant_role', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('leave_type', 'text', (c) => c.notNull())
    .addColumn('from_date', 'date', (c) => c.notNull())
    .addColumn('to_date', 'date', (c) => c.notNull())
    .addColumn('number_of_days', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rejection_reason', 'text')
    .addColumn('hod_approved_by_id', 'text')
    .addColumn('hod_approved_by_name', 'text')
    .addColumn('approved_by_id', 'text')
    .addColumn('approved_by_name', 'text')
    .addColumn('rejected_by_id', 'text')
    .addColumn('rejected_by_name', 'text')
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('leave_applications_department_idx').on('leave_applications').columns(['department', 'applied_at']).execute();
  await db.schema.createIndex('leave_applications_applicant_idx').on('leave_applications').columns(['applicant_id', 'applied_at']).execute();
  await db.schema.createIndex('leave_applications_status_idx').on('leave_applications').column('status').execute();

  await db.schema
    .createTable('leave_balances')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('cl', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('scl', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('el', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('hpl', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('ccl', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Which accrual periods a balance has already received: makes every schedule run idempotent.
  await db.schema
    .createTable('balance_periods')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('global_position', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('balance_periods_pk', ['user_id', 'period_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('balance_periods').execute();
  await db.schema.dropTable('leave_balances').execute();
  await db.schema.dropTable('leave_applications').execute();
}
