import type { ColumnType, Selectable } from 'kysely';

/** 20261124_1303: the college's holidays, a projection of the `holidays-college` stream. */
export interface HolidaysTable {
  id: string;
  /** 'YYYY-MM-DD' */
  date: ColumnType<string, string, string>;
  name: string;
  /** 20261207_5101: a restricted holiday (issue 46), a working day for whoever does not take it. */
  optional: ColumnType<boolean, boolean | undefined, boolean>;
}
export type HolidayRow = Selectable<HolidaysTable>;
