import type { ColumnType, Selectable } from 'kysely';

/** 20261124_1303: the college's holidays, a projection of the `holidays-college` stream. */
export interface HolidaysTable {
  id: string;
  /** 'YYYY-MM-DD' */
  date: ColumnType<string, string, string>;
  name: string;
}
export type HolidayRow = Selectable<HolidaysTable>;
