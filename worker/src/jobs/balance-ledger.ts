// Reading and appending to one person's balance ledger (`balance-<userId>`) from a job. Appends are
// optimistic: the events are decided from the ledger as read, appended at the version read, and decided
// again if someone else wrote in between, so a decision is never made on a stale balance.

import { sql } from 'kysely';
import { DomainError, type BalanceEvent, type LeaveBalance } from '@leave/domain';
import type { Db } from '@leave/api/db/index';
import type { EventMetadata, EventStore } from '@leave/api/event-store/event-store';

export interface Ledger {
  userId: string;
  version: number;
  balance: LeaveBalance;
  /** Accrual period keys already in the ledger (balance_periods). */
  applied: ReadonlySet<string>;
}

export const balanceStream = (userId: string) => `balance-${userId}`;

export async function readLedger(db: Db, userId: string): Promise<Ledger> {
  // The version first: anything appended after it makes the append below fail and the decision rerun.
  const head = await db.selectFrom('events').select(sql<number | null>`max(version)`.as('version')).where('stream_id', '=', balanceStream(userId)).executeTakeFirst();
  const row = await db.selectFrom('leave_balances').select(['cl', 'scl', 'el', 'hpl', 'ccl']).where('user_id', '=', userId).executeTakeFirst();
  const periods = await db.selectFrom('balance_periods').select('period_key').where('user_id', '=', userId).execute();
  return {
    userId,
    version: Number(head?.version ?? 0),
    balance: { cl: Number(row?.cl ?? 0), scl: Number(row?.scl ?? 0), el: Number(row?.el ?? 0), hpl: Number(row?.hpl ?? 0), ccl: Number(row?.ccl ?? 0) },
    applied: new Set(periods.map((p) => p.period_key)),
  };
}

const ATTEMPTS = 5;

/** Decides and appends; returns what was appended (nothing when the ledger needs no change). */
export async function changeLedger(
  deps: { db: Db; eventStore: EventStore },
  userId: string,
  decide: (ledger: Ledger) => Promise<BalanceEvent[]> | BalanceEvent[],
  metadata: EventMetadata,
): Promise<BalanceEvent[]> {
  for (let attempt = 1; ; attempt++) {
    const ledger = await readLedger(deps.db, userId);
    const events = await decide(ledger);
    if (events.length === 0) return [];
    try {
      await deps.eventStore.append(balanceStream(userId), ledger.version, events, metadata);
      return events;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'CONFLICT' && attempt < ATTEMPTS) continue;
      throw error;
    }
  }
}

/** Live people, a page at a time in id order, with what the balance jobs need. */
export async function* peopleInPages(db: Db, pageSize = 500): AsyncGenerator<{ id: string; date_of_joining: string | null }[]> {
  let after = '';
  for (;;) {
    const page = await db.selectFrom('users').select(['id', 'date_of_joining']).where('deleted_at', 'is', null).where('id', '>', after).orderBy('id').limit(pageSize).execute();
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!.id;
  }
}

export async function countPeople(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select(sql<number>`count(*)`.as('n')).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(row?.n ?? 0);
}
