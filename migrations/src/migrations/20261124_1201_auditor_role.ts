import { sql, type Kysely } from 'kysely';

// The read-only auditor (issue 12): a fourth role, created only by an admin, with no department, and its
// own employee ID sequence (AUD0001, ...). The check constraint of users.role is the one Postgres named
// when 20261122_0002 created the column.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('admin', 'hod', 'employee', 'auditor'))`.execute(db);
  await sql`create sequence employee_id_aud_seq as bigint minvalue 1`.execute(db);
  await sql`select setval('employee_id_aud_seq', coalesce(max(substring(upper(employee_id) from '^AUD0*([0-9]{1,18})$')::bigint), 0) + 1, false) from users`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop sequence if exists employee_id_aud_seq`.execute(db);
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('admin', 'hod', 'employee'))`.execute(db);
}
