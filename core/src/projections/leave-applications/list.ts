// over 300 lines: every reader of the read model's applications, beside its filter columns (one owner).
// The readers of the leave applications every screen lists: one application, a page of the list with its
// filters, a person's own, the latest, a stand-in's queue, what waits for a decision (the holders' queues
// too), the rows a commit wrote, and the export's and the audit's batches. Every other module reads
// applications through these.

import { sql } from 'kysely';
import {
  addDays,
  DEFAULT_ROUTE_WAITING,
  LEAVE_SEARCH_FIELDS,
  leaveFilterConditions,
  OPEN_STATUSES,
  type ExportQuery,
  type FilterableLeave,
  type LeaveApplication,
  type LeaveListFilter,
  type LeaveListScope,
  type CalendarDate,
  type DayHalf,
  type LeaveType,
} from '@leave/domain';
import type { LeaveApplicationRow } from '@leave/migrations';
import type { Db } from '../../db';
import { containsPattern } from '../../db/like';
import { QueryShapes } from '../../db/query-shapes';
import type { WrittenRows } from '../../event-store/types';
import { leaveStream } from '../../event-store/streams';
import { APPLICATION_COLUMNS, rowToApplication } from './rows';

/** One application, or undefined when there is none of that id. */
export async function applicationById(db: Db, id: string): Promise<LeaveApplication | undefined> {
  const row = await db.selectFrom('leave_applications').selectAll().where('id', '=', id).executeTakeFirst();
  return row && rowToApplication(row);
}

/** The applications a commit's projections wrote (an event-store listener's `written`), oldest first, as the rows said. */
export function writtenApplications(written: WrittenRows): LeaveApplication[] {
  return ((written.get('leave_applications') ?? []) as LeaveApplicationRow[]).map(rowToApplication);
}

/**
 * These applications as the projection wrote them (the live feed reads those its own commits did not
 * write): one prepared text whatever their number (the ids one json parameter), read by every node for
 * nearly every run of events it hears. `= any(array(...))`, not `in (select ...)`: the prepared text's one
 * plan for any ids walks the key's index for the former and scans the whole table for the latter.
 */
export async function applicationsByIds(db: Db, ids: readonly string[]): Promise<LeaveApplication[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.executeQuery(APPLICATIONS_BY_IDS.compile<LeaveApplicationRow>('by ids', [JSON.stringify(ids)], (value) =>
    db.selectFrom('leave_applications').select(APPLICATION_COLUMNS).where(sql<boolean>`id = any(array(select json_array_elements_text(${value<string>(0)}::json)))`),
  { prepared: true }));
  return rows.map(rowToApplication);
}

const APPLICATIONS_BY_IDS = new QueryShapes();

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

/** The list's queries by shape (scope, conditions, paged or not): Kysely builds each shape once. */
const LIST_SHAPES = new QueryShapes();

/** GET /leaves: the scope's applications narrowed by the filter, newest first, one page and how many match (the count only when paged). */
export async function listApplications(db: Db, scope: LeaveListScope, filter: LeaveListQuery = {}): Promise<{ applications: LeaveApplication[]; total: number }> {
  if (scope.kind === 'none') return { applications: [], total: 0 };
  const conditions = leaveFilterConditions(filter);
  // The values in the order the shape takes them: the department of the scope, each condition's, the page.
  const values: unknown[] = [];
  if (scope.kind === 'department') values.push(scope.department);
  for (const condition of conditions) values.push(condition.kind === 'contains' ? containsPattern(condition.text) : condition.value);
  const paged = filter.limit !== undefined;
  if (paged) values.push(filter.limit, filter.offset ?? 0);
  const shape = [scope.kind, ...conditions.map((c) => (c.kind === 'contains' ? c.kind : `${c.kind}:${c.field}`)), paged ? 'paged' : 'whole'].join(' ');
  // The lists every screen opens with (a scope's page and its count, or its whole list; no filter) are
  // prepared: a few texts, asked for on every visit. A filtered list's shapes are many (any set of
  // filters), so they are not (a connection keeps each prepared text for its life).
  const options = { prepared: conditions.length === 0 };
  const matching = (value: <T>(index: number) => T) => {
    let query = db.selectFrom('leave_applications');
    let next = 0;
    if (scope.kind === 'department') query = query.where('department', '=', value<string>(next++));
    for (const condition of conditions) {
      const text = value<string>(next++);
      query =
        condition.kind === 'contains'
          ? query.where((eb) => eb.or(LEAVE_SEARCH_FIELDS.map((field) => eb(FILTER_COLUMNS[field], 'ilike', text))))
          : query.where(FILTER_COLUMNS[condition.field], condition.kind === 'equals' ? '=' : '!=', text);
    }
    return { query, next };
  };
  const page = LIST_SHAPES.compile<LeaveApplicationRow>(`page ${shape}`, values, (value) => {
    const { query, next } = matching(value);
    const ordered = query.select(APPLICATION_COLUMNS).orderBy('applied_at', 'desc').orderBy('applied_position', 'desc');
    return paged ? ordered.limit(value<number>(next)).offset(value<number>(next + 1)) : ordered;
  }, options);
  if (!paged) {
    const { rows } = await db.executeQuery(page);
    return { applications: rows.map(rowToApplication), total: rows.length };
  }
  const count = LIST_SHAPES.compile<{ n: number }>(`count ${shape}`, values, (value) => matching(value).query.select((eb) => eb.fn.countAll<number>().as('n')), options);
  // The page and its count side by side (two connections of the pool on Postgres; PGlite runs them in turn).
  const [{ rows }, counted] = await Promise.all([db.executeQuery(page), db.executeQuery(count)]);
  return { applications: rows.map(rowToApplication), total: Number(counted.rows[0]?.n ?? 0) };
}

/** Who asks what waits for them (GET /leaves?awaiting=me): the person, their role, and the departments whose HOD step they decide. */
export interface AwaitingCaller {
  id: string;
  isAdmin: boolean;
  /** Their own department's as its HOD, and those whose HOD they stand in for today. */
  hodDepartments: readonly string[];
  /** The offices' holders they stand in for today (issue 43, decision 0360): the steps of the office that wait for the holder. */
  standsInFor?: readonly { office: string; holderId: string }[];
}

/**
 * GET /leaves?awaiting=me: the applications whose waiting step the caller decides, narrowed by the list's
 * filters, newest first, one page and how many match (the count only when paged). A routed application
 * waits for the offices of its waiting step (the route column's `awaiting`, domain's awaitingOf); one of
 * the default route for the HOD's or the admin's queue (domain's DEFAULT_ROUTE_WAITING). Never the
 * caller's own.
 */
export async function awaitingApplications(db: Db, caller: AwaitingCaller, filter: LeaveListQuery = {}): Promise<{ applications: LeaveApplication[]; total: number }> {
  const offices = [...(caller.isAdmin ? ['admin'] : []), ...(caller.hodDepartments.length > 0 ? ['hod'] : [])];
  const departments = caller.hodDepartments.length > 0 ? [...caller.hodDepartments] : [''];
  let query = db.selectFrom('leave_applications').where('applicant_id', '!=', caller.id);
  query = query.where((eb) => {
    const routed = eb.and([
      eb('route', 'is not', null),
      eb.or([
        // The policy's own office: its approvers recorded.
        sql<boolean>`(route->'awaiting'->'approverIds') ? ${caller.id}`,
        ...(caller.isAdmin ? [sql<boolean>`(route->'awaiting'->'offices') ? ${'admin'}`] : []),
        ...(caller.hodDepartments.length > 0 ? [eb.and([sql<boolean>`(route->'awaiting'->'offices') ? ${'hod'}`, eb('department', 'in', departments)])] : []),
        // A stand-in's: the office's step waiting for the holder, never the holder's own application.
        ...(caller.standsInFor ?? []).map(({ office, holderId }) =>
          eb.and([sql<boolean>`(route->'awaiting'->'offices') ? ${office}`, sql<boolean>`(route->'awaiting'->'approverIds') ? ${holderId}`, eb('applicant_id', '!=', holderId)]),
        ),
      ]),
    ]);
    const queues = offices.flatMap((office) =>
      DEFAULT_ROUTE_WAITING[office as 'hod' | 'admin'].map((waiting) =>
        eb.and([
          eb('status', '=', waiting.status),
          ...('applicantRole' in waiting ? [eb('applicant_role', '=', waiting.applicantRole)] : []),
          ...(office === 'hod' ? [eb('department', 'in', departments)] : []),
        ]),
      ),
    );
    return eb.or([routed, ...(queues.length > 0 ? [eb.and([eb('route', 'is', null), eb.or(queues)])] : [])]);
  });
  for (const condition of leaveFilterConditions(filter)) {
    query =
      condition.kind === 'contains'
        ? query.where((eb) => eb.or(LEAVE_SEARCH_FIELDS.map((field) => eb(FILTER_COLUMNS[field], 'ilike', containsPattern(condition.text)))))
        : query.where(FILTER_COLUMNS[condition.field], condition.kind === 'equals' ? '=' : '!=', condition.value);
  }
  let page = query.select(APPLICATION_COLUMNS).orderBy('applied_at', 'desc').orderBy('applied_position', 'desc');
  if (filter.limit === undefined) {
    const rows = await page.execute();
    return { applications: rows.map(rowToApplication), total: rows.length };
  }
  page = page.limit(filter.limit).offset(filter.offset ?? 0);
  const [rows, counted] = await Promise.all([page.execute(), query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()]);
  return { applications: rows.map(rowToApplication), total: Number(counted?.n ?? 0) };
}

/** One person's applications, newest first (GET /leaves/my-leaves). */
export async function applicationsOf(db: Db, applicantId: string): Promise<LeaveApplication[]> {
  const rows = await db.selectFrom('leave_applications').selectAll().where('applicant_id', '=', applicantId).orderBy('applied_at', 'desc').orderBy('applied_position', 'desc').execute();
  return rows.map(rowToApplication);
}

/** The latest applications of the college, newest first (the admin's dashboard). */
export async function latestApplications(db: Db, limit: number): Promise<LeaveApplication[]> {
  const rows = await db.selectFrom('leave_applications').selectAll().orderBy('applied_at', 'desc').orderBy('applied_position', 'desc').limit(limit).execute();
  return rows.map(rowToApplication);
}

/** The pending applications of some departments, but a person's own and the HODs' (a stand-in's queue), newest first. */
export async function pendingInDepartments(db: Db, departments: readonly string[], except: string): Promise<LeaveApplication[]> {
  const rows = await db
    .selectFrom('leave_applications')
    .selectAll()
    .where('status', '=', 'pending')
    .where('applicant_role', '!=', 'hod')
    .where('department', 'in', departments)
    .where('applicant_id', '!=', except)
    .orderBy('applied_at', 'desc')
    .orderBy('applied_position', 'desc')
    .limit(500)
    .execute();
  return rows.map(rowToApplication);
}

/** The applications waiting for a decision (pending or HOD-approved): the approval reminders. */
export async function awaitingDecision(db: Db): Promise<LeaveApplication[]> {
  const rows = await db.selectFrom('leave_applications').selectAll().where('status', 'in', ['pending', 'hodApproved']).execute();
  return rows.map(rowToApplication);
}

/** The open applications whose route has a reminder or an escalation (the route deadlines job), oldest first. */
export async function applicationsWithRouteTimers(db: Db): Promise<LeaveApplication[]> {
  const rows = await db
    .selectFrom('leave_applications')
    .selectAll()
    .where('status', 'in', [...OPEN_STATUSES])
    .where('route', 'is not', null)
    .where(sql<boolean>`route ? ${'timers'}`)
    .orderBy('applied_position')
    .execute();
  return rows.map(rowToApplication);
}

/** The ids of a person's open applications (an open cancellation request too), oldest first. */
export async function openApplicationIdsOf(db: Db, applicantId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('leave_applications')
    .select('id')
    .where('applicant_id', '=', applicantId)
    .where('status', 'in', [...OPEN_STATUSES, 'cancellationRequested'])
    .orderBy('applied_position')
    .execute();
  return rows.map((row) => row.id);
}

/** The leave codes of the applications waiting for a decision (an open cancellation request too). */
export async function openLeaveCodes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('leave_applications').select('leave_type').distinct().where('status', 'in', [...OPEN_STATUSES, 'cancellationRequested']).execute();
  return rows.map((row) => row.leave_type);
}

/**
 * The stream ids (`leave-<id>`) of the applications of one applicant or one department, as a subquery for a
 * query of the events (the audit log's filters).
 */
export function leaveStreamIdsOf(db: Db, column: 'applicant_id' | 'department', value: string) {
  return db.selectFrom('leave_applications').select(sql<string>`${leaveStream.id('')} || id`.as('s')).where(column, '=', value);
}

/** What an audit entry about an application shows of it. */
export interface ApplicationSummary {
  leaveId: string;
  applicant: { id: string; name: string; employeeId: string };
  leaveType: LeaveType;
  fromDate: CalendarDate;
  toDate: CalendarDate;
  fromHalf: DayHalf;
  toHalf: DayHalf;
  numberOfDays: number;
}

/** The summaries of some applications (those that exist), in one read. */
export async function applicationSummaries(db: Db, ids: readonly string[]): Promise<ApplicationSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('leave_applications')
    .select(['id', 'applicant_id', 'applicant_name', 'applicant_employee_id', 'leave_type', 'from_date', 'to_date', 'from_half', 'to_half', 'number_of_days'])
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => ({
    leaveId: row.id,
    applicant: { id: row.applicant_id, name: row.applicant_name, employeeId: row.applicant_employee_id },
    leaveType: row.leave_type as LeaveType,
    fromDate: row.from_date as CalendarDate,
    toDate: row.to_date as CalendarDate,
    fromHalf: row.from_half,
    toHalf: row.to_half,
    numberOfDays: row.number_of_days,
  }));
}

/**
 * One batch of the applications export, in the order they were applied (keyset paging: those after
 * `after`, the position of the last of the previous batch; -1 at first), narrowed by the export's filters
 * (its days are calendar days in `timezone`, both ends included): one statement a batch.
 */
export async function applicationsBatch(
  db: Db,
  filter: ExportQuery,
  timezone: string,
  after: number,
  limit: number,
): Promise<{ application: LeaveApplication; position: number }[]> {
  let query = db.selectFrom('leave_applications').selectAll().where('applied_position', '>', after);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.leaveType) query = query.where('leave_type', '=', filter.leaveType);
  if (filter.department) query = query.where('department', '=', filter.department);
  if (filter.personId) query = query.where('applicant_id', '=', filter.personId);
  if (filter.from) query = query.where('applied_at', '>=', sql<Date>`(${filter.from}::timestamp at time zone ${timezone})`);
  if (filter.to) query = query.where('applied_at', '<', sql<Date>`(${addDays(filter.to, 1)}::timestamp at time zone ${timezone})`);
  const rows = await query.orderBy('applied_position').limit(limit).execute();
  return rows.map((row) => ({ application: rowToApplication(row), position: Number(row.applied_position) }));
}
