// The leave_balances read model (one row per person, folded from the `balance-<userId>` ledger with
// domain's evolveBalance) and balance_periods, the accrual period keys each ledger already holds.

import type { Transaction } from 'kysely';
import { BALANCE_EVENT_TYPES, EMPTY_BALANCE, evolveBalance, isBalanceEvent, type LeaveBalance } from '@leave/domain';
import type { Database } from '@leave/migrations';
import type { InlineProjection, StoredEvent } from '../event-store/event-store';
import { balanceStream } from '../event-store/streams';

export const leaveBalancesProjection: InlineProjection = {
  name: 'leave_balances',
  handles: BALANCE_EVENT_TYPES,
  async apply(trx: Transaction<Database>, stored: StoredEvent) {
    const userId = balanceStream.ownerOf(stored.streamId);
    const event = { type: stored.type, data: stored.data };
    if (userId === null || !isBalanceEvent(event)) return;
    const row = await trx.selectFrom('leave_balances').selectAll().where('user_id', '=', userId).executeTakeFirst();
    const current: LeaveBalance = row ? { cl: row.cl, scl: row.scl, el: row.el, hpl: row.hpl, ccl: row.ccl } : { ...EMPTY_BALANCE };
    const next = evolveBalance(current, event);
    const values = { user_id: userId, ...next, version: stored.version };
    await trx
      .insertInto('leave_balances')
      .values(values)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    if ((event.type === 'BalanceGranted' || event.type === 'BalanceReset') && event.data.period !== undefined) {
      await trx
        .insertInto('balance_periods')
        .values({ user_id: userId, period_key: event.data.period, global_position: stored.globalPosition })
        .onConflict((oc) => oc.columns(['user_id', 'period_key']).doNothing())
        .execute();
    }
  },
};
