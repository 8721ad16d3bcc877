// The holders of the offices of the approval routes (issue 43, docs/policy.md 'Approval routes'), and the
// owner of the office_holders table: the built-in `hod` (the department's HODs) and `admin` (the admins)
// come from the people's accounts; every other office's holders are those an admin named
// (PUT /api/offices/:code), live and active people only.

import type { OfficeHolders } from '@leave/domain';
import type { Db } from './db';
import { activeHoldersOfRole, joinPerson } from './users/accounts';

/** The named holders of every office, by office, live and active people only, by name. */
export async function namedHolders(db: Db): Promise<Record<string, { id: string; name: string }[]>> {
  const rows = await db
    .selectFrom('office_holders as o')
    .$call((q) => joinPerson(q, 'p', 'o.user_id'))
    .select(['o.office', 'p.id', 'p.name'])
    .where('p.deleted_at', 'is', null)
    .where('p.is_active', '=', true)
    .orderBy('o.office')
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
  const holders: Record<string, { id: string; name: string }[]> = {};
  for (const row of rows) (holders[row.office] ??= []).push({ id: row.id, name: row.name });
  return holders;
}

/** Names the holders of an office, in place of those it had. */
export async function setOfficeHolders(db: Db, office: string, holderIds: readonly string[], at: Date): Promise<void> {
  await db.deleteFrom('office_holders').where('office', '=', office).execute();
  if (holderIds.length > 0) await db.insertInto('office_holders').values(holderIds.map((id) => ({ office, user_id: id, named_at: at }))).execute();
}

/** The offices `personId` was named for. */
export async function officesHeldBy(db: Db, personId: string): Promise<string[]> {
  const rows = await db.selectFrom('office_holders').select('office').where('user_id', '=', personId).execute();
  return rows.map((row) => row.office);
}

/** Who holds each office for an applicant of `department`. */
export async function officeHoldersFor(db: Db, department: string): Promise<OfficeHolders> {
  // One after the other: inside a transaction the statements share its one connection.
  const hod = await activeHoldersOfRole(db, 'hod', department);
  const admin = await activeHoldersOfRole(db, 'admin');
  const named = await namedHolders(db);
  return { ...named, hod, admin };
}

/** The offices `personId` holds now: named for them, the person live and active (as namedHolders reads them). */
export async function officesHeldNow(db: Db, personId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('office_holders as o')
    .$call((q) => joinPerson(q, 'p', 'o.user_id'))
    .select('o.office')
    .where('o.user_id', '=', personId)
    .where('p.deleted_at', 'is', null)
    .where('p.is_active', '=', true)
    .execute();
  return rows.map((row) => row.office);
}

/** The same as an SQL condition for a reads function: whether `personId` holds `office` now (SQL expressions). */
export function holdsOfficeSql(personId: string, office: string): string {
  return `exists (select 1 from office_holders oh join users ohp on ohp.id = oh.user_id
      where oh.user_id = ${personId} and oh.office = ${office} and ohp.deleted_at is null and ohp.is_active)`;
}
