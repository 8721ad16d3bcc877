// The employee profile's Leave Balance card: the five balances, the policy's other types, and the CL and
// SCL quota of the period.
import { balanceTypes, figureOf, type CurrentBalancesDto, type LeaveBalance } from '@leave/domain';
import { Card } from '@/components/ui/card/Card';
import { usePolicyInForce } from '@/lib/policy';
import './balances.css';

export function LeaveBalanceCard({ balances, current }: { balances: LeaveBalance | CurrentBalancesDto | null; current: CurrentBalancesDto | undefined }) {
  const policy = usePolicyInForce();
  return (
    <Card title="Leave Balance">
      <ul className="plain-list">
        {balanceTypes(policy, balances).map((type) => (
          <li key={type.code} className="balance-row">
            <span>
              <strong>{type.label}</strong> <span className="muted">{type.name}</span>
            </span>
            <span className="balance-row__value">{balances ? `${figureOf(balances, type.code)} days` : '–'}</span>
          </li>
        ))}
      </ul>
      {current && (
        <div className="quota-info">
          <p>
            <strong>CL:</strong> {current.clInfo.quota} days for {current.clInfo.period}
          </p>
          <p>
            <strong>SCL:</strong> {current.sclInfo.quota} days for {current.sclInfo.period}
          </p>
        </div>
      )}
    </Card>
  );
}
