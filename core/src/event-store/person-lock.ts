// Everything that reads or changes one person's balance or open applications runs under this lock, so that
// two applications cannot both spend the same days, an approval cannot slip between the reads of an
// application's checks, and a ledger is never decided on while another writer is deciding on it. (PGlite has
// one connection: there, transactions are already one at a time.) The key is built here only: the leave
// commands' reads functions take the same lock through personLockSql.

import { sql, type Transaction } from 'kysely';
import type { Database } from '../db';

/** The call that takes a person's lock until the transaction ends; `personId` an SQL expression of their id. */
export function personLockSql(personId: string): string {
  return `pg_advisory_xact_lock(hashtext('person-' || ${personId}))`;
}

export async function lockPerson(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`select ${sql.raw(personLockSql('person.id'))} from (select ${userId}::text as id) as person`.execute(trx);
}

/**
 * A department's lock (issue 46, decision 0260): applying under a department cap counts the others of the
 * department away, which other people's applications change under their own locks; two applicants for the
 * department's last place would each count the other out. Applying takes it after the applicant's lock,
 * only when a cap is in force, and reads again: nothing takes it before a person's lock, so no two commands
 * wait on each other in a circle.
 */
export function departmentLockSql(department: string): string {
  return `pg_advisory_xact_lock(hashtext('department-' || ${department}))`;
}

export async function lockDepartment(trx: Transaction<Database>, department: string): Promise<void> {
  await sql`select ${sql.raw(departmentLockSql('department.name'))} from (select ${department}::text as name) as department`.execute(trx);
}

/**
 * A teacher's timetable lock (issue 45, decision 0280): two changes of one teacher's week (a HOD's and an
 * import's) would read the same version and the second append fail on it; under the lock the second reads
 * the first's period and is decided on it (a clash is then the 409 that names the class).
 */
export async function lockTimetable(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('timetable-' || teacher.id)) from (select ${userId}::text as id) as teacher`.execute(trx);
}
