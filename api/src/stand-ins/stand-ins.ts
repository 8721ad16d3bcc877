// Stand-ins (docs/rules.md 'Stand-ins'): naming, listing and removing them (for a HOD, or for a holder of an
// office of the approval routes: issue 43, decision 0360), the mandate a decision is taken under, and the
// queue a stand-in sees. The stand_ins rows are read and written through their owner,
// @leave/core/stand-ins; the rules are domain's. Naming and removing also append to the naming's stream
// (`stand-in-<id>`), in the same transaction: the inbox projection reads the namings from the log, so a
// stand-in hears of applications waiting for the HOD, and replay agrees.

import { randomUUID } from 'node:crypto';
import {
  canRemoveStandIn,
  checkOfficeStandInNaming,
  checkStandInNaming,
  DomainError,
  STAND_IN_ENDED_HOD_LEFT,
  STAND_IN_ENDED_HOLDER_LEFT,
  STAND_IN_MESSAGES,
  toLeaveDto,
  type CalendarDate,
  type LeaveDto,
  type StandInBody,
  type StandInDto,
  type StandInPerson,
  type Viewer,
} from '@leave/domain';
import type { Db } from '@leave/core/db';
import { standInStream, type EventMetadata, type EventStore, type EventTransaction } from '@leave/core/event-store';
import { pendingInDepartments } from '@leave/core/projections';
import { officesHeldNow } from '@leave/core/offices';
import { departmentsStoodInFor, endNaming, lockNamingsOf, openNaming, openNamingsOf, openNamingsOfOffice, recordNaming, standInById, standInsNotOver, type OfficeNames } from '@leave/core/stand-ins';
import { nameOf, standingOf } from '@leave/core/users';

// The decision path reads a mandate's rows with its other reads and judges them as mandateFor does.
export { mandateAmong } from '@leave/core/stand-ins';

async function personOf(db: Db, id: string): Promise<StandInPerson | null> {
  const row = await standingOf(db, id);
  return row ? { id: row.id, role: row.role, department: row.department, active: row.isActive && row.deletedAt === null } : null;
}

export interface StandInServices {
  db: Db;
  eventStore: EventStore;
  /** APP_TIMEZONE: the zone whose calendar days a naming's range is, recorded in its event. */
  timeZone: string;
}

/** The policy's own offices in force (code and name): those an office's naming may be for, and their names in the list. */
export type PolicyOffices = readonly { code: string; name: string }[];

const namesOf = (offices: PolicyOffices): OfficeNames => new Map(offices.map((office) => [office.code, office.name]));

export async function nameStandIn(deps: StandInServices, viewer: Viewer, body: StandInBody, today: CalendarDate, metadata: EventMetadata, offices: PolicyOffices = []): Promise<StandInDto> {
  const { db } = deps;
  const id = randomUUID();
  // A HOD's naming, or (issue 43) an office holder's: the holder is the caller unless an admin names another.
  const holderId = body.office === undefined ? body.hodId! : (body.holderId ?? viewer.id);
  await deps.eventStore.transaction(async ({ trx, append }) => {
    // One naming of a HOD (or holder) at a time, so that two overlapping ones cannot both pass the check.
    await lockNamingsOf(trx, holderId);
    const standIn = await personOf(trx, body.standInId);
    let kind: { department: string } | { office: string };
    if (body.office === undefined) {
      const taken = await openNamingsOf(trx, holderId, 'hod');
      kind = checkStandInNaming({ viewer, hod: await personOf(trx, holderId), standIn, from: body.from, to: body.to, today, taken: taken.map(({ from, to }) => ({ from, to })) });
    } else {
      const office = body.office;
      const taken = await openNamingsOf(trx, holderId, { office });
      const holds = (await officesHeldNow(trx, holderId)).includes(office);
      checkOfficeStandInNaming({ viewer, office, offices, holder: await personOf(trx, holderId), holds, standIn, from: body.from, to: body.to, today, taken: taken.map(({ from, to }) => ({ from, to })) });
      kind = { office };
    }
    await recordNaming(trx, { id, hodId: holderId, standInId: body.standInId, ...kind, from: body.from, to: body.to, createdBy: viewer.id });
    const hodName = await nameOf(trx, holderId);
    const named = 'office' in kind ? { department: null, office: kind.office, officeName: namesOf(offices).get(kind.office) ?? kind.office } : { department: kind.department };
    const data = { hodId: holderId, hodName, standInId: body.standInId, ...named, from: body.from, to: body.to, timeZone: deps.timeZone };
    await append([{ streamId: standInStream.id(id), expectedVersion: 0, events: [{ type: 'StandInNamed', data }] }], metadata);
  });
  const named = await standInById(db, id, today, namesOf(offices));
  if (!named) throw new Error(`stand-in naming ${id} not found after it was recorded`);
  return named;
}

/** The admin sees every naming not yet over; anyone else those where they are the HOD or the stand-in. */
export async function listStandIns(db: Db, viewer: Viewer, today: CalendarDate, offices: () => Promise<PolicyOffices>): Promise<StandInDto[]> {
  const listed = await standInsNotOver(db, today, viewer.role === 'admin' ? 'everyone' : { personId: viewer.id });
  // The offices' names from the policy in force, read only when an office's naming is listed.
  if (!listed.some((standIn) => standIn.office !== null)) return listed;
  const names = namesOf(await offices());
  return listed.map((standIn) => (standIn.office === null ? standIn : { ...standIn, office: { code: standIn.office.code, name: names.get(standIn.office.code) ?? standIn.office.code } }));
}

export async function removeStandIn(deps: StandInServices, viewer: Viewer, id: string, now: Date, metadata: EventMetadata): Promise<void> {
  const { db } = deps;
  const naming = await openNaming(db, id);
  // The stand-in themself sees the naming but may not remove it; anyone else does not see it at all.
  if (!naming || (viewer.role !== 'admin' && viewer.id !== naming.hodId && viewer.id !== naming.standInId)) throw DomainError.notFound(STAND_IN_MESSAGES.notFound);
  if (!canRemoveStandIn(viewer, { hodId: naming.hodId })) throw DomainError.forbidden(STAND_IN_MESSAGES.removeForbidden);
  await deps.eventStore.transaction(async ({ trx, readStream, append }) => {
    const removed = await endNaming(trx, id, now);
    // A naming from before its stream existed has no StandInNamed to follow.
    const named = (await readStream(standInStream.id(id))).length > 0;
    if (removed && named) await append([{ streamId: standInStream.id(id), expectedVersion: 'any', events: [{ type: 'StandInRemoved', data: {} }] }], metadata);
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
  const open = await openNamingsOf(tx.trx, hodId, 'hod');
  const ended = open.filter((naming) => !hod || !hod.active || hod.role !== 'hod' || hod.department !== naming.department);
  for (const naming of ended) {
    await endNaming(tx.trx, naming.id, now);
    const named = (await tx.readStream(standInStream.id(naming.id))).length > 0;
    if (named) await tx.append([{ streamId: standInStream.id(naming.id), expectedVersion: 'any', events: [{ type: 'StandInRemoved', data: { ended: STAND_IN_ENDED_HOD_LEFT } }] }], metadata);
  }
}

/**
 * Ends the open namings of an office whose holders are no longer among `holderIds` (issue 43): called in
 * the transaction that names the office's holders (PUT /offices/:code), after they are written. Each ends
 * as a StandInRemoved saying why, as a former HOD's do.
 */
export async function endNamingsOfFormerHolders(tx: EventTransaction, office: string, holderIds: readonly string[], now: Date, metadata: EventMetadata): Promise<void> {
  for (const naming of (await openNamingsOfOffice(tx.trx, office)).filter((open) => !holderIds.includes(open.holderId))) {
    await endNaming(tx.trx, naming.id, now);
    await tx.append([{ streamId: standInStream.id(naming.id), expectedVersion: 'any', events: [{ type: 'StandInRemoved', data: { ended: STAND_IN_ENDED_HOLDER_LEFT } }] }], metadata);
  }
}

/** The pending applications of the departments a person stands in for today (not their own, nor the HOD's). */
export async function standInQueue(db: Db, personId: string, today: CalendarDate): Promise<LeaveDto[]> {
  const departments = await departmentsStoodInFor(db, personId, today);
  if (departments.length === 0) return [];
  return (await pendingInDepartments(db, departments, personId)).map(toLeaveDto);
}
