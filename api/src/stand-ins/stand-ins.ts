// Stand-ins (docs/rules.md 'Stand-ins'): naming, listing and removing them, the mandate a decision is taken
// under, and the queue a stand-in sees. Rows of stand_ins; the rules are domain's. Naming and removing also
// append to the naming's stream (`stand-in-<id>`), in the same transaction: the inbox projection reads the
// namings from the log, so a stand-in hears of applications waiting for the HOD, and replay agrees.

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  canRemoveStandIn,
  checkStandInNaming,
  DomainError,
  STAND_IN_ENDED_HOD_LEFT,
  STAND_IN_MESSAGES,
  standInCovers,
  toLeaveDto,
  type CalendarDate,
  type LeaveDto,
  type Role,
  type StandInBody,
  type StandInDto,
  type StandInMandate,
  type StandInPerson,
  type Viewer,
} from '@leave/domain';
import type { Db } from '@leave/core/db';
import { standInStream, type EventMetadata, type EventStore, type EventTransaction } from '@leave/core/event-store';
import { rowToApplication } from '@leave/core/projections';

async function personOf(db: Db, id: string): Promise<StandInPerson | null> {
  const row = await db.selectFrom('users').select(['id', 'role', 'department', 'is_active', 'deleted_at']).where('id', '=', id).executeTakeFirst();
  return row ? { id: row.id, role: row.role, department: row.department, active: row.is_active && row.deleted_at === null } : null;
}

const dtoQuery = (db: Db) =>
  db
    .selectFrom('stand_ins as s')
    .innerJoin('users as h', 'h.id', 's.hod_id')
    .innerJoin('users as p', 'p.id', 's.stand_in_id')
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

export interface StandInServices {
  db: Db;
  eventStore: EventStore;
  /** APP_TIMEZONE: the zone whose calendar days a naming's range is, recorded in its event. */
  timeZone: string;
}

export async function nameStandIn(deps: StandInServices, viewer: Viewer, body: StandInBody, today: CalendarDate, metadata: EventMetadata): Promise<StandInDto> {
  const { db } = deps;
  const id = randomUUID();
  await deps.eventStore.transaction(async ({ trx, append }) => {
    // One naming of a HOD at a time, so that two overlapping ones cannot both pass the check.
    await sql`select pg_advisory_xact_lock(hashtext(${`stand-ins-${body.hodId}`}))`.execute(trx);
    const taken = await trx.selectFrom('stand_ins').select(['from_date', 'to_date']).where('hod_id', '=', body.hodId).where('removed_at', 'is', null).execute();
    const hod = await personOf(trx, body.hodId);
    const { department } = checkStandInNaming({
      viewer,
      hod,
      standIn: await personOf(trx, body.standInId),
      from: body.from,
      to: body.to,
      today,
      taken: taken.map((t) => ({ from: t.from_date as CalendarDate, to: t.to_date as CalendarDate })),
    });
    await trx.insertInto('stand_ins').values({ id, hod_id: body.hodId, stand_in_id: body.standInId, department, from_date: body.from, to_date: body.to, created_by: viewer.id }).execute();
    const hodName = (await trx.selectFrom('users').select('name').where('id', '=', body.hodId).executeTakeFirstOrThrow()).name;
    const data = { hodId: body.hodId, hodName, standInId: body.standInId, department, from: body.from, to: body.to, timeZone: deps.timeZone };
    await append([{ streamId: standInStream.id(id), expectedVersion: 0, events: [{ type: 'StandInNamed', data }] }], metadata);
  });
  return toDto(await dtoQuery(db).where('s.id', '=', id).executeTakeFirstOrThrow(), today);
}

/** The admin sees every naming not yet over; anyone else those where they are the HOD or the stand-in. */
export async function listStandIns(db: Db, viewer: Viewer, today: CalendarDate): Promise<StandInDto[]> {
  let query = dtoQuery(db).where('s.to_date', '>=', today);
  if (viewer.role !== 'admin') query = query.where((eb) => eb.or([eb('s.hod_id', '=', viewer.id), eb('s.stand_in_id', '=', viewer.id)]));
  const rows = await query.orderBy('s.from_date').orderBy('s.id').limit(500).execute();
  return rows.map((row) => toDto(row, today));
}

export async function removeStandIn(deps: StandInServices, viewer: Viewer, id: string, now: Date, metadata: EventMetadata): Promise<void> {
  const { db } = deps;
  const row = await db.selectFrom('stand_ins').select(['hod_id', 'stand_in_id']).where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
  // The stand-in themself sees the naming but may not remove it; anyone else does not see it at all.
  if (!row || (viewer.role !== 'admin' && viewer.id !== row.hod_id && viewer.id !== row.stand_in_id)) throw DomainError.notFound(STAND_IN_MESSAGES.notFound);
  if (!canRemoveStandIn(viewer, { hodId: row.hod_id })) throw DomainError.forbidden(STAND_IN_MESSAGES.removeForbidden);
  await deps.eventStore.transaction(async ({ trx, readStream, append }) => {
    const removed = await trx.updateTable('stand_ins').set({ removed_at: now }).where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
    // A naming from before its stream existed has no StandInNamed to follow.
    const named = (await readStream(standInStream.id(id))).length > 0;
    if (removed.numUpdatedRows > 0n && named) await append([{ streamId: standInStream.id(id), expectedVersion: 'any', events: [{ type: 'StandInRemoved', data: {} }] }], metadata);
  });
}

/**
 * Ends the open namings of a HOD who is no longer their department's HOD (issue 25): called in the
 * transaction that changed the person (role, department, deactivation, deletion), after their row is
 * written. Each naming ends as a StandInRemoved saying why, so that the audit trail shows it and the
 * inbox projection (and a replay) stop counting the stand-in from there; the stand-in's next decision
 * is refused (mandateFor finds nothing).
 */
export async function endNamingsOfFormerHod(tx: EventTransaction, hodId: string, now: Date, metadata: EventMetadata): Promise<void> {
  const hod = await personOf(tx.trx, hodId);
  const open = await tx.trx.selectFrom('stand_ins').select(['id', 'department']).where('hod_id', '=', hodId).where('removed_at', 'is', null).execute();
  const ended = open.filter((naming) => !hod || !hod.active || hod.role !== 'hod' || hod.department !== naming.department);
  for (const naming of ended) {
    await tx.trx.updateTable('stand_ins').set({ removed_at: now }).where('id', '=', naming.id).execute();
    const named = (await tx.readStream(standInStream.id(naming.id))).length > 0;
    if (named) await tx.append([{ streamId: standInStream.id(naming.id), expectedVersion: 'any', events: [{ type: 'StandInRemoved', data: { ended: STAND_IN_ENDED_HOD_LEFT } }] }], metadata);
  }
}

/**
 * The mandate a person holds for a department, for the machine to judge: the one covering today if any,
 * else the nearest other (which the machine refuses), else none.
 */
export async function mandateFor(db: Db, personId: string, department: string, today: CalendarDate): Promise<StandInMandate | undefined> {
  const rows = await db
    .selectFrom('stand_ins as s')
    .innerJoin('users as h', 'h.id', 's.hod_id')
    .select(['s.hod_id', 'h.name', 's.department', 's.from_date', 's.to_date'])
    .where('s.stand_in_id', '=', personId)
    .where('s.department', '=', department)
    .where('s.removed_at', 'is', null)
    // A naming whose HOD has left the post (ended by endNamingsOfFormerHod; this guards older rows too).
    .where('h.role', '=', 'hod')
    .whereRef('h.department', '=', 's.department')
    .where('h.is_active', '=', true)
    .where('h.deleted_at', 'is', null)
    .orderBy('s.from_date')
    .execute();
  return mandateAmong(rows, today);
}

/** Of a person's namings for a department (by their first day), the one covering today, else the nearest other. */
export function mandateAmong(rows: readonly { hod_id: string; name: string; department: string; from_date: string; to_date: string }[], today: CalendarDate): StandInMandate | undefined {
  const mandates = rows.map((r) => ({ hodId: r.hod_id, hodName: r.name, department: r.department, from: r.from_date as CalendarDate, to: r.to_date as CalendarDate }));
  return mandates.find((m) => standInCovers(m, today)) ?? mandates[0];
}

/** The pending applications of the departments a person stands in for today (not their own, nor the HOD's). */
export async function standInQueue(db: Db, personId: string, today: CalendarDate): Promise<LeaveDto[]> {
  const mandates = await db
    .selectFrom('stand_ins')
    .select(['hod_id', 'department'])
    .where('stand_in_id', '=', personId)
    .where('removed_at', 'is', null)
    .where('from_date', '<=', today)
    .where('to_date', '>=', today)
    .execute();
  if (mandates.length === 0) return [];
  const rows = await db
    .selectFrom('leave_applications')
    .selectAll()
    .where('status', '=', 'pending')
    .where('applicant_role', '!=', 'hod')
    .where('department', 'in', mandates.map((m) => m.department))
    .where('applicant_id', '!=', personId)
    .orderBy('applied_at', 'desc')
    .orderBy('applied_position', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => toLeaveDto(rowToApplication(row)));
}
