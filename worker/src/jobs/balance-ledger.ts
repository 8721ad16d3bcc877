// Changing one person's balance ledger from a job: through the command handler, under the person's
// lock, so that a decision is never taken on a balance another writer is changing at the same moment.

import type { Account, BalanceEvent, BalanceLedger } from '@leave/domain';
import type { Db } from '@leave/core/db';
import { livePeoplePage } from '@leave/core/users';
import { balanceStream, handleCommand, lockPerson, type EventMetadata, type EventStore } from '@leave/core/event-store';

/**
 * Decides from the ledger as it stands and appends; returns what was appended (nothing when the ledger
 * needs no change). `decide` reads through the transaction it is given, never the Db.
 */
export async function changeLedger(
  eventStore: EventStore,
  userId: string,
  decide: (ledger: BalanceLedger, trx: Db) => Promise<BalanceEvent[]> | BalanceEvent[],
  metadata: EventMetadata,
): Promise<BalanceEvent[]> {
  const { events } = await eventStore.transaction(async (tx) => {
    await lockPerson(tx.trx, userId);
    return handleCommand(tx, balanceStream, userId, (ledger) => decide(ledger, tx.trx), metadata);
  });
  return events;
}

/** Live people, a page at a time in id order, with what the balance jobs need. */
export async function* peopleInPages(db: Db, pageSize = 500): AsyncGenerator<Pick<Account, 'id' | 'dateOfJoining'>[]> {
  let after = '';
  for (;;) {
    const page = await livePeoplePage(db, after, pageSize);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!.id;
  }
}

