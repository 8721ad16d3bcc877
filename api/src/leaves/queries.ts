// Reads of leave applications: the read model through its owner (core/src/projections/leave-applications.ts),
// as the contract's DTOs, never the events (except the audit trail of one application, which is its stream).

import { toLeaveDto, type CalendarDate, type CalendarEntryDto, type CalendarScope, type LeaveApplication, type LeaveDecisionContextDto, type LeaveDto, type LeaveEventActorDto, type LeaveStatus, type LeaveEventDto, type LeaveListScope, type Role } from '@leave/domain';
import type { Db } from '@leave/core/db';
import { leaveStream, type EventMetadata, type EventStore } from '@leave/core/event-store';
import { departmentsStoodInFor, holdersStoodInFor } from '@leave/core/stand-ins';
import { applicationById, applicationsOf, awaitingApplications, calendarEntries, decisionContextOf, departmentAwayFor, listApplications, type AwaitingCaller, type LeaveListQuery } from '@leave/core/projections';

/** One application (the read model's, through its owner), or undefined. */
export function findLeave(db: Db, id: string): Promise<LeaveApplication | undefined> {
  return applicationById(db, id);
}

/** GET /leaves: one page of the scope's applications narrowed by domain's leave-list filter, and how many match. */
export async function listLeaves(db: Db, scope: LeaveListScope, filter: LeaveListQuery = {}, approver = false): Promise<{ leaves: LeaveDto[]; total: number }> {
  const { applications, total } = await listApplications(db, scope, filter);
  return { leaves: await withDepartmentAway(db, approver, applications), total };
}

/**
 * The applications as DTOs; for an approver (`approver`), each open one with how many of its department
 * would be away on its working days (issue 46: '3 of 12 away on 9 Dec').
 */
export async function withDepartmentAway(db: Db, approver: boolean, applications: readonly LeaveApplication[]): Promise<LeaveDto[]> {
  const away = approver ? await departmentAwayFor(db, applications) : new Map();
  return applications.map((application) => {
    const days = away.get(application.leaveId);
    return days ? { ...toLeaveDto(application), departmentAway: days } : toLeaveDto(application);
  });
}

/** GET /leaves/:id/decision-context (issue 49): the applicant's figures of the type and the colleagues away, as the contract's DTO. */
export async function decisionContext(db: Db, application: LeaveApplication): Promise<LeaveDecisionContextDto> {
  const { open, balance, away } = await decisionContextOf(db, application);
  return {
    open,
    balance,
    away: away.map((colleague) => ({ _id: colleague.applicantId, name: colleague.name, leaveType: colleague.leaveType, status: colleague.status as LeaveStatus, days: colleague.days })),
  };
}

/**
 * Whose steps a person decides on `today`: the admin's, their department's HOD's, those of the HODs they
 * stand in for, and those of the offices' holders they stand in for (issue 43).
 */
export async function awaitingCaller(db: Db, user: { id: string; role: Role; department: string | null }, today: CalendarDate): Promise<AwaitingCaller> {
  const stoodIn = await departmentsStoodInFor(db, user.id, today);
  const holders = await holdersStoodInFor(db, user.id, today);
  const own = user.role === 'hod' && user.department !== null ? [user.department] : [];
  return { id: user.id, isAdmin: user.role === 'admin', hodDepartments: [...new Set([...own, ...stoodIn])], ...(holders.length > 0 ? { standsInFor: holders } : {}) };
}

/** GET /leaves?awaiting=me: one page of what waits for the caller's decision, narrowed by the same filter, and how many match. */
export async function awaitingLeaves(db: Db, caller: AwaitingCaller, filter: LeaveListQuery = {}): Promise<{ leaves: LeaveDto[]; total: number }> {
  const { applications, total } = await awaitingApplications(db, caller, filter);
  // What waits for the caller's decision: each with how many of its department are away (issue 46).
  return { leaves: await withDepartmentAway(db, true, applications), total };
}

/**
 * The leave a calendar shows (the screen's month or a feed's range) within a viewer's scope, by start date and
 * name, as the calendar's entries (docs/contract.md 'Calendar'); the feeds write the same entries as iCal.
 */
export function calendarLeaves(db: Db, scope: CalendarScope, range: { first: CalendarDate; last: CalendarDate }): Promise<CalendarEntryDto[]> {
  return calendarEntries(db, scope, range);
}

/** GET /leaves/my-leaves: one person's applications, newest first. */
export async function leavesOf(db: Db, applicantId: string): Promise<LeaveDto[]> {
  return (await applicationsOf(db, applicantId)).map(toLeaveDto);
}

/** Who did it, as the audit trail and the live messages show it; work with no person behind it is 'System'. */
export function actorDto(metadata: EventMetadata): LeaveEventActorDto {
  const actor = metadata.actor;
  return actor ? { _id: actor.id, name: actor.name, role: actor.role as Role } : { _id: '', name: 'System', role: 'admin' };
}

/** One application's stream as its audit trail (GET /leaves/:id/events). */
export async function leaveEvents(eventStore: EventStore, leaveId: string): Promise<LeaveEventDto[]> {
  const events = await eventStore.readStream(leaveStream.id(leaveId));
  return events.map((event) => {
    return {
      position: event.globalPosition,
      version: event.version,
      type: event.type,
      data: event.data,
      actor: actorDto(event.metadata),
      occurredAt: new Date(event.occurredAt).toISOString(),
    };
  });
}
