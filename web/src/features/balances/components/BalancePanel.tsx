// The five balances side by side, above the apply-leave form and on the dashboards.
import { LEAVE_TYPE_INFO, LEAVE_TYPES, type LeaveBalance } from '@leave/domain';
import './balances.css';

export function BalancePanel({ balances }: { balances: LeaveBalance | null }) {
  return (
    <ul className="balance-panel plain-list" aria-label="Leave balances">
      {LEAVE_TYPES.map((type) => (
        <li key={type} className="balance-tile">
          <p className="balance-tile__code">{LEAVE_TYPE_INFO[type].code}</p>
          <p className="balance-tile__name">{LEAVE_TYPE_INFO[type].name}</p>
          <p className="balance-tile__value">{balances ? balances[type] : '–'}</p>
        </li>
      ))}
    </ul>
  );
}
