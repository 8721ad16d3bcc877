// The owner of the stand_ins table (docs/architecture.md, "Each table one owner"): the namings of a stand-in
// for a HOD (docs/rules.md 'Stand-ins'), as the values the commands, the list and the machine need. The rules
// are domain's; naming and removing (their events, their checks) are the api's, through these functions. A
// decision reads the mandate with its other facts (mandateRowsSql, held alike to mandateFor by a contract test).

import { sql } from 'kysely';
import { z } from 'zod';
import { HEAD_OF_DEPARTMENT, standInCovers, type CalendarDate, type Role, type StandInDto, type StandInMandate } from '@leave/domain';
import { sqlText } from './db/sql-text';
import type { Db } from './db';
import { joinPerson } from './users/accounts';

/** A naming not removed: its HOD's department and its days. */
export interface OpenNaming {
  id: string;
  department: string;
  from: CalendarDate;
  to: CalendarDate;
}

/** Holds the namings of one HOD until the transaction ends, so that two overlapping ones cannot both pass the check. */
export async function lockNamingsOf(trx: Db, hodId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`stand-ins-${hodId}`}))`.execute(trx);
}

/** The namings of a HOD not removed, over or not. */
export async function openNamingsOf(db: Db, hodId: string): Promise<OpenNaming[]> {
  const rows = await db.selectFrom('stand_ins').select(['id', 'department', 'from_date', 'to_date']).where('hod_id', '=', hodId).where('removed_at', 'is', null).execute();
  return rows.map((row) => ({ id: row.id, department: row.department, from: row.from_date as CalendarDate, to: row.to_date as CalendarDate }));
}

/** Records a naming (checked by domain's checkStandInNaming first). */
export async function recordNaming(db: Db, naming: { id: string; hodId: string; standInId: string; department: string; from: CalendarDate; to: CalendarDate; createdBy: string }): Promise<void> {
  await db
    .insertInto('stand_ins')
    .values({ id: naming.id, hod_id: naming.hodId, stand_in_id: naming.standInId, department: naming.department, from_date: naming.from, to_date: naming.to, created_by: naming.createdBy })
    .execute();
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
    .select(['s.id', 's.hod_id', 'h.name as hod_name', 's.stand_in_id', 'p.name as stand_in_name', 'p.role as stand_in_role', 's.department', 's.from_date', 's.to_date'])
    .where('s.removed_at', 'is', null);

type DtoRow = Awaited<ReturnType<ReturnType<typeof dtoQuery>['execute']>>[number];

function toDto(row: DtoRow, today: CalendarDate): StandInDto {
  const range = { from: row.from_date as CalendarDate, to: row.to_date as CalendarDate };
  return {
    _id: row.id,
    hod: { _id: row.hod_id, name: row.hod_name },
    standIn: { _id: row.stand_in_id, name: row.stand_in_name, role: row.stand_in_role as Role },
    department: row.department,
    ...range,
    active: standInCovers(range, today),
  };
}

/** A naming not removed, as the wire shows it on `today`. */
export async function standInById(db: Db, id: string, today: CalendarDate): Promise<StandInDto | undefined> {
  const row = await dtoQuery(db).where('s.id', '=', id).executeTakeFirst();
  return row ? toDto(row, today) : undefined;
}

/** The namings not yet over (up to 500, by their first day): every one, or those where `personId` is the HOD or the stand-in. */
export async function standInsNotOver(db: Db, today: CalendarDate, of: { personId: string } | 'everyone'): Promise<StandInDto[]> {
  let query = dtoQuery(db).where('s.to_date', '>=', today);
  if (of !== 'everyone') query = query.where((eb) => eb.or([eb('s.hod_id', '=', of.personId), eb('s.stand_in_id', '=', of.personId)]));
  const rows = await query.orderBy('s.from_date').orderBy('s.id').limit(500).execute();
  return rows.map((row) => toDto(row, today));
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

/** The departments a person stands in for on `today`. */
export async function departmentsStoodInFor(db: Db, personId: string, today: CalendarDate): Promise<string[]> {
  const rows = await db
    .selectFrom('stand_ins')
    .select('department')
    .where('stand_in_id', '=', personId)
    .where('removed_at', 'is', null)
    .where('from_date', '<=', today)
    .where('to_date', '>=', today)
    .execute();
  return rows.map((row) => row.department);
}
