// The applications and balances this node's own commits wrote, as their projections wrote them, with the
// last position of the commit: the feed sends them with those events instead of reading them again. One is
// used for a run of events only when no event of its application (or ledger) in the run is later than that
// commit, so it is never older than the events it goes with; else the feed reads it.

import type { LeaveApplication, LeaveBalance } from '@leave/domain';
import { balanceStream, leaveStream, type StoredEvent, type WrittenRows } from '@leave/core/event-store';
import { writtenApplications, writtenBalances } from '@leave/core/projections';

/** Kept at most of each (the oldest go first; normally each goes out within milliseconds). */
const HELD_MAX = 2_000;

/** What an own commit wrote, and the last position of that commit. */
interface Held<T> {
  value: T;
  through: number;
}

export class OwnCommits {
  private readonly leaves = new Map<string, Held<LeaveApplication>>();
  private readonly balances = new Map<string, Held<LeaveBalance>>();

  /** A commit of this node: its events and what its projections wrote. */
  hold(events: readonly StoredEvent[], written: WrittenRows): void {
    const through = Math.max(...events.map((event) => event.globalPosition));
    for (const application of writtenApplications(written)) keep(this.leaves, application.leaveId, { value: application, through });
    for (const { userId, balance } of writtenBalances(written)) keep(this.balances, userId, { value: balance, through });
  }

  /** The own application if it is at least as new as the run's events of it up to `upTo`. */
  application(leaveId: string, upTo: number): LeaveApplication | undefined {
    return recent(this.leaves, leaveId, upTo);
  }

  /** The own balance of the person if it is at least as new as the run's ledger entries up to `upTo`. */
  balance(userId: string, upTo: number): LeaveBalance | undefined {
    return recent(this.balances, userId, upTo);
  }

  /** Once the last event of an own commit went out, what it wrote is not needed any more. */
  release(events: readonly StoredEvent[]): void {
    for (const event of events) {
      for (const [held, owner] of [[this.leaves, leaveStream.ownerOf(event.streamId)], [this.balances, balanceStream.ownerOf(event.streamId)]] as const) {
        if (owner !== null && held.get(owner)?.through === event.globalPosition) held.delete(owner);
      }
    }
  }
}

function keep<T>(held: Map<string, Held<T>>, key: string, entry: Held<T>): void {
  held.delete(key);
  held.set(key, entry);
  if (held.size > HELD_MAX) held.delete(held.keys().next().value!);
}

function recent<T>(held: Map<string, Held<T>>, key: string, upTo: number): T | undefined {
  const entry = held.get(key);
  return entry && entry.through >= upTo ? entry.value : undefined;
}
