// The leave_balances read model (one row per person, folded from the `balance-<userId>` ledger with
// domain's evolveBalance) and balance_periods, the accrual period keys each ledger already holds.

import { EMPTY_BALANCE, evolveBalance, type LeaveBalance } from '@leave/domain';
import type { LeaveBalanceRow } from '@leave/migrations';
import { balanceStream, streamProjection } from '../event-store/streams';
import { Rows } from './rows';

interface BalanceRows {
  balances: Rows<LeaveBalanceRow>;
  periods: Rows<{ user_id: string; period_key: string; global_position: number }>;
}

export const leaveBalancesProjection = streamProjection('leave_balances', balanceStream, {
  async load(trx, userIds): Promise<BalanceRows> {
    const balances = new Rows<LeaveBalanceRow>('leave_balances', ['user_id']);
    await balances.load(trx, userIds);
    // A period key is only ever added, and the write leaves one already there alone: none to read.
    return { balances, periods: new Rows('balance_periods', ['user_id', 'period_key']) };
  },
  apply({ balances, periods }, userId, event, stored) {
    const row = balances.get(userId);
    // Idempotent: the row's version is the last ledger event applied; an event met again changes nothing
    // (its period key, if any, is already in balance_periods).
    if (row && row.version >= stored.version) return;
    const current: LeaveBalance = row ? { cl: row.cl, scl: row.scl, el: row.el, hpl: row.hpl, ccl: row.ccl } : { ...EMPTY_BALANCE };
    balances.set({ user_id: userId, ...evolveBalance(current, event), version: stored.version });
    if ((event.type === 'BalanceGranted' || event.type === 'BalanceReset') && event.data.period !== undefined) {
      periods.add({ user_id: userId, period_key: event.data.period, global_position: stored.globalPosition });
    }
  },
  async write(trx, { balances, periods }) {
    await balances.write(trx);
    await periods.write(trx, 'nothing');
  },
});
