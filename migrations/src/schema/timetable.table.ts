import type { ColumnType, Selectable } from 'kysely';

/** 20261207_5201: each teacher's weekly periods, a projection of the `timetable-<userId>` streams. */
export interface TimetablePeriodsTable {
  id: string;
  user_id: string;
  /** 1 = Monday ... 7 = Sunday. */
  weekday: number;
  period: number;
  /** 'HH:MM' */
  start_time: string;
  end_time: string;
  class_name: string;
  subject: string;
  room: string;
  /** 'YYYY-MM-DD' */
  term_from: ColumnType<string, string, string>;
  term_to: ColumnType<string, string, string>;
}
export type TimetablePeriodRow = Selectable<TimetablePeriodsTable>;
