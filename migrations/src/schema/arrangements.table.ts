import type { ColumnType, Selectable } from 'kysely';

/** 20261207_5501: class arrangements (issue 45), a projection of the `arrangements-<leaveId>` streams. */
export interface ArrangementsTable {
  id: string;
  leave_id: string;
  department: string;
  /** 'YYYY-MM-DD' */
  date: ColumnType<string, string, string>;
  period: number;
  start_time: string;
  end_time: string;
  class_name: string;
  subject: string;
  absent_id: string;
  absent_name: string;
  substitute_id: string | null;
  substitute_name: string | null;
  status: string;
  /** The substitute holds the time (domain's isHolding). */
  holds: boolean;
  /** The class is covered (domain's isCovered). */
  covered: boolean;
  decline_reason: string | null;
  updated_at: ColumnType<Date, Date | string, Date | string>;
}
export type ArrangementRow = Selectable<ArrangementsTable>;
