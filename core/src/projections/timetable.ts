// The timetable read model (issue 45): one row per period of the `timetable-<userId>` streams. The owner
// of the timetable_periods table (docs/architecture.md, "Each table one owner"): the projection writes it,
// its readers call the typed functions below (a teacher's week, a department's), which answer the wire's
// periods with the teacher's name and current department joined from the users owner's fragment.

import { z } from 'zod';
import type { CalendarDate, TeacherPeriod, TimetablePeriodDto } from '@leave/domain';
import type { TimetablePeriodRow } from '@leave/migrations';
import type { Db } from '../db';
import { streamProjection, timetableStream } from '../event-store/streams';
import { contextFact } from '../leave/context-fact';
import { joinPerson, livePeopleOfDepartment, livePeopleOfDepartmentSql } from '../users/accounts';
import { Rows } from './rows';

export const timetableProjection = streamProjection('timetable', timetableStream, {
  async load(trx, _teachers, events) {
    const rows = new Rows<TimetablePeriodRow>('timetable_periods', ['id']);
    await rows.load(
      trx,
      events.map((event) => event.data.id),
    );
    return rows;
  },
  apply(rows, userId, event) {
    if (event.type === 'TimetablePeriodRemoved') {
      rows.remove(event.data.id);
      return;
    }
    const { id, weekday, period, start, end, className, subject, room, termFrom, termTo } = event.data;
    rows.set({ id, user_id: userId, weekday, period, start_time: start, end_time: end, class_name: className, subject, room, term_from: termFrom, term_to: termTo });
  },
  statements: (rows) => rows.statements(),
});

function periodsQuery(db: Db) {
  return db
    .selectFrom('timetable_periods as t')
    .$call((q) => joinPerson(q, 'p', 't.user_id'))
    .select(['t.id', 't.user_id', 'p.name', 'p.department', 't.weekday', 't.period', 't.start_time', 't.end_time', 't.class_name', 't.subject', 't.room', 't.term_from', 't.term_to'])
    .orderBy('p.name')
    .orderBy('t.user_id')
    .orderBy('t.weekday')
    .orderBy('t.start_time')
    .orderBy('t.id');
}

type PeriodRow = Awaited<ReturnType<ReturnType<typeof periodsQuery>['execute']>>[number];

function toDto(row: PeriodRow): TimetablePeriodDto {
  return {
    _id: row.id,
    userId: row.user_id,
    teacherName: row.name,
    department: row.department,
    weekday: row.weekday,
    period: row.period,
    start: row.start_time,
    end: row.end_time,
    className: row.class_name,
    subject: row.subject,
    room: row.room,
    termFrom: dateText(row.term_from),
    termTo: dateText(row.term_to),
  };
}

/** A teacher's periods, by weekday and start. */
export async function timetableOf(db: Db, userId: string): Promise<TimetablePeriodDto[]> {
  return (await periodsQuery(db).where('t.user_id', '=', userId).execute()).map(toDto);
}

/** The periods of the live people of a department (as they are in it now), by teacher, weekday and start. */
export async function departmentTimetable(db: Db, department: string): Promise<TimetablePeriodDto[]> {
  return (await periodsQuery(db).where('p.department', '=', department).where('p.deleted_at', 'is', null).execute()).map(toDto);
}

/** The teacher a period belongs to, or undefined for an unknown period. */
export async function periodOwner(db: Db, periodId: string): Promise<string | undefined> {
  const row = await db.selectFrom('timetable_periods').select('user_id').where('id', '=', periodId).executeTakeFirst();
  return row?.user_id;
}

/**
 * Applying (issue 45, class adjustment): the periods of the applicant and of the live people of their
 * department whose term meets the range, each with its teacher (domain's ApplyContext `departmentPeriods`).
 */
export const departmentPeriods = contextFact('apply', 'departmentPeriods', {
  sql: (scope) =>
    `coalesce((select json_agg(json_build_object('userId', t.user_id, 'id', t.id, 'weekday', t.weekday, 'period', t.period, 'start', t.start_time, 'end', t.end_time,
      'className', t.class_name, 'subject', t.subject, 'room', t.room, 'termFrom', t.term_from, 'termTo', t.term_to) order by t.user_id, t.weekday, t.start_time, t.id)
      from timetable_periods t where (t.user_id = ${scope.personId} or t.user_id in (${livePeopleOfDepartmentSql(scope.department)}))
      and t.term_from <= ${scope.to} and t.term_to >= ${scope.from}), '[]'::json)`,
  schema: z
    .array(
      z.object({
        userId: z.string(),
        id: z.string(),
        weekday: z.number().int(),
        period: z.number().int(),
        start: z.string(),
        end: z.string(),
        className: z.string(),
        subject: z.string(),
        room: z.string(),
        termFrom: z.iso.date(),
        termTo: z.iso.date(),
      }),
    )
    .transform((rows) => rows as TeacherPeriod[]),
});

/** The same from TypeScript. */
export async function departmentPeriodsOf(db: Db, personId: string, department: string, from: CalendarDate, to: CalendarDate): Promise<TeacherPeriod[]> {
  const rows = await db
    .selectFrom('timetable_periods as t')
    .selectAll()
    .where((eb) => eb.or([eb('t.user_id', '=', personId), eb('t.user_id', 'in', livePeopleOfDepartment(db, department))]))
    .where('t.term_from', '<=', to)
    .where('t.term_to', '>=', from)
    .orderBy('t.user_id')
    .orderBy('t.weekday')
    .orderBy('t.start_time')
    .orderBy('t.id')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    id: row.id,
    weekday: row.weekday,
    period: row.period,
    start: row.start_time,
    end: row.end_time,
    className: row.class_name,
    subject: row.subject,
    room: row.room,
    termFrom: dateText(row.term_from),
    termTo: dateText(row.term_to),
  }));
}

/** A date column as 'YYYY-MM-DD', whichever way the driver handed it over. */
function dateText(value: unknown): CalendarDate {
  if (value instanceof Date) return value.toISOString().slice(0, 10) as CalendarDate;
  return String(value).slice(0, 10) as CalendarDate;
}
