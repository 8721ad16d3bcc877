// The owner of the stand_ins table (docs/architecture.md, "Each table one owner"): the namings of a stand-in
// for a HOD (docs/rules.md 'Stand-ins') or for a holder of an office (issue 43, decision 0360: `office` set,
// the holder in hod_id, no department), as the values the commands, the list and the machine need. The rules
// are domain's; naming and removing (their events, their checks) are the api's, through these functions. A
// decision reads the mandates with its other facts (mandateRowsSql and officeMandateRowsSql, held alike to
// mandateFor and officeMandatesFor by a contract test).

import { sql, type NotNull } from 'kysely';
import { z } from 'zod';
import { HEAD_OF_DEPARTMENT, standInCovers, type CalendarDate, type OfficeMandate, type Role, type StandInDto, type StandInMandate } from '@leave/domain';
import { sqlText } from './db/sql-text';
import type { Db } from './db';
import { holdsOfficeSql, officesHeldNow } from './offices';
import { joinPerson } from './users/accounts';

/** A naming not removed: its HOD's department (null for an office's), its office (null for a HOD's) and its days. */
export interface OpenNaming {
  id: string;
  department: string | null;
  office: string | null;
  from: CalendarDate;
  to: CalendarDate;
}

/** Holds the namings of one HOD until the transaction ends, so that two overlapping ones cannot both pass the check. */
export async function lockNamingsOf(trx: Db, hodId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`stand-ins-${hodId}`}))`.execute(trx);
}

/**
 * The namings of a HOD (or an office's holder) not removed, over or not: `of` 'hod' their HOD's namings, an
 * office's code their namings for that office, 'all' both.
 */
export async function openNamingsOf(db: Db, hodId: string, of: 'hod' | 'all' | { office: string } = 'all'): Promise<OpenNaming[]> {
  let query = db.selectFrom('stand_ins').select(['id', 'department', 'office', 'from_date', 'to_date']).where('hod_id', '=', hodId).where('removed_at', 'is', null);
  if (of === 'hod') query = query.where('office', 'is', null);
  else if (of !== 'all') query = query.where('office', '=', of.office);
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, department: row.department, office: row.office, from: row.from_date as CalendarDate, to: row.to_date as CalendarDate }));
}

/** Records a naming (checked by domain's checkStandInNaming or checkOfficeStandInNaming first): a department's, or an office's. */
export async function recordNaming(
  db: Db,
  naming: { id: string; hodId: string; standInId: string; from: CalendarDate; to: CalendarDate; createdBy: string } & ({ department: string } | { office: string }),
): Promise<void> {
  const kind = 'office' in naming ? { department: null, office: naming.office } : { department: naming.department, office: null };
  await db
    .insertInto('stand_ins')
    .values({ id: naming.id, hod_id: naming.hodId, stand_in_id: naming.standInId, ...kind, from_date: naming.from, to_date: naming.to, created_by: naming.createdBy })
    .execute();
}

/** The namings of an office not removed (issue 43), with their holders. */
export async function openNamingsOfOffice(db: Db, office: string): Promise<{ id: string; holderId: string }[]> {
  const rows = await db.selectFrom('stand_ins').select(['id', 'hod_id']).where('office', '=', office).where('removed_at', 'is', null).execute();
  return rows.map((row) => ({ id: row.id, holderId: row.hod_id }));
}

/** The HOD and the stand-in of a naming not removed, or undefined. */
export async function openNaming(db: Db, id: string): Promise<{ hodId: string; standInId: string } | undefined> {
  const row = await db.selectFrom('stand_ins').select(['hod_id', 'stand_in_id']).where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
  return row ? { hodId: row.hod_id, standInId: row.stand_in_id } : undefined;
}

/** Ends a naming at `now`; false when it had ended already (or never was). */
export async function endNaming(db: Db, id: string, now: Date): Promise<boolean> {
  const ended = await db.updateTable('stand_ins').set({ removed_at: now }).where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
  return ended.numUpdatedRows > 0n;
}

const dtoQuery = (db: Db) =>
  db
    .selectFrom('stand_ins as s')
    .$call((q) => joinPerson(q, 'h', 's.hod_id'))
    .$call((q) => joinPerson(q, 'p', 's.stand_in_id'))
    .select(['s.id', 's.hod_id', 'h.name as hod_name', 's.stand_in_id', 'p.name as stand_in_name', 'p.role as stand_in_role', 's.department', 's.office', 's.from_date', 's.to_date'])
    .where('s.removed_at', 'is', null);

type DtoRow = Awaited<ReturnType<ReturnType<typeof dtoQuery>['execute']>>[number];

/** An office's name by its code, as the policy in force names it (the code itself for an office it no longer names). */
export type OfficeNames = ReadonlyMap<string, string>;

function toDto(row: DtoRow, today: CalendarDate, officeNames: OfficeNames): StandInDto {
  const range = { from: row.from_date as CalendarDate, to: row.to_date as CalendarDate };
  const holder = { _id: row.hod_id, name: row.hod_name };
  return {
    _id: row.id,
    hod: row.office === null ? holder : null,
    office: row.office === null ? null : { code: row.office, name: officeNames.get(row.office) ?? row.office },
    holder,
    standIn: { _id: row.stand_in_id, name: row.stand_in_name, role: row.stand_in_role as Role },
    department: row.department,
    ...range,
    active: standInCovers(range, today),
  };
}

/** A naming not removed, as the wire shows it on `today`. */
export async function standInById(db: Db, id: string, today: CalendarDate, officeNames: OfficeNames = new Map()): Promise<StandInDto | undefined> {
  const row = await dtoQuery(db).where('s.id', '=', id).executeTakeFirst();
  return row ? toDto(row, today, officeNames) : undefined;
}

/** The namings not yet over (up to 500, by their first day): every one, or those where `personId` is the HOD or the stand-in. */
export async function standInsNotOver(db: Db, today: CalendarDate, of: { personId: string } | 'everyone', officeNames: OfficeNames = new Map()): Promise<StandInDto[]> {
  let query = dtoQuery(db).where('s.to_date', '>=', today);
  if (of !== 'everyone') query = query.where((eb) => eb.or([eb('s.hod_id', '=', of.personId), eb('s.stand_in_id', '=', of.personId)]));
  const rows = await query.orderBy('s.from_date').orderBy('s.id').limit(500).execute();
  return rows.map((row) => toDto(row, today, officeNames));
}

/**
 * The mandate a person holds for a department, for the machine to judge: the one covering today if any,
 * else the nearest other (which the machine refuses), else none.
 */
export async function mandateFor(db: Db, personId: string, department: string, today: CalendarDate): Promise<StandInMandate | undefined> {
  const rows = await db
    .selectFrom('stand_ins as s')
    .$call((q) => joinPerson(q, 'h', 's.hod_id'))
    .select(['s.hod_id', 'h.name', 's.department', 's.from_date', 's.to_date'])
    .where('s.stand_in_id', '=', personId)
    .where('s.department', '=', department)
    .where('s.removed_at', 'is', null)
    // A naming whose HOD has left the post (ended when the person changed; this guards older rows too).
    .where('h.role', '=', HEAD_OF_DEPARTMENT)
    .whereRef('h.department', '=', 's.department')
    .where('h.is_active', '=', true)
    .where('h.deleted_at', 'is', null)
    .orderBy('s.from_date')
    .$narrowType<{ department: NotNull }>()
    .execute();
  return mandateAmong(rows, today);
}

/**
 * The rows mandateFor judges, as json for a decision's reads function (its department is the application's);
 * `standInId` and `department` SQL expressions.
 */
export function mandateRowsSql(standInId: string, department: string): string {
  return `coalesce((select json_agg(m order by m.from_date) from (
      select s.hod_id, h.name, s.department, s.from_date, s.to_date
      from stand_ins s join users h on h.id = s.hod_id
      where s.stand_in_id = ${standInId} and s.department = ${department} and s.removed_at is null
        and h.role = ${sqlText(HEAD_OF_DEPARTMENT)} and h.department = s.department and h.is_active and h.deleted_at is null) m), '[]'::json)`;
}

/** What mandateRowsSql answers, as the rows mandateAmong takes. */
export const mandateRowsSchema = z.array(z.object({ hod_id: z.string(), name: z.string(), department: z.string(), from_date: z.iso.date(), to_date: z.iso.date() }));

/** Of a person's namings for a department (by their first day), the one covering today, else the nearest other. */
export function mandateAmong(rows: readonly { hod_id: string; name: string; department: string; from_date: string; to_date: string }[], today: CalendarDate): StandInMandate | undefined {
  const mandates = rows.map((r) => ({ hodId: r.hod_id, hodName: r.name, department: r.department, from: r.from_date as CalendarDate, to: r.to_date as CalendarDate }));
  return mandates.find((m) => standInCovers(m, today)) ?? mandates[0];
}

/** The departments a person stands in for (as a HOD's stand-in) on `today`. */
export async function departmentsStoodInFor(db: Db, personId: string, today: CalendarDate): Promise<string[]> {
  const rows = await db
    .selectFrom('stand_ins')
    .select('department')
    .where('stand_in_id', '=', personId)
    .where('office', 'is', null)
    .where('removed_at', 'is', null)
    .where('from_date', '<=', today)
    .where('to_date', '>=', today)
    .execute();
  return rows.flatMap((row) => (row.department === null ? [] : [row.department]));
}

/**
 * The namings a person holds for offices' holders (issue 43, decision 0360), over or not, whose holder
 * still holds the office (named for it, live and active): the machine judges their days
 * (officeMandateFor). By their first day, then id.
 */
export async function officeMandatesFor(db: Db, personId: string): Promise<OfficeMandate[]> {
  const rows = await db
    .selectFrom('stand_ins as s')
    .$call((q) => joinPerson(q, 'h', 's.hod_id'))
    .select(['s.id', 's.hod_id', 'h.name', 's.office', 's.from_date', 's.to_date'])
    .where('s.stand_in_id', '=', personId)
    .where('s.office', 'is not', null)
    .where('s.removed_at', 'is', null)
    .orderBy('s.from_date')
    .orderBy('s.id')
    .execute();
  const held = new Map<string, string[]>();
  for (const holderId of new Set(rows.map((row) => row.hod_id))) held.set(holderId, await officesHeldNow(db, holderId));
  return officeMandatesAmong(rows.filter((row) => held.get(row.hod_id)!.includes(row.office!)).map((row) => ({ hod_id: row.hod_id, name: row.name, office: row.office!, from_date: row.from_date, to_date: row.to_date })));
}

/** The rows officeMandatesFor judges, as json for a decision's reads function; `standInId` an SQL expression. */
export function officeMandateRowsSql(standInId: string): string {
  return `coalesce((select json_agg(m order by m.from_date, m.id) from (
      select s.id, s.hod_id, h.name, s.office, s.from_date, s.to_date
      from stand_ins s join users h on h.id = s.hod_id
      where s.stand_in_id = ${standInId} and s.office is not null and s.removed_at is null and ${holdsOfficeSql('s.hod_id', 's.office')}) m), '[]'::json)`;
}

/** What officeMandateRowsSql answers, as the rows officeMandatesAmong takes. */
export const officeMandateRowsSchema = z.array(z.object({ hod_id: z.string(), name: z.string(), office: z.string(), from_date: z.iso.date(), to_date: z.iso.date() }));

/** A person's office namings as the machine takes them. */
export function officeMandatesAmong(rows: readonly { hod_id: string; name: string; office: string; from_date: string; to_date: string }[]): OfficeMandate[] {
  return rows.map((r) => ({ holderId: r.hod_id, holderName: r.name, office: r.office, from: r.from_date as CalendarDate, to: r.to_date as CalendarDate }));
}

/** The offices' holders a person stands in for on `today` (issue 43): whose steps their queue shows. */
export async function holdersStoodInFor(db: Db, personId: string, today: CalendarDate): Promise<{ office: string; holderId: string }[]> {
  return (await officeMandatesFor(db, personId)).filter((mandate) => standInCovers(mandate, today)).map((mandate) => ({ office: mandate.office, holderId: mandate.holderId }));
}

/** Whether `personId` is named a stand-in (for a HOD or an office) by a naming not removed and not over on `today` (issue 49: they may be told of what waits). */
export async function namedStandInNotOver(db: Db, personId: string, today: CalendarDate): Promise<boolean> {
  const row = await db.selectFrom('stand_ins').select('id').where('stand_in_id', '=', personId).where('removed_at', 'is', null).where('to_date', '>=', today).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The office namings in force on `today` for these holders (issue 43, decision 0400): whom the live feed
 * tells, beside the holders, of an application whose office step concerns them. Not removed, covering today.
 */
export async function officeStandInsOn(db: Db, holderIds: readonly string[], today: CalendarDate): Promise<{ standInId: string; holderId: string; office: string }[]> {
  if (holderIds.length === 0) return [];
  const rows = await db
    .selectFrom('stand_ins')
    .select(['stand_in_id', 'hod_id', 'office'])
    .where('hod_id', 'in', [...new Set(holderIds)])
    .where('office', 'is not', null)
    .where('removed_at', 'is', null)
    .where('from_date', '<=', today)
    .where('to_date', '>=', today)
    .execute();
  return rows.map((row) => ({ standInId: row.stand_in_id, holderId: row.hod_id, office: row.office! }));
}
