import { sql, type Kysely } from 'kysely';

// People are ordinary rows; the changes an auditor cares about are also written as events by the api.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('employee_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'hod', 'employee')`))
    .addColumn('department', 'text')
    .addColumn('designation', 'text')
    .addColumn('qualification', 'text')
    .addColumn('mobile_no', 'text')
    .addColumn('date_of_birth', 'date')
    .addColumn('date_of_joining', 'date')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('last_login', 'timestamptz')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // E-mails and employee ids are unique among people who have not been deleted, regardless of case.
  await sql`create unique index users_email_unique on users (lower(email)) where deleted_at is null`.execute(db);
  await sql`create unique index users_employee_id_unique on users (lower(employee_id)) where deleted_at is null`.execute(db);
  await db.schema.createIndex('users_department_idx').on('users').columns(['department', 'role']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
