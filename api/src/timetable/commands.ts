// The changes to a teacher's timetable (issue 45), through the command handler on the teacher's stream
// (`timetable-<userId>`): a period added, changed, removed. The stream's version serialises two changes of
// one teacher's week, so that two clashing periods added at once cannot both be kept: one appends, the
// other is decided again on the new state and refused with 409 (docs/rules.md 'Timetable').

import { randomUUID } from 'node:crypto';
import { decideTimetable, DomainError, TIMETABLE_MESSAGES, type Actor, type Teacher, type TimetablePeriodBody, type TimetablePeriodChangeBody, type TimetablePeriodDto } from '@leave/domain';
import { handleCommand, lockTimetable, timetableStream, type EventMetadata } from '@leave/core/event-store';
import { accountById, actorOf } from '@leave/core/users';
import { periodOwner, timetableOf } from '@leave/core/timetable';
import type { LeaveServices } from '@leave/core/leave';

/** The live teacher `userId` names, or 404. */
export async function teacherOf(deps: LeaveServices, userId: string): Promise<Teacher & { name: string }> {
  const account = await accountById(deps.db, userId);
  if (!account || account.deletedAt) throw DomainError.notFound(TIMETABLE_MESSAGES.teacherNotFound);
  return { id: account.id, role: account.role, department: account.department, name: account.name };
}

/** The teacher of a period, or 404 for an unknown period. */
async function teacherOfPeriod(deps: LeaveServices, periodId: string): Promise<Teacher> {
  const userId = await periodOwner(deps.db, periodId);
  if (userId === undefined) throw DomainError.notFound(TIMETABLE_MESSAGES.notFound);
  return teacherOf(deps, userId);
}

async function periodById(deps: LeaveServices, userId: string, id: string): Promise<TimetablePeriodDto> {
  const found = (await timetableOf(deps.db, userId)).find((period) => period._id === id);
  if (!found) throw DomainError.notFound(TIMETABLE_MESSAGES.notFound);
  return found;
}

export async function addPeriod(deps: LeaveServices, actor: Actor, body: TimetablePeriodBody, metadata: EventMetadata): Promise<TimetablePeriodDto> {
  const teacher = await teacherOf(deps, body.userId);
  const { userId: _teacher, ...fields } = body;
  const id = randomUUID();
  await deps.eventStore.transaction(async (tx) => {
    await lockTimetable(tx.trx, teacher.id);
    return handleCommand(tx, timetableStream, teacher.id, (state) => decideTimetable({ type: 'AddPeriods', data: { actor: actorOf(actor), teacher, periods: [{ id, ...fields }] } }, state), metadata);
  });
  return periodById(deps, teacher.id, id);
}

export async function changePeriod(deps: LeaveServices, actor: Actor, id: string, body: TimetablePeriodChangeBody, metadata: EventMetadata): Promise<TimetablePeriodDto> {
  const teacher = await teacherOfPeriod(deps, id);
  await deps.eventStore.transaction(async (tx) => {
    await lockTimetable(tx.trx, teacher.id);
    return handleCommand(tx, timetableStream, teacher.id, (state) => decideTimetable({ type: 'ChangePeriod', data: { actor: actorOf(actor), teacher, period: { id, ...body } } }, state), metadata);
  });
  return periodById(deps, teacher.id, id);
}

export async function removePeriod(deps: LeaveServices, actor: Actor, id: string, metadata: EventMetadata): Promise<void> {
  const teacher = await teacherOfPeriod(deps, id);
  await deps.eventStore.transaction(async (tx) => {
    await lockTimetable(tx.trx, teacher.id);
    return handleCommand(tx, timetableStream, teacher.id, (state) => decideTimetable({ type: 'RemovePeriod', data: { actor: actorOf(actor), teacher, id } }, state), metadata);
  });
}
