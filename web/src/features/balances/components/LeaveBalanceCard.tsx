// The employee profile's Leave Balance card: the five balances, the policy's other types, and the CL and
// SCL quota of the period.
import { balanceTypes, figureOf, type CurrentBalancesDto, type LeaveBalance } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { Card } from '@/components/ui/card/Card';
import { formatDayCount } from '@/lib/dates';
import { translateText } from '@/lib/i18n/texts';
import { usePolicyInForce } from '@/lib/policy';
import { halfYearText } from '../half-year-text';
import './balances.css';

/** '6 days for July - December 2026'. */
function quotaText({ quota, period }: { quota: number; period: string }): string {
  const shownPeriod = halfYearText(period);
  const quotaDays = formatDayCount(quota);
  return t`${quotaDays} for ${shownPeriod}`;
}

export function LeaveBalanceCard({ balances, current }: { balances: LeaveBalance | CurrentBalancesDto | null; current: CurrentBalancesDto | undefined }) {
  const policy = usePolicyInForce();
  return (
    <Card title={t`Leave Balance`}>
      <ul className="plain-list">
        {balanceTypes(policy, balances).map((type) => {
          const count = balances ? figureOf(balances, type.code) : null;
          return (
            <li key={type.code} className="balance-row">
              <span>
                <strong>{type.label}</strong> <span className="muted">{translateText(type.name)}</span>
              </span>
              <span className="balance-row__value">{count === null ? '–' : formatDayCount(count)}</span>
            </li>
          );
        })}
      </ul>
      {current && (
        <div className="quota-info">
          <p>
            <strong>CL:</strong> {quotaText(current.clInfo)}
          </p>
          <p>
            <strong>SCL:</strong> {quotaText(current.sclInfo)}
          </p>
        </div>
      )}
    </Card>
  );
}
