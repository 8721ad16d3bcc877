// The accounts this api node has seen, so that an authenticated request costs no database look-up.
// Every write to a person's row appends an event to their `user-<id>` stream (domain's user events), and
// every node hears of every event: its own appends at once, after their commit (the event store's
// listeners), and those of other nodes and of the worker from the log it tails for the live feed. Each
// such event drops the person from the cache; the next request reads them again. What that leaves, and why
// it is safe, is in docs/decisions.md ("Accounts cached per node").

import type { UserRow } from '@leave/migrations';

export interface AccountCacheOptions {
  /** Most accounts kept; the least recently used goes first. */
  capacity: number;
  /** The longest an entry is trusted without an event: the bound should a wake-up be lost. */
  ttlMs: number;
  now?: () => number;
}

interface Entry {
  user: UserRow;
  loadedAt: number;
}

export class AccountCache {
  private readonly entries = new Map<string, Entry>();
  /** Counts every `forget`: a read during which anybody was forgotten does not store its (maybe older) answer. */
  private forgets = 0;
  private readonly now: () => number;

  constructor(private readonly options: AccountCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The live account of `userId` (not deleted), from the cache or from `load`; null when there is none. */
  async get(userId: string, load: (userId: string) => Promise<UserRow | undefined>): Promise<UserRow | null> {
    const cached = this.entries.get(userId);
    if (cached && this.now() - cached.loadedAt < this.options.ttlMs) {
      // Most recently used goes last.
      this.entries.delete(userId);
      this.entries.set(userId, cached);
      return cached.user;
    }
    const forgetsBefore = this.forgets;
    const loadedAt = this.now();
    const user = await load(userId);
    if (!user) {
      this.entries.delete(userId);
      return null;
    }
    if (this.forgets === forgetsBefore) {
      this.entries.delete(userId);
      this.entries.set(userId, { user, loadedAt });
      while (this.entries.size > this.options.capacity) this.entries.delete(this.entries.keys().next().value!);
    }
    return user;
  }

  /** The person changed: the next request reads them again. */
  forget(userId: string): void {
    this.entries.delete(userId);
    this.forgets += 1;
  }

  get size(): number {
    return this.entries.size;
  }
}
