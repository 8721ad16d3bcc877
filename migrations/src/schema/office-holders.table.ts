import type { ColumnType } from 'kysely';

/** 20261207_4301: who an admin named for each office of the policy's approval routes (issue 43). */
export interface OfficeHoldersTable {
  office: string;
  user_id: string;
  named_at: ColumnType<Date, Date | string, Date | string>;
}
