// The lock that makes `npm run replay -- --apply` safe on a live system (issue 12): every append takes it
// shared for the rest of its transaction, before its first event gets a position (take_positions,
// pending.ts); the replay's swap takes it exclusive. Holding it exclusive, the replay knows that every
// transaction that appended has ended and that none appends until it commits: the log is complete and still
// while it catches up and swaps. (PGlite has one connection and runs one transaction at a time, so there the
// lock never waits.) The key is written here only.

import { sql, type Transaction } from 'kysely';
import type { Database } from '../db';

/** A key far outside the int4 range of the hashtext() keys of the person and stream locks. */
const READ_MODEL_LOCK_KEY = 1_099_511_627_788;

/** The call that takes the lock until the transaction ends, for a statement's or a store function's text. */
export function readModelLockSql(mode: 'shared' | 'exclusive'): string {
  return `${mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock'}(${READ_MODEL_LOCK_KEY}::bigint)`;
}

/** A replay's swap: exclusive, until the transaction ends; waits for every append in flight to end. */
export async function takeReadModelLock(trx: Transaction<Database>): Promise<void> {
  await sql.raw(`select ${readModelLockSql('exclusive')}`).execute(trx);
}
