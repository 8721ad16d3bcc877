// The database as the code needs it: the migrations (tables, indexes, data) and then the store's functions
// (code, applied when their text changes: db/store-functions.ts). Run at `npm run migrate` and at every start.

import type { Kysely } from 'kysely';
import { migrateToLatest } from '@leave/migrations';
import type { Database } from './db';
import { applyStoreFunctions, type StoreFunction } from './db/store-functions';
import { resolvePending, takePositions } from './event-store/pending';
import { LEAVE_READS_FUNCTIONS } from './leave/handler';

/** Every function of the store, by the module that owns it. */
export const STORE_FUNCTIONS: readonly StoreFunction[] = [takePositions, resolvePending, ...LEAVE_READS_FUNCTIONS];

/** Brings the schema to the latest migration, then the store's functions to the code's; answers the migrations run. */
export async function bringSchemaUpToDate(db: Kysely<Database>): Promise<{ migrations: string[]; functions: string[] }> {
  const { results } = await migrateToLatest(db);
  const functions = await applyStoreFunctions(db, STORE_FUNCTIONS);
  return { migrations: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName), functions };
}
