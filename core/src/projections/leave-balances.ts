// The leave_balances read model (one row per person, folded from the `balance-<userId>` ledger with
// domain's evolveBalance) and balance_periods, the accrual period keys each ledger already holds.

import { EMPTY_BALANCE, evolveBalance, type LeaveBalance } from '@leave/domain';
import { balanceStream, streamProjection } from '../event-store/streams';

export const leaveBalancesProjection = streamProjection('leave_balances', balanceStream, async (trx, userId, event, stored) => {
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
});
