// The commands on a leave's class arrangements (issue 45, decision 0350): the substitute accepts or
// declines, the applicant asks someone else (or leaves it to the HOD), the HOD assigns. Each runs in a
// transaction under the applicant's lock and then the department's (the order applying takes them, so no
// two commands wait on each other in a circle): every command that gives a colleague a class of the
// department is decided after the others' commits, on the colleague's week, leave and classes read then, so
// that two requests for one teacher's same period cannot both hold. The stream's version orders two answers
// to one application's arrangements.

import { decideArrangements, DomainError, ARRANGEMENT_MESSAGES, halfDayHoursOf, type Account, type ArrangementCommand, type ArrangementDto, type CalendarDate, type SubstituteFacts } from '@leave/domain';
import { arrangementsStream, decideOn, lockDepartment, lockPerson, type EventMetadata, type EventTransaction } from './event-store';
import type { LeaveServices } from './leave';
import { readPolicyHistory, versionInForce } from './policy';
import { arrangementById, arrangementDto, coveringsOf } from './projections/arrangements';
import { colleagueLeavesOf } from './projections/leave-applications/facts';
import { departmentPeriodsOf } from './projections/timetable';
import { actorOf } from './users';
import { colleaguesOf } from './users/accounts';

export type ArrangementRequest =
  | { kind: 'accept'; id: string; actor: Account }
  | { kind: 'decline'; id: string; actor: Account; reason?: string | undefined }
  | { kind: 'change'; id: string; actor: Account; substituteId: string | null };

/** What deciding on a substitute for a class of `department` on `date` reads (the apply facts, read for one day). */
async function substituteFacts(deps: LeaveServices, tx: EventTransaction, absentId: string, department: string, date: CalendarDate): Promise<SubstituteFacts> {
  const db = tx.trx;
  const [departmentPeriods, colleagues, colleagueLeaves, coverings, history] = [
    await departmentPeriodsOf(db, absentId, department, date, date),
    await colleaguesOf(db, absentId, department),
    await colleagueLeavesOf(db, absentId, department, date, date),
    await coveringsOf(db, department, date, date),
    await readPolicyHistory(deps.eventStore, db),
  ];
  return { departmentPeriods, colleagues, colleagueLeaves, coverings, halfDayHours: halfDayHoursOf(versionInForce(history, date).policy) };
}

/** Runs one request on an arrangement and answers the arrangement as it now stands. */
export async function decideOnArrangement(deps: LeaveServices, request: ArrangementRequest, metadata: EventMetadata): Promise<ArrangementDto> {
  const row = await arrangementById(deps.db, request.id);
  if (!row) throw DomainError.notFound(ARRANGEMENT_MESSAGES.notFound);
  const actor = actorOf(request.actor);
  const now = deps.clock.now().toISOString();
  await deps.eventStore.transaction(async (tx) => {
    await lockPerson(tx.trx, row.absent_id);
    await lockDepartment(tx.trx, row.department);
    const date = arrangementDto(row).date;
    let command: ArrangementCommand;
    if (request.kind === 'decline') command = { type: 'DeclineArrangement', data: { id: row.id, actor, reason: request.reason ?? '', now } };
    else {
      const facts = await substituteFacts(deps, tx, row.absent_id, row.department, date);
      command =
        request.kind === 'accept'
          ? { type: 'AcceptArrangement', data: { id: row.id, actor, now, facts } }
          : { type: 'ChangeSubstitute', data: { id: row.id, actor, substituteId: request.substituteId, now, facts } };
    }
    const { append } = await decideOn(tx, arrangementsStream, row.leave_id, (state) => decideArrangements(command, state));
    await tx.append([append], metadata);
  });
  const after = await arrangementById(deps.db, request.id);
  return arrangementDto(after!);
}

export { arrangementById, arrangementDto, arrangementsOfLeave, arrangementsOfLeaves, coverageOf, listArrangements, substitutionCountsOf, termOf } from './projections/arrangements';
