// The balances side by side, above the apply-leave form and on the dashboards: the five, then the other
// types of the policy in force (issue 20). Given what open applications hold back (`reserved`), each tile
// shows the available figure, the same as the form's type list and the server's refusal (issue 49), and
// under it the balance and the days pending.
import { balanceTypes, figureOf, type CurrentBalancesDto, type LeaveBalance } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { formatDayCount } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';
import { usePolicyInForce } from '@/lib/policy';
import './balances.css';

export interface BalancePanelProps {
  balances: LeaveBalance | CurrentBalancesDto | null;
  /** The available figures (domain's availableBalance): shown instead of the balances once given. */
  available?: LeaveBalance | null;
  /** The days open applications hold back, by type: a tile with some names its balance and the days pending. */
  reserved?: Partial<Record<string, number>>;
}

export function BalancePanel({ balances, available, reserved }: BalancePanelProps) {
  const policy = usePolicyInForce();
  return (
    <ul className="balance-panel plain-list" aria-label={t`Leave balances`}>
      {balanceTypes(policy, balances).map((type) => (
        <li key={type.code} className="balance-tile">
          <p className="balance-tile__code">{type.label}</p>
          <p className="balance-tile__name">{translateText(type.name)}</p>
          <p className="balance-tile__value">{available ? figureOf(available, type.code) : balances ? figureOf(balances, type.code) : '–'}</p>
          {available && balances && <PendingNote balance={figureOf(balances, type.code)} pending={reserved?.[type.code] ?? 0} />}
        </li>
      ))}
    </ul>
  );
}

/** 'available of 6 days; 2.5 days pending' under an available 3.5: the balance and what waits for a decision. */
function PendingNote({ balance, pending }: { balance: number; pending: number }) {
  if (pending <= 0) return null;
  const total = formatDayCount(balance);
  const held = formatDayCount(pending);
  return <p className="balance-tile__note">{t`available of ${total}; ${held} pending`}</p>;
}
