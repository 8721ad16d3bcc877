// balance:updated: a person's balance after the last of their ledger entries in a run (several entries,
// one message), to their own room, only when a socket of theirs listens here. A balance this node's own
// commit wrote goes as written (own-commits.ts); another is read from its owner.

import { SOCKET_ROOMS } from '@leave/domain';
import type { Db } from '@leave/core/db';
import { balanceStream } from '@leave/core/event-store';
import { balanceOf } from '@leave/core/projections';
import type { OwnCommits } from '../own-commits';
import type { MessageBuilder } from './types';

export function balanceMessages(db: Db, own: OwnCommits): MessageBuilder {
  return async ({ events, audience }) => {
    const lastLedgerEntry = new Map<string, number>();
    events.forEach((event, i) => {
      const owner = balanceStream.ownerOf(event.streamId);
      if (owner !== null) lastLedgerEntry.set(owner, i);
    });
    return async (event, i) => {
      const owner = balanceStream.ownerOf(event.streamId);
      if (owner === null || lastLedgerEntry.get(owner) !== i || !audience(SOCKET_ROOMS.user(owner))) return [];
      const leaveBalance = own.balance(owner, event.globalPosition) ?? (await balanceOf(db, owner));
      return [{ rooms: [SOCKET_ROOMS.user(owner)], event: 'balance:updated', payload: { leaveBalance, position: event.globalPosition } }];
    };
  };
}
