// What the leave commands read of the applications before they decide (issue 42): each fact an SQL
// expression for the commands' reads functions (core/src/leave/reads), beside the TypeScript reader that
// answers the same from this table (a contract test holds the two alike), and the schema its json parses with.

import { z } from 'zod';
import { addDays, BLOCKING_STATUSES, RESTRICTED_HOLIDAY, SANDWICH_REACH, TAKEN_STATUSES, type AwayLeave, CLAIMING_STATUSES, LEAVE_KINDS, LEAVE_STATUSES, OPEN_STATUSES, type CalendarDate, type ColleagueLeave, type DayHalf, type LeaveStatus } from '@leave/domain';
import type { Db } from '../../db';
import { sqlText, sqlTextArray } from '../../db/sql-text';
import { contextFact } from '../../leave/context-fact';

const [LEAVE, COMP_OFF] = LEAVE_KINDS;
/** What an application's own checks read of the applicant's other leave: open ones (their days are spoken for) and those that hold their dates. */
const OWN_STATUSES = [...new Set([...OPEN_STATUSES, ...BLOCKING_STATUSES])];

/** One of the applicant's applications, as applying checks against it (domain's available balance and overlap). */
export interface OwnApplication {
  leaveType: string;
  numberOfDays: number;
  status: LeaveStatus;
  fromDate: CalendarDate;
  toDate: CalendarDate;
  fromHalf: DayHalf;
  toHalf: DayHalf;
}

const ownColumns = `leave_type, number_of_days, status, from_date, to_date, from_half, to_half`;

/** The applicant's leave (not claims) open or holding its dates, oldest first; `personId` an SQL expression. */
export function ownApplicationsSql(personId: string): string {
  return `coalesce((select json_agg(o order by o.applied_position) from (
      select ${ownColumns}, applied_position from leave_applications
      where applicant_id = ${personId} and kind = ${sqlText(LEAVE)} and status = any(${sqlTextArray(OWN_STATUSES)})) o), '[]'::json)`;
}

const half = z.enum(['first', 'second']);
export const ownApplicationsSchema = z
  .array(
    z.object({
      leave_type: z.string(),
      number_of_days: z.number(),
      status: z.enum(LEAVE_STATUSES),
      from_date: z.iso.date(),
      to_date: z.iso.date(),
      from_half: half,
      to_half: half,
    }),
  )
  .transform((rows) =>
    rows.map((row): OwnApplication => ({
      leaveType: row.leave_type,
      numberOfDays: row.number_of_days,
      status: row.status,
      fromDate: row.from_date as CalendarDate,
      toDate: row.to_date as CalendarDate,
      fromHalf: row.from_half,
      toHalf: row.to_half,
    })),
  );

/** The same from TypeScript. */
export async function ownApplicationsOf(db: Db, personId: string): Promise<OwnApplication[]> {
  const rows = await db
    .selectFrom('leave_applications')
    .select(['leave_type', 'number_of_days', 'status', 'from_date', 'to_date', 'from_half', 'to_half'])
    .where('applicant_id', '=', personId)
    .where('kind', '=', LEAVE)
    .where('status', 'in', OWN_STATUSES)
    .orderBy('applied_position')
    .execute();
  return rows.map((row) => ({
    leaveType: row.leave_type,
    numberOfDays: Number(row.number_of_days),
    status: row.status,
    fromDate: row.from_date as CalendarDate,
    toDate: row.to_date as CalendarDate,
    fromHalf: row.from_half,
    toHalf: row.to_half,
  }));
}

/** The days worked the applicant has claimed (claims open or approved), in date order; `personId` an SQL expression. */
export function claimedDaysSql(personId: string): string {
  return `coalesce((select json_agg(from_date order by from_date) from leave_applications
      where applicant_id = ${personId} and kind = ${sqlText(COMP_OFF)} and status = any(${sqlTextArray(CLAIMING_STATUSES)})), '[]'::json)`;
}

export const claimedDaysSchema = z.array(z.iso.date()).transform((days) => days as CalendarDate[]);

/** The same from TypeScript. */
export async function claimedDaysOf(db: Db, personId: string): Promise<CalendarDate[]> {
  const rows = await db
    .selectFrom('leave_applications')
    .select('from_date')
    .where('applicant_id', '=', personId)
    .where('kind', '=', COMP_OFF)
    .where('status', 'in', CLAIMING_STATUSES)
    .orderBy('from_date')
    .execute();
  return rows.map((row) => row.from_date as CalendarDate);
}

/**
 * Applying (issue 46): the leave of the others of the applicant's department that holds a day of the range
 * (pending, HOD-approved, approved, cancellation asked), first day first: the department cap counts them
 * (domain's ApplyContext `departmentAway`).
 */
export const departmentAway = contextFact('apply', 'departmentAway', {
  sql: (scope) => `coalesce((select json_agg(json_build_object('applicantId', a.applicant_id, 'name', a.applicant_name, 'fromDate', a.from_date, 'toDate', a.to_date) order by a.from_date, a.applied_position)
      from leave_applications a where a.department = ${scope.department} and a.applicant_id <> ${scope.personId} and a.kind = ${sqlText(LEAVE)}
      and a.status = any(${sqlTextArray(BLOCKING_STATUSES)}) and a.from_date <= ${scope.to} and a.to_date >= ${scope.from}), '[]'::json)`,
  schema: z.array(z.object({ applicantId: z.string(), name: z.string(), fromDate: z.iso.date(), toDate: z.iso.date() })).transform((rows) => rows as AwayLeave[]),
});

/** The same from TypeScript. */
export async function departmentAwayOf(db: Db, personId: string, department: string, from: CalendarDate, to: CalendarDate): Promise<AwayLeave[]> {
  const rows = await db
    .selectFrom('leave_applications')
    .select(['applicant_id', 'applicant_name', 'from_date', 'to_date'])
    .where('department', '=', department)
    .where('applicant_id', '<>', personId)
    .where('kind', '=', LEAVE)
    .where('status', 'in', BLOCKING_STATUSES)
    .where('from_date', '<=', to)
    .where('to_date', '>=', from)
    .orderBy('from_date')
    .orderBy('applied_position')
    .execute();
  return rows.map((row) => ({ applicantId: row.applicant_id, name: row.applicant_name, fromDate: row.from_date as CalendarDate, toDate: row.to_date as CalendarDate }));
}

/**
 * Applying (issue 45, class adjustment): the leave of the others of the applicant's department holding a day
 * of the range (pending, HOD-approved, approved, cancellation asked) with its halves: a colleague away then
 * takes no class (domain's ApplyContext `colleagueLeaves`).
 */
export const colleagueLeaves = contextFact('apply', 'colleagueLeaves', {
  sql: (scope) => `coalesce((select json_agg(json_build_object('applicantId', a.applicant_id, 'fromDate', a.from_date, 'toDate', a.to_date, 'fromHalf', a.from_half, 'toHalf', a.to_half) order by a.applicant_id, a.from_date, a.applied_position)
      from leave_applications a where a.department = ${scope.department} and a.applicant_id <> ${scope.personId} and a.kind = ${sqlText(LEAVE)}
      and a.status = any(${sqlTextArray(BLOCKING_STATUSES)}) and a.from_date <= ${scope.to} and a.to_date >= ${scope.from}), '[]'::json)`,
  schema: z
    .array(z.object({ applicantId: z.string(), fromDate: z.iso.date(), toDate: z.iso.date(), fromHalf: z.enum(['first', 'second']), toHalf: z.enum(['first', 'second']) }))
    .transform((rows) => rows as ColleagueLeave[]),
});

/** The same from TypeScript. */
export async function colleagueLeavesOf(db: Db, personId: string, department: string, from: CalendarDate, to: CalendarDate): Promise<ColleagueLeave[]> {
  const rows = await db
    .selectFrom('leave_applications')
    .select(['applicant_id', 'from_date', 'to_date', 'from_half', 'to_half'])
    .where('department', '=', department)
    .where('applicant_id', '<>', personId)
    .where('kind', '=', LEAVE)
    .where('status', 'in', BLOCKING_STATUSES)
    .where('from_date', '<=', to)
    .where('to_date', '>=', from)
    .orderBy('applicant_id')
    .orderBy('from_date')
    .orderBy('applied_position')
    .execute();
  return rows.map((row) => ({ applicantId: row.applicant_id, fromDate: row.from_date as CalendarDate, toDate: row.to_date as CalendarDate, fromHalf: row.from_half, toHalf: row.to_half }));
}

/**
 * Applying (issue 46): how many restricted holidays the applicant has taken (pending, HOD-approved,
 * approved, cancellation asked) in the calendar year of the first day (domain's ApplyContext `restrictedHolidaysTaken`).
 */
export const restrictedHolidaysTaken = contextFact('apply', 'restrictedHolidaysTaken', {
  sql: (scope) => `(select count(*)::int from leave_applications a where a.applicant_id = ${scope.personId} and a.kind = ${sqlText(LEAVE)}
      and a.leave_type = ${sqlText(RESTRICTED_HOLIDAY)} and a.status = any(${sqlTextArray(BLOCKING_STATUSES)})
      and extract(year from a.from_date) = extract(year from ${scope.from}))`,
  schema: z.number().nullable().transform((count) => count ?? 0),
});

/** The same from TypeScript. */
export async function restrictedHolidaysTakenOf(db: Db, personId: string, from: CalendarDate): Promise<number> {
  const year = Number(from.slice(0, 4));
  const row = await db
    .selectFrom('leave_applications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('applicant_id', '=', personId)
    .where('kind', '=', LEAVE)
    .where('leave_type', '=', RESTRICTED_HOLIDAY)
    .where('status', 'in', BLOCKING_STATUSES)
    .where('from_date', '>=', `${year}-01-01`)
    .where('from_date', '<=', `${year}-12-31`)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * A decision (issue 46, the sandwich rule across applications): the applicant's other leave of the
 * application's type that is taken (approved, cancellation asked) and ends or starts within the sandwich's
 * reach of it, first day first (domain's DecisionContext `sameTypeTaken`).
 */
export const sameTypeTaken = contextFact('decision', 'sameTypeTaken', {
  sql: (scope) => `coalesce((select json_agg(json_build_object('fromDate', a.from_date, 'toDate', a.to_date, 'fromHalf', a.from_half, 'toHalf', a.to_half) order by a.from_date, a.applied_position)
      from leave_applications a where a.applicant_id = ${scope.personId} and a.id <> ${scope.leaveId} and a.kind = ${sqlText(LEAVE)}
      and a.leave_type = (select t.leave_type from leave_applications t where t.id = ${scope.leaveId})
      and a.status = any(${sqlTextArray(TAKEN_STATUSES)}) and a.to_date >= ${scope.from} - ${SANDWICH_REACH + 1} and a.from_date <= ${scope.to} + ${SANDWICH_REACH + 1}), '[]'::json)`,
  schema: z
    .array(z.object({ fromDate: z.iso.date(), toDate: z.iso.date(), fromHalf: half, toHalf: half }))
    .transform((rows) => rows.map((row) => ({ ...row, fromDate: row.fromDate as CalendarDate, toDate: row.toDate as CalendarDate }))),
});

/** The same from TypeScript. */
export async function sameTypeTakenOf(db: Db, personId: string, leaveId: string, leaveType: string, from: CalendarDate, to: CalendarDate) {
  const rows = await db
    .selectFrom('leave_applications')
    .select(['from_date', 'to_date', 'from_half', 'to_half'])
    .where('applicant_id', '=', personId)
    .where('id', '<>', leaveId)
    .where('kind', '=', LEAVE)
    .where('leave_type', '=', leaveType)
    .where('status', 'in', TAKEN_STATUSES)
    .where('to_date', '>=', addDays(from, -(SANDWICH_REACH + 1)))
    .where('from_date', '<=', addDays(to, SANDWICH_REACH + 1))
    .orderBy('from_date')
    .orderBy('applied_position')
    .execute();
  return rows.map((row) => ({ fromDate: row.from_date as CalendarDate, toDate: row.to_date as CalendarDate, fromHalf: row.from_half, toHalf: row.to_half }));
}

/**
 * A decision's first read, before any lock: whose application it is, of which type and department, its
 * first and last days (plpgsql: into the variables named), `found` false when there is none.
 */
export function applicationHeadSql(leaveId: string, into: { applicantId: string; leaveType: string; department: string; from: string; to: string }): string {
  return `select applicant_id, leave_type, department, from_date, to_date into ${into.applicantId}, ${into.leaveType}, ${into.department}, ${into.from}, ${into.to} from leave_applications where id = ${leaveId}`;
}
