// The leave_balances read model (one row per person, folded from the `balance-<userId>` ledger with
// domain's evolveBalance: the five types' columns and `other_types`, the figures of the policy's others) and balance_periods, the accrual period keys each ledger already holds.

import { evolveBalance, joinBalance, otherFigures, type LeaveBalance } from '@leave/domain';
import type { LeaveBalanceRow } from '@leave/migrations';
import { balanceStream, streamProjection } from '../event-store/streams';
import { Rows } from './rows';

interface BalanceRows {
  balances: Rows<LeaveBalanceRow>;
  periods: Rows<{ user_id: string; period_key: string; global_position: number }>;
}

export const leaveBalancesProjection = streamProjection('leave_balances', balanceStream, {
  async load(trx, userIds, _events, known): Promise<BalanceRows> {
    const balances = new Rows<LeaveBalanceRow>('leave_balances', ['user_id']);
    balances.seed(known);
    await balances.load(trx, userIds);
    // A period key is only ever added, and the write leaves one already there alone: none to read.
    return { balances, periods: new Rows('balance_periods', ['user_id', 'period_key']) };
  },
  apply({ balances, periods }, userId, event, stored) {
    const row = balances.get(userId);
    // Idempotent: the row's version is the last ledger event applied; an event met again changes nothing
    // (its period key, if any, is already in balance_periods).
    if (row && row.version >= stored.version) return;
    const current: LeaveBalance = joinBalance(row ?? { cl: 0, scl: 0, el: 0, hpl: 0, ccl: 0 }, row?.other_types);
    const next = evolveBalance(current, event);
    balances.set({ user_id: userId, cl: next.cl, scl: next.scl, el: next.el, hpl: next.hpl, ccl: next.ccl, other_types: otherFigures(next), version: stored.version });
    if ((event.type === 'BalanceGranted' || event.type === 'BalanceReset') && event.data.period !== undefined) {
      periods.add({ user_id: userId, period_key: event.data.period, global_position: stored.globalPosition });
    }
  },
  statements: ({ balances, periods }) => [...balances.statements(), ...periods.statements('nothing')],
  written: ({ balances }) => [{ table: 'leave_balances', rows: balances.written() }],
});
