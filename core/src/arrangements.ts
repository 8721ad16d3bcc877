// The commands on a leave's class arrangements (issue 45, decision 0350): the substitute accepts or
// declines, the applicant asks someone else (or leaves it to the HOD), the HOD assigns. Each runs in a
// transaction under the applicant's lock and then the department's (the order applying takes them, so no
// two commands wait on each other in a circle): every command that gives a colleague a class of the
// department is decided after the others' commits, on the colleague's week, leave and classes read then, so
// that two requests for one teacher's same period cannot both hold. The stream's version orders two answers
// to one application's arrangements.

import { candidatesFor, canReadLeaveArrangements, classesHandedBack, decideArrangements, DomainError, ARRANGEMENT_MESSAGES, halfDayHoursOf, type Account, type DaySpan, type ArrangementCommand, type ArrangementDto, type CalendarDate, type SubstituteFacts, type SubstituteSuggestion } from '@leave/domain';
import { arrangementsStream, decideOn, lockDepartment, lockPerson, type EventMetadata } from './event-store';
import type { LeaveServices } from './leave';
import { readPolicyHistory, versionInForce } from './policy';
import { arrangementById, arrangementDto, coveringsOf, listArrangements, substitutionCountsOf } from './projections/arrangements';
import type { Db } from './db';
import { colleagueLeavesOf } from './projections/leave-applications/facts';
import { departmentPeriodsOf } from './projections/timetable';
import { actorOf } from './users';
import { colleaguesOf } from './users/accounts';

export type ArrangementRequest =
  | { kind: 'accept'; id: string; actor: Account }
  | { kind: 'decline'; id: string; actor: Account; reason?: string | undefined }
  | { kind: 'change'; id: string; actor: Account; substituteId: string | null };

/** What deciding on a substitute for a class of `department` on `date` reads (the apply facts, read for one day). */
async function substituteFacts(deps: LeaveServices, db: Db, absentId: string, department: string, date: CalendarDate): Promise<SubstituteFacts> {
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
      const facts = await substituteFacts(deps, tx.trx, row.absent_id, row.department, date);
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

/** The most classes one leave hands back: a term's worth of a full week. */
const HANDED_BACK_MAX = 500;

/**
 * After `teacher` applied for leave (`span`): the classes they were to take for colleagues in it go back to
 * those colleagues (domain's classesHandedBack), each declined by them with 'On leave then', as their own
 * decline would be: the absent teacher is told and asks someone else, the HOD's count of cover drops. One
 * already answered otherwise meanwhile (a 409) is left as it is. Answers the ids handed back.
 */
export async function handBackClasses(deps: LeaveServices, teacher: Account, span: DaySpan, metadata: EventMetadata): Promise<string[]> {
  const { items } = await listArrangements(deps.db, { substituteId: teacher.id, from: span.fromDate, to: span.toDate, limit: HANDED_BACK_MAX, offset: 0 });
  if (items.length === 0) return [];
  const hours = halfDayHoursOf(versionInForce(await readPolicyHistory(deps.eventStore, deps.db), span.fromDate).policy);
  const handedBack: string[] = [];
  for (const arrangement of classesHandedBack(items, span, hours)) {
    try {
      await decideOnArrangement(deps, { kind: 'decline', id: arrangement._id, actor: teacher, reason: ARRANGEMENT_MESSAGES.onLeave }, metadata);
      handedBack.push(arrangement._id);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'CONFLICT')) throw error;
    }
  }
  return handedBack;
}

/**
 * GET /arrangements/:id/candidates: whom the applicant, the department's HOD or the admin may ask now for the
 * class (domain's candidatesFor over the same facts a change of substitute is decided on); 404 for an unknown
 * arrangement, 403 for anyone else.
 */
export async function candidatesForArrangement(deps: LeaveServices, id: string, viewer: Account): Promise<SubstituteSuggestion[]> {
  const row = await arrangementById(deps.db, id);
  if (!row) throw DomainError.notFound(ARRANGEMENT_MESSAGES.notFound);
  const arrangement = arrangementDto(row);
  if (!canReadLeaveArrangements(actorOf(viewer), arrangement) || viewer.role === 'auditor') throw DomainError.forbidden(ARRANGEMENT_MESSAGES.notAllowed);
  const [facts, substitutionCounts] = [await substituteFacts(deps, deps.db, row.absent_id, row.department, arrangement.date), await substitutionCountsOf(deps.db, row.department, arrangement.date)];
  return candidatesFor(arrangement, { ...facts, substitutionCounts });
}

export { arrangementById, arrangementDto, arrangementsOfLeave, arrangementsOfLeaves, coverageOf, listArrangements, substitutionCountsOf, termOf } from './projections/arrangements';
