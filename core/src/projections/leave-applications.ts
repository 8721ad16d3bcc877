// The leave_applications read model: one row per `leave-<id>` stream, the state `evolve` folds from its
// events. Every list and stats query reads this table, never the events. The owner of the table
// (docs/architecture.md, "Each table one owner"): the projection writes it, and the readers call the typed
// functions at the end, which answer in domain values (LeaveApplication, LeaveStatus, CalendarDate, ...), so
// that no caller reads a column or casts its text. One file though over 300 lines: the table's one owner,
// its projection and every reader of its columns together (that is the point of an owner).

import { sql } from 'kysely';
import {
  addDays,
  CALENDAR_STATUSES,
  calendarMarkOf,
  evolve,
  initialLeaveState,
  LEAVE_SEARCH_FIELDS,
  leaveFilterConditions,
  OPEN_STATUSES,
  TAKEN_STATUSES,
  type CalendarDate,
  type CalendarEntryDto,
  type CalendarScope,
  type DayHalf,
  type ExportQuery,
  type FilterableLeave,
  type LeaveApplication,
  type LeaveAttachment,
  type LeaveListFilter,
  type LeaveListScope,
  type LeaveState,
  type LeaveStatus,
  type LeaveType,
  type Role,
} from '@leave/domain';
import type { LeaveApplicationRow } from '@leave/migrations';
import type { Db } from '../db';
import { containsPattern } from '../db/like';
import { QueryShapes } from '../db/query-shapes';
import type { WrittenRows } from '../event-store/event-store';
import { leaveStream, streamProjection } from '../event-store/streams';
import { Rows } from './rows';

/** An approver's id and name columns as the application's reference to them (null when none). */
const ref = (id: string | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
/** A timestamp column as ISO text (pg answers a Date; copying it first only cost time). */
const isoText = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A row back into the state `evolve` works on. */
export function rowToApplication(row: LeaveApplicationRow): LeaveApplication {
  return {
    status: row.status,
    leaveId: row.id,
    applicant: {
      id: row.applicant_id,
      name: row.applicant_name,
      employeeId: row.applicant_employee_id,
      role: row.applicant_role as Role,
      department: row.department,
    },
    department: row.department,
    leaveType: row.leave_type as LeaveType,
    fromDate: row.from_date as CalendarDate,
    toDate: row.to_date as CalendarDate,
    ...(row.from_half === 'second' ? { fromHalf: 'second' as const } : {}),
    ...(row.to_half === 'first' ? { toHalf: 'first' as const } : {}),
    numberOfDays: Number(row.number_of_days),
    reason: row.reason,
    appliedAt: isoText(row.applied_at),
    hodApprovedBy: ref(row.hod_approved_by_id, row.hod_approved_by_name),
    approvedBy: ref(row.approved_by_id, row.approved_by_name),
    rejectedBy: ref(row.rejected_by_id, row.rejected_by_name),
    rejectionReason: row.rejection_reason,
    cancellationReason: row.cancellation_reason,
    cancellationDecidedBy: ref(row.cancellation_decided_by_id, row.cancellation_decided_by_name),
    cancellationDeclineReason: row.cancellation_decline_reason,
    cancelledFrom: row.cancelled_from as CalendarDate | null,
    attachments: (row.attachments as LeaveAttachment[] | null) ?? [],
    updatedAt: isoText(row.updated_at),
    version: row.version,
    ...(row.kind === 'compOff' ? { kind: 'compOff' as const } : {}),
    ...(row.credit_expires_on === null ? {} : { creditExpiresOn: row.credit_expires_on as CalendarDate }),
  };
}

function applicationToRow(application: LeaveApplication, appliedPosition: number): LeaveApplicationRow {
  return {
    id: application.leaveId,
    applicant_id: application.applicant.id,
    applicant_name: application.applicant.name,
    applicant_employee_id: application.applicant.employeeId ?? '',
    applicant_role: application.applicant.role,
    department: application.department,
    leave_type: application.leaveType,
    from_date: application.fromDate,
    to_date: application.toDate,
    from_half: application.fromHalf ?? 'first',
    to_half: application.toHalf ?? 'second',
    number_of_days: application.numberOfDays,
    reason: application.reason,
    status: application.status,
    rejection_reason: application.rejectionReason,
    hod_approved_by_id: application.hodApprovedBy?.id ?? null,
    hod_approved_by_name: application.hodApprovedBy?.name ?? null,
    approved_by_id: application.approvedBy?.id ?? null,
    approved_by_name: application.approvedBy?.name ?? null,
    rejected_by_id: application.rejectedBy?.id ?? null,
    rejected_by_name: application.rejectedBy?.name ?? null,
    cancellation_reason: application.cancellationReason,
    cancellation_decided_by_id: application.cancellationDecidedBy?.id ?? null,
    cancellation_decided_by_name: application.cancellationDecidedBy?.name ?? null,
    cancellation_decline_reason: application.cancellationDeclineReason,
    cancelled_from: application.cancelledFrom,
    applied_at: new Date(application.appliedAt),
    applied_position: appliedPosition,
    updated_at: new Date(application.updatedAt),
    attachments: application.attachments,
    version: application.version,
    kind: application.kind ?? 'leave',
    credit_expires_on: application.creditExpiresOn ?? null,
  };
}

/** The applications a batch touches; the inbox projection reads each as it stands after each event. */
export class ApplicationRows extends Rows<LeaveApplicationRow> {
  private readonly applications = new Map<string, LeaveApplication>();

  constructor() {
    super('leave_applications', ['id']);
  }

  /** The application its row holds (read back from the row once per change, as from the table). */
  application(id: string): LeaveApplication | undefined {
    const known = this.applications.get(id);
    if (known) return known;
    const row = this.get(id);
    if (!row) return undefined;
    const application = rowToApplication(row);
    this.applications.set(id, application);
    return application;
  }

  override set(row: LeaveApplicationRow): void {
    super.set(row);
    this.applications.delete(row.id);
  }
}

export const leaveApplicationsProjection = streamProjection('leave_applications', leaveStream, {
  async load(trx, ids, _events, known): Promise<ApplicationRows> {
    const rows = new ApplicationRows();
    rows.seed(known);
    await rows.load(trx, ids);
    return rows;
  },
  apply(rows, id, event, stored) {
    const row = rows.get(id);
    // Idempotent: the row's version is the last event of its stream applied; an event met again changes nothing.
    if (row && row.version >= stored.version) return;
    const state: LeaveState = rows.application(id) ?? initialLeaveState;
    const next = evolve(state, event);
    if (next.status === 'none') return;
    rows.set(applicationToRow(next, row?.applied_position ?? stored.globalPosition));
  },
  statements: (rows) => rows.statements(),
  // The live feed of the appending node sends these rows instead of reading them again (api's publisher).
  written: (rows) => [{ table: 'leave_applications', rows: rows.written() }],
});

// ---- The readers: every other module reads applications through these. ----

/** One application, or undefined when there is none of that id. */
export async function applicationById(db: Db, id: string): Promise<LeaveApplication | undefined> {
  const row = await db.selectFrom('leave_applications').selectAll().where('id', '=', id).executeTakeFirst();
  return row && rowToApplication(row);
}

/** The application rows a commit's projections wrote (an event-store listener's `written`), oldest first. */
export function writtenApplicationRows(written: WrittenRows): readonly LeaveApplicationRow[] {
  return (written.get('leave_applications') ?? []) as LeaveApplicationRow[];
}

/**
 * The rows of these applications as the projection wrote them (the live feed maps them as it maps its own):
 * one prepared text whatever their number (the ids one json parameter), read by every node for nearly
 * every run of events it hears. `= any(array(...))`, not `in (select ...)`: the prepared text's one plan
 * for any ids walks the key's index for the former and scans the whole table for the latter.
 */
export async function applicationRowsByIds(db: Db, ids: readonly string[]): Promise<LeaveApplicationRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.executeQuery(APPLICATIONS_BY_IDS.compile<LeaveApplicationRow>('by ids', [JSON.stringify(ids)], (value) =>
    db.selectFrom('leave_applications').select(APPLICATION_COLUMNS).where(sql<boolean>`id = any(array(select json_array_elements_text(${value<string>(0)}::json)))`),
  { prepared: true }));
  return rows;
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

/**
 * Every column of the read model by name (the type fails to compile when one is missing): the lists every
 * screen opens with are prepared statements, and a prepared `select *` fails on the connections that
 * prepared it once a migration adds a column ("cached plan must not change result type"); named columns
 * keep answering while a new version's migration runs beside the old nodes.
 */
const APPLICATION_COLUMNS = Object.keys({
  id: true, applicant_id: true, applicant_name: true, applicant_employee_id: true, applicant_role: true, department: true, leave_type: true,
  from_date: true, to_date: true, number_of_days: true, from_half: true, to_half: true, reason: true, status: true, rejection_reason: true,
  hod_approved_by_id: true, hod_approved_by_name: true, approved_by_id: true, approved_by_name: true, rejected_by_id: true, rejected_by_name: true,
  applied_at: true, cancellation_reason: true, cancellation_decided_by_id: true, cancellation_decided_by_name: true, cancellation_decline_reason: true,
  cancelled_from: true, applied_position: true, updated_at: true, attachments: true, version: true, kind: true, credit_expires_on: true,
} satisfies Record<keyof LeaveApplicationRow, true>) as (keyof LeaveApplicationRow)[];

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

const dateText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)) as CalendarDate;

/**
 * The leave a calendar shows (the screen's month or a feed's range) within a viewer's scope, by start date and
 * name, as the calendar's entries (docs/contract.md 'Calendar'); the feeds write the same entries as iCal.
 */
export async function calendarEntries(db: Db, scope: CalendarScope, range: { first: CalendarDate; last: CalendarDate }): Promise<CalendarEntryDto[]> {
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

/** Leave whose days are taken, as payroll and earned leave count it: a cancelled leave up to the day before its cancellation. */
export interface TakenApplication {
  leaveId: string;
  applicantEmployeeId: string;
  applicantName: string;
  department: string;
  leaveType: LeaveType;
  /** The applicant's role when they applied: their days were counted by its rule. */
  applicantRole: Role;
  fromDate: CalendarDate;
  /** The last day taken: the last day, or the day before a cancellation took effect. */
  lastDay: CalendarDate;
  fromHalf: DayHalf;
  /** The last day's half; undefined (a whole day) for the day before a cancellation. */
  toHalf: DayHalf | undefined;
}

/**
 * The leave taken (approved, cancellation asked for, and the days of a cancelled leave before its
 * cancellation), never a claim of compensatory leave (a day worked), that reaches `from` (and starts by `to`
 * when given), of one applicant or of everybody.
 */
export async function takenApplications(db: Db, range: { from: CalendarDate; to?: CalendarDate; applicantId?: string }): Promise<TakenApplication[]> {
  let query = db
    .selectFrom('leave_applications')
    .select(['id', 'applicant_employee_id', 'applicant_name', 'department', 'leave_type', 'applicant_role', 'from_date', 'to_date', 'from_half', 'to_half', 'status', 'cancelled_from']);
  if (range.applicantId !== undefined) query = query.where('applicant_id', '=', range.applicantId);
  query = query
    .where('kind', '=', 'leave')
    .where((eb) => eb.or([eb('status', 'in', TAKEN_STATUSES), eb.and([eb('status', '=', 'cancelled'), eb('cancelled_from', '>', eb.ref('from_date'))])]));
  if (range.to !== undefined) query = query.where('from_date', '<=', range.to);
  const rows = await query.where('to_date', '>=', range.from).execute();
  return rows.map((row) => {
    const cancelled = row.status === 'cancelled' && row.cancelled_from !== null;
    return {
      leaveId: row.id,
      applicantEmployeeId: row.applicant_employee_id,
      applicantName: row.applicant_name,
      department: row.department,
      leaveType: row.leave_type as LeaveType,
      applicantRole: row.applicant_role as Role,
      fromDate: row.from_date as CalendarDate,
      lastDay: cancelled ? addDays(row.cancelled_from as CalendarDate, -1) : (row.to_date as CalendarDate),
      fromHalf: row.from_half,
      // The last day taken of a cancelled leave is the day before its cancellation took effect: a whole day.
      toHalf: row.status === 'cancelled' ? undefined : row.to_half,
    };
  });
}

/** Applications by status, of the college, one department or one applicant: how many, and their days away (a claim of compensatory leave is none). */
export async function countsByStatus(db: Db, filter: { department?: string; applicantId?: string }): Promise<{ status: LeaveStatus; count: number; days: number }[]> {
  let query = db
    .selectFrom('leave_applications')
    // Days away only: a claim of compensatory leave counts as an application, its day worked as no leave.
    .select(['status', sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(number_of_days) filter (where kind = 'leave'), 0)`.as('days')])
    .groupBy('status');
  if (filter.department !== undefined) query = query.where('department', '=', filter.department);
  if (filter.applicantId !== undefined) query = query.where('applicant_id', '=', filter.applicantId);
  const rows = await query.execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.n), days: Number(row.days) }));
}

/** How many applications wait for their HOD, by department, most first. */
export async function pendingByDepartment(db: Db): Promise<{ department: string; count: number }[]> {
  const rows = await db
    .selectFrom('leave_applications')
    .select(['department', sql<number>`count(*)`.as('n')])
    .where('status', '=', 'pending')
    .groupBy('department')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('department')
    .execute();
  return rows.map((row) => ({ department: row.department, count: Number(row.n) }));
}

/** A department's applications finally approved on a day in [first, next) as a calendar in `timezone` sees it; counted in the database. */
export async function approvedCountBetween(db: Db, department: string, days: { first: CalendarDate; next: CalendarDate; timezone: string }): Promise<number> {
  const approved = await db
    .selectFrom('leave_applications')
    .select(sql<number>`count(*)`.as('n'))
    .where('department', '=', department)
    .where('status', '=', 'approved')
    .where(sql<boolean>`(updated_at at time zone ${days.timezone})::date >= ${days.first}::date`)
    .where(sql<boolean>`(updated_at at time zone ${days.timezone})::date < ${days.next}::date`)
    .executeTakeFirst();
  return Number(approved?.n ?? 0);
}

/** The instant a month ('YYYY-MM') began in `timezone` (for an index-friendly bound). */
const monthStart = (month: string, timezone: string) => sql<Date>`(${`${month}-01`}::timestamp at time zone ${timezone})`;

/** The month is grouped by its place in the select list: the time zone is a parameter, so spelling the
 * expression again would make a second parameter, which Postgres does not see as the same expression. */
const BY_FIRST_COLUMN = sql<string>`1`;

/** 'YYYY-MM' of a timestamp column as a calendar in `timezone` sees it. */
const monthOf = (column: 'applied_at' | 'updated_at', timezone: string) => sql<string>`to_char(${sql.ref(column)} at time zone ${timezone}, 'YYYY-MM')`;

/** Applications by the month ('YYYY-MM' in `timezone`) they were applied in, from `since` on, and their status now: one aggregate. */
export async function appliedByMonthAndStatus(db: Db, since: string, timezone: string): Promise<{ month: string; status: LeaveStatus; count: number }[]> {
  const rows = await db
    .selectFrom('leave_applications')
    .select([monthOf('applied_at', timezone).as('month'), 'status', sql<number>`count(*)`.as('n')])
    .where('applied_at', '>=', monthStart(since, timezone))
    .groupBy([BY_FIRST_COLUMN, 'status'])
    .execute();
  return rows.map((row) => ({ month: row.month, status: row.status, count: Number(row.n) }));
}

/** A department's days of leave finally approved, by the month of the approval ('YYYY-MM' in `timezone`) from `since` on, and leave code: one aggregate. */
export async function approvedDaysByMonthAndType(db: Db, department: string, since: string, timezone: string): Promise<{ month: string; leaveType: string; days: number }[]> {
  const rows = await db
    .selectFrom('leave_applications')
    .select([monthOf('updated_at', timezone).as('month'), 'leave_type', sql<number>`coalesce(sum(number_of_days), 0)`.as('days')])
    .where('department', '=', department)
    .where('status', '=', 'approved')
    .where('kind', '=', 'leave')
    .where('updated_at', '>=', monthStart(since, timezone))
    .groupBy([BY_FIRST_COLUMN, 'leave_type'])
    .execute();
  return rows.map((row) => ({ month: row.month, leaveType: row.leave_type, days: Number(row.days) }));
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
