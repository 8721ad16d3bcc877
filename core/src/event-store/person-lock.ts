import { sql, type Transaction } from 'kysely';
import type { Database } from '../db';

/**
 * Everything that reads or changes one person's balance or open applications runs under this lock, so
 * that two applications cannot both spend the same days, an approval cannot slip between the reads of
 * an application's checks, and a ledger is never decided on while another writer is deciding on it.
 * (PGlite has one connection: there, transactions are already one at a time.)
 * The leave commands take the same lock inside their reads functions (migration 20261127_3401_leave_command
 * _reads: `hashtext('person-' || id)`): the key's form is written there too and must stay the same.
 */
export async function lockPerson(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`person-${userId}`}))`.execute(trx);
}
