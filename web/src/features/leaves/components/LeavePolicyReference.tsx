// The Leave Policy Reference table (the types of the policy in force, in words) and the guidelines card
// shown beside both apply-leave forms.
import { allowanceText, leaveCodeLabel } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { Card } from '@/components/ui/card/Card';
import { say } from '@/lib/i18n/say';
import { translateText } from '@/lib/i18n/texts';
import { usePolicyInForce } from '@/lib/policy';
import './leaves.css';

export function LeavePolicyReference() {
  const policy = usePolicyInForce();
  return (
    <Card title={t`Leave Policy Reference`}>
      <div className="data-table__scroll" role="region" aria-label={t`Leave Policy Reference`} tabIndex={0}>
        <table className="policy-table">
          <caption className="sr-only">{t`Leave types and their policies`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Code`}</th>
              <th scope="col">{t`Leave Type`}</th>
              <th scope="col">{t`Policy`}</th>
            </tr>
          </thead>
          <tbody>
            {policy.leaveTypes.map((type) => (
              <tr key={type.code}>
                <th scope="row">{leaveCodeLabel(type.code)}</th>
                <td>{translateText(type.name)}</td>
                <td>{allowanceText(type, say)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

export function LeaveGuidelines() {
  return (
    <Card title={t`Leave Application Guidelines`}>
      <ul className="guidelines">
        <li>{t`Apply at least 3 days in advance for planned leave.`}</li>
        <li>{t`For emergencies, apply within 24 hours of returning to work.`}</li>
        <li>{t`The department head reviews applications before the administrator gives the final approval.`}</li>
        <li>{t`Approved leave is deducted from your balance of that leave type.`}</li>
      </ul>
    </Card>
  );
}
