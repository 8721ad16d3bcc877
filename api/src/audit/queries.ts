// Reads of the audit portal (issue 12): the event log itself, filtered, newest first and counted on the
// server, and one application's timeline with the state right after each event, rebuilt by the folds the
// projections and the command path use (domain's `evolve` and `evolveLedger`).

import { sql } from 'kysely';
import { departmentStreamIds, subjectsAmong } from '@leave/core/users';
import {
  addDays,
  decidedByLink,
  NOT_IN_THE_AUDIT_LOG,
  toLeaveDto,
  type AuditActorDto,
  type AuditEventDto,
  type AuditEventsFilter,
  type AuditEventsPage,
  type AuditSubjectDto,
  type AuditTimelineDto,
  type LeaveApplication,
  type Role,
} from '@leave/domain';
import type { Db } from '@leave/core/db';
import {
  balanceStream,
  eventOf,
  leaveStream,
  logCount,
  logPage,
  userStream,
  type EventMetadata,
  type EventStore,
  type LogCondition,
  type LogFilter,
  type StoredEvent,
} from '@leave/core/event-store';
import { applicationSummaries, leaveStreamIdsOf } from '@leave/core/projections';

/** Who did it: 'System' (role null) for work with no person behind it. */
export function auditActorOf(metadata: EventMetadata | null | undefined): AuditActorDto {
  const actor = metadata?.actor;
  return actor ? { _id: actor.id, name: actor.name, role: actor.role as Role } : { _id: '', name: 'System', role: null };
}

export function auditEventDto(event: StoredEvent): AuditEventDto {
  const via = decidedByLink(event.metadata);
  return {
    position: event.globalPosition,
    streamId: event.streamId,
    version: event.version,
    type: event.type,
    data: event.data,
    actor: auditActorOf(event.metadata),
    occurredAt: new Date(event.occurredAt).toISOString(),
    // Issue 44: a decision taken from a mail's link, or a push's, says so.
    ...(via ? { via } : {}),
  };
}

/** The stream ids of a kind, built in SQL from the owner ids a subquery gives (the prefix comes from streams.ts). */
const prefixOf = (kind: { id(ownerId: string): string }) => kind.id('');

/**
 * The log narrowed by the filters. A person: their own streams (user and balance), their applications'
 * streams, and whatever they did (the actor). A department: its applications' streams and the streams of
 * the people in it now. Days are calendar days in APP_TIMEZONE, both ends included.
 */
export function logFilterOf(db: Db, filter: AuditEventsFilter, timezone: string): LogFilter {
  const anyOf: LogCondition[][] = [];
  if (filter.personId !== undefined) {
    const person = filter.personId;
    anyOf.push([{ streamIds: [userStream.id(person), balanceStream.id(person)] }, { streamIdsFrom: leaveStreamIdsOf(db, 'applicant_id', person) }, { actorId: person }]);
  }
  if (filter.department !== undefined) {
    const department = filter.department;
    anyOf.push([
      { streamIdsFrom: leaveStreamIdsOf(db, 'department', department) },
      {
        streamIdsFrom: departmentStreamIds(db, department, prefixOf(userStream)).union(departmentStreamIds(db, department, prefixOf(balanceStream))),
      },
    ]);
  }
  return {
    ...(filter.leaveId !== undefined ? { streamId: leaveStream.id(filter.leaveId) } : {}),
    ...(filter.type !== undefined ? { type: filter.type } : {}),
    exceptTypes: NOT_IN_THE_AUDIT_LOG,
    ...(anyOf.length > 0 ? { anyOf } : {}),
    ...(filter.from !== undefined ? { from: sql<Date>`(${filter.from}::timestamp at time zone ${timezone})` } : {}),
    ...(filter.to !== undefined ? { before: sql<Date>`(${addDays(filter.to, 1)}::timestamp at time zone ${timezone})` } : {}),
  };
}

/** GET /audit/events: one page, newest first, and how many match. */
export async function auditEvents(db: Db, filter: AuditEventsFilter & { limit: number; offset: number }, timezone: string): Promise<AuditEventsPage> {
  const log = logFilterOf(db, filter, timezone);
  const rows = await logPage(db, log, filter);
  const total = await logCount(db, log);
  const events = rows.map(auditEventDto);
  const about = await subjectsOf(db, events);
  return { events, total, ...(about.size > 0 ? { about: Object.fromEntries(about) } : {}) };
}

/**
 * What each event of a page is about, by stream: its application (applicant, type, days), or the person
 * whose record or balance it is (deleted people too: the log outlives them). Two reads for the page.
 */
async function subjectsOf(db: Db, events: readonly AuditEventDto[]): Promise<Map<string, AuditSubjectDto>> {
  const leaveIds = new Set<string>();
  const personIds = new Set<string>();
  for (const { streamId } of events) {
    const leaveId = leaveStream.ownerOf(streamId);
    const personId = userStream.ownerOf(streamId) ?? balanceStream.ownerOf(streamId);
    if (leaveId !== null) leaveIds.add(leaveId);
    if (personId !== null) personIds.add(personId);
  }
  const [applications, people] = await Promise.all([
    applicationSummaries(db, [...leaveIds]),
    personIds.size === 0 ? [] : subjectsAmong(db, [...personIds]),
  ]);
  const subjects = new Map<string, AuditSubjectDto>();
  for (const application of applications) {
    subjects.set(leaveStream.id(application.leaveId), {
      kind: 'application',
      leaveId: application.leaveId,
      applicant: { _id: application.applicant.id, name: application.applicant.name, employeeId: application.applicant.employeeId || null },
      leaveType: application.leaveType,
      fromDate: application.fromDate,
      toDate: application.toDate,
      fromHalf: application.fromHalf,
      toHalf: application.toHalf,
      numberOfDays: application.numberOfDays,
    });
  }
  for (const row of people) {
    const person: AuditSubjectDto = { kind: 'person', _id: row.id, name: row.name, employeeId: row.employeeId || null };
    subjects.set(userStream.id(row.id), person);
    subjects.set(balanceStream.id(row.id), person);
  }
  return subjects;
}

/**
 * An application's timeline: each event of its stream with the application as `evolve` folds it up to
 * that event, and the applicant's balance as their ledger stood right after it (every ledger event at or
 * before that position, and those the same command appended after it, such as a final approval's debit,
 * folded with `evolveLedger`). Null when the application does not exist.
 */
export async function auditTimeline(eventStore: EventStore, leaveId: string): Promise<AuditTimelineDto | null> {
  const events = await eventStore.readStream(leaveStream.id(leaveId));
  if (events.length === 0) return null;
  let state = leaveStream.initialState;
  let ledger = balanceStream.initialState;
  let ledgerEvents: StoredEvent[] | null = null;
  let next = 0;
  const entries: AuditTimelineDto['entries'] = [];
  for (const stored of events) {
    const of = eventOf(leaveStream, stored);
    if (!of) continue;
    state = leaveStream.evolve(state, of.event);
    if (state.status === 'none') continue;
    const application: LeaveApplication = state;
    ledgerEvents ??= await eventStore.readStream(balanceStream.id(application.applicant.id));
    while (next < ledgerEvents.length && (ledgerEvents[next]!.globalPosition <= stored.globalPosition || sameCommand(ledgerEvents[next]!, stored))) {
      const entry = eventOf(balanceStream, ledgerEvents[next]!);
      if (entry) ledger = balanceStream.evolve(ledger, entry.event);
      next++;
    }
    entries.push({ event: auditEventDto(stored), application: toLeaveDto(application), balance: { ...ledger.balance } });
  }
  return { leaveId, entries };
}

/**
 * Whether two events were appended by one command: one transaction (occurred_at is the transaction's
 * now()) with the same metadata (actor, request or job). Under the applicant's lock nothing else writes
 * their ledger in between.
 */
function sameCommand(a: StoredEvent, b: StoredEvent): boolean {
  return new Date(a.occurredAt).getTime() === new Date(b.occurredAt).getTime() && JSON.stringify(a.metadata) === JSON.stringify(b.metadata);
}
