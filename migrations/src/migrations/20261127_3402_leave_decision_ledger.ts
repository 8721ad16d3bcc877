import type { Kysely } from 'kysely';

// Once created (3401), re-created (3402) and tuned (3501) the leave commands' reads functions (issue 24).
// Since issue 42 they are code: their text lives beside the module that calls them (core/src/leave/reads)
// and core applies it whenever it changes, at migrate and at start (core/src/db/store-functions.ts), dropping
// any copy of the same name these migrations made. Migrations hold tables, indexes and data only; this one
// stays, empty, because databases that ran it record its name.

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
