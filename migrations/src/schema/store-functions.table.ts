import type { ColumnType } from 'kysely';

/** 20261207_4201: the hash of each function core applied to the store (core/src/db/store-functions.ts). */
export interface StoreFunctionsTable {
  name: string;
  hash: string;
  applied_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
