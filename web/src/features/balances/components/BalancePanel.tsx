// The balances side by side, above the apply-leave form and on the dashboards: the five, then the other
// types of the policy in force (issue 20).
import { balanceTypes, figureOf, type CurrentBalancesDto, type LeaveBalance } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { translateText } from '@/lib/i18n/texts';
import { usePolicyInForce } from '@/lib/policy';
import './balances.css';

export function BalancePanel({ balances }: { balances: LeaveBalance | CurrentBalancesDto | null }) {
  const policy = usePolicyInForce();
  return (
    <ul className="balance-panel plain-list" aria-label={t`Leave balances`}>
      {balanceTypes(policy, balances).map((type) => (
        <li key={type.code} className="balance-tile">
          <p className="balance-tile__code">{type.label}</p>
          <p className="balance-tile__name">{translateText(type.name)}</p>
          <p className="balance-tile__value">{balances ? figureOf(balances, type.code) : '–'}</p>
        </li>
      ))}
    </ul>
  );
}
