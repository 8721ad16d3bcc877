// The accounts this api node knows, so that an authenticated request costs no database look-up.
// Every write to a person's row appends an event to their `user-<id>` stream (domain's user events), and
// every node hears of every event: its own appends at once, after their commit (the event store's
// listeners), and those of other nodes and of the worker from the log it tails for the live feed. Each
// such event drops the person from the cache, and the tail reads the people of its batch again (`fill`);
// the node reads every live account once when it starts, after its tail has its starting point. What that
// leaves, and why it is safe, is in docs/decisions/0056-accounts-cached-per-node.md.

import { endedSessionsOf, liveAccounts } from '@leave/core/users';
import type { Account } from '@leave/domain';
import type { Db } from '@leave/core/db';

/**
 * What the auth plugin keeps of a person: the account, and the sessions they signed out one by one at its
 * token version (issue 49), read together, so that both are as fresh as each other.
 */
export interface SignedIn {
  id: string;
  account: Account;
  endedSessions: ReadonlySet<string>;
}

/** The live accounts among `ids` (null: everybody), each with its ended sessions, for the cache's `fill`. */
export async function liveSignedIn(db: Db, ids: readonly string[] | null, limit: number): Promise<SignedIn[]> {
  const accounts = await liveAccounts(db, ids, limit);
  const ended = await endedSessionsOf(db, ids);
  return accounts.map((account) => ({ id: account.id, account, endedSessions: ended.get(account.id) ?? new Set() }));
}

export interface AccountCacheOptions {
  /** Most accounts kept; the least recently used goes first. */
  capacity: number;
  /**
   * The longest an entry is trusted since it was read or since the tail last read the whole log up to its
   * horizon (`heard`), whichever is later: the bound should the tail stop or be held back.
   */
  ttlMs: number;
  now?: () => number;
}

interface Entry<T> {
  user: T;
  loadedAt: number;
}

/** Keeps whatever is read per person (an Account, or the auth plugin's `SignedIn`), by its `id`. */
export class AccountCache<T extends { id: string } = Account> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Counts every `forget`; `forgottenAt` holds, per person, the count at their last forget while reads run. */
  private forgets = 0;
  private readonly forgottenAt = new Map<string, number>();
  /** Reads under way: while none is, nobody's forget can overtake one, and `forgottenAt` is emptied. */
  private reading = 0;
  /** When the last read of the tail that left nothing committed behind started (0: none yet). */
  private lastHeard = 0;
  private readonly now: () => number;

  constructor(private readonly options: AccountCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The live account of `userId` (not deleted), from the cache or from `load`; null when there is none. */
  async get(userId: string, load: (userId: string) => Promise<T | undefined>): Promise<T | null> {
    const cached = this.entries.get(userId);
    if (cached && this.now() - Math.max(cached.loadedAt, this.lastHeard) < this.options.ttlMs) {
      // Most recently used goes last.
      this.entries.delete(userId);
      this.entries.set(userId, cached);
      return cached.user;
    }
    const user = await this.reads(async (keep) => {
      const found = await load(userId);
      if (found) keep(found);
      else this.entries.delete(userId);
      return found;
    });
    return user ?? null;
  }

  /**
   * Reads people (those the log says changed, or every live account at start) and keeps each one that
   * nobody forgot while the read was under way; answers how many were kept.
   */
  async fill(load: () => Promise<readonly T[]>): Promise<number> {
    return this.reads(async (keep) => {
      let kept = 0;
      for (const user of await load()) if (keep(user)) kept += 1;
      return kept;
    });
  }

  /** The person changed: the next request reads them again (unless the tail's `fill` has by then). */
  forget(userId: string): void {
    this.entries.delete(userId);
    this.forgets += 1;
    if (this.reading > 0) this.forgottenAt.set(userId, this.forgets);
  }

  /**
   * The tail read the log up to its horizon with nothing committed held back, in a read that started at
   * `startedAt` (this cache's clock): every change committed before then has been heard (and forgotten).
   */
  heard(startedAt: number): void {
    this.lastHeard = Math.max(this.lastHeard, startedAt);
  }

  /** Most accounts kept. */
  get capacity(): number {
    return this.options.capacity;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Runs a read; `keep` stores an account unless it was forgotten since the read began (its answer may be older). */
  private async reads<R>(read: (keep: (user: T) => boolean) => Promise<R>): Promise<R> {
    const forgetsBefore = this.forgets;
    const loadedAt = this.now();
    this.reading += 1;
    try {
      return await read((user) => {
        if ((this.forgottenAt.get(user.id) ?? 0) > forgetsBefore) return false;
        this.entries.delete(user.id);
        this.entries.set(user.id, { user, loadedAt });
        while (this.entries.size > this.options.capacity) this.entries.delete(this.entries.keys().next().value!);
        return true;
      });
    } finally {
      this.reading -= 1;
      if (this.reading === 0) this.forgottenAt.clear();
    }
  }
}

// The live accounts' read is the users owner's (core/src/users/accounts.ts).
export { liveAccounts };
