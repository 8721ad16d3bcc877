// The employee profile's Leave Balance card: the five balances and the CL and SCL quota of the period.
import { LEAVE_TYPE_INFO, LEAVE_TYPES, type CurrentBalancesDto, type LeaveBalance } from '@leave/domain';
import { Card } from '@/components/ui/card/Card';
import './balances.css';

export function LeaveBalanceCard({ balances, current }: { balances: LeaveBalance | null; current: CurrentBalancesDto | undefined }) {
  return (
    <Card title="Leave Balance">
      <ul className="plain-list">
        {LEAVE_TYPES.map((type) => (
          <li key={type} className="balance-row">
            <span>
              <strong>{LEAVE_TYPE_INFO[type].code}</strong> <span className="muted">{LEAVE_TYPE_INFO[type].name}</span>
            </span>
            <span className="balance-row__value">{balances ? `${balances[type]} days` : '–'}</span>
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
