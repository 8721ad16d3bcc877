// Reads of leave applications: only the leave_applications read model, never the events (except the
// audit trail of one application, which is its stream).

import {
  CALENDAR_STATUSES,
  calendarMarkOf,
  LEAVE_SEARCH_FIELDS,
  leaveFilterConditions,
  toLeaveDto,
  type CalendarDate,
  type CalendarEntryDto,
  type CalendarScope,
  type FilterableLeave,
  type LeaveDto,
  type LeaveEventActorDto,
  type LeaveEventDto,
  type LeaveListFilter,
  type LeaveListScope,
  type LeaveType,
  type Role,
} from '@leave/domain';
import type { LeaveApplicationRow } from '@leave/migrations';
import type { Db } from '@leave/core/db';
import { leaveStream, type EventMetadata, type EventStore } from '@leave/core/event-store';
import { rowToApplication } from '@leave/core/projections';

export function leaveRowToDto(row: LeaveApplicationRow): LeaveDto {
  return toLeaveDto(rowToApplication(row));
}

export function findLeaveRow(db: Db, id: string): Promise<LeaveApplicationRow | undefined> {
  return db.selectFrom('leave_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Optional server-side narrowing (domain's leave-list filter) and paging of GET /leaves; without `limit` the whole list comes back. */
export interface LeaveListQuery extends LeaveListFilter {
  limit?: number;
  offset?: number;
}

/** The read model's column for each field the list's filters read (domain's FilterableLeave). */
const FILTER_COLUMNS = {
  status: 'status',
  leaveType: 'leave_type',
  department: 'department',
  applicantRole: 'applicant_role',
  applicantName: 'applicant_name',
  applicantEmployeeId: 'applicant_employee_id',
  reason: 'reason',
} as const satisfies Record<keyof FilterableLeave, keyof LeaveApplicationRow>;

export async function listLeaves(db: Db, scope: LeaveListScope, filter: LeaveListQuery = {}): Promise<{ leaves: LeaveDto[]; total: number }> {
  if (scope.kind === 'none') return { leaves: [], total: 0 };
  let query = db.selectFrom('leave_applications');
  if (scope.kind === 'department') query = query.where('department', '=', scope.department);
  for (const condition of leaveFilterConditions(filter)) {
    if (condition.kind === 'contains') {
      const pattern = `%${condition.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb.or(LEAVE_SEARCH_FIELDS.map((field) => eb(FILTER_COLUMNS[field], 'ilike', pattern))));
    } else {
      query = query.where(FILTER_COLUMNS[condition.field], condition.kind === 'equals' ? '=' : '!=', condition.value);
    }
  }
  let page = query.selectAll().orderBy('applied_at', 'desc').orderBy('applied_position', 'desc');
  if (filter.limit !== undefined) page = page.limit(filter.limit).offset(filter.offset ?? 0);
  const rows = await page.execute();
  const total =
    filter.limit === undefined ? rows.length : Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  return { leaves: rows.map(leaveRowToDto), total };
}

/** GET /leaves/my-leaves: one person's applications, newest first. */
const dateText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)) as CalendarDate;

/**
 * The leave a calendar shows (the screen's month or a feed's range) within a viewer's scope, by start date and
 * name, as the calendar's entries (docs/contract.md 'Calendar'); the feeds write the same entries as iCal.
 */
export async function calendarLeaves(db: Db, scope: CalendarScope, range: { first: CalendarDate; last: CalendarDate }): Promise<CalendarEntryDto[]> {
  let query = db
    .selectFrom('leave_applications')
    .select(['id', 'applicant_id', 'applicant_name', 'department', 'leave_type', 'from_date', 'to_date', 'from_half', 'to_half', 'status'])
    .where('status', 'in', CALENDAR_STATUSES)
    // A claim of compensatory leave is a day worked, not a day away.
    .where('kind', '=', 'leave')
    .where('from_date', '<=', range.last)
    .where('to_date', '>=', range.first);
  if (scope.kind === 'own') query = query.where('applicant_id', '=', scope.userId);
  else if (scope.department !== undefined) query = query.where('department', '=', scope.department);
  const rows = await query.orderBy('from_date').orderBy('applicant_name').orderBy('id').execute();
  return rows.map((row) => ({
    leaveId: row.id,
    employee: { _id: row.applicant_id, name: row.applicant_name },
    department: row.department,
    leaveType: row.leave_type as LeaveType,
    fromDate: dateText(row.from_date),
    toDate: dateText(row.to_date),
    fromHalf: row.from_half,
    toHalf: row.to_half,
    status: row.status,
    mark: calendarMarkOf(row.status),
  }));
}

export async function leavesOf(db: Db, applicantId: string): Promise<LeaveDto[]> {
  const rows = await db.selectFrom('leave_applications').selectAll().where('applicant_id', '=', applicantId).orderBy('applied_at', 'desc').orderBy('applied_position', 'desc').execute();
  return rows.map(leaveRowToDto);
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
