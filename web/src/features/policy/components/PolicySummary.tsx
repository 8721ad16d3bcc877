// The policy in force today in words: each type with its colour, paid or not, and its allowance.
import { allowanceText, leaveCodeLabel, type PolicyInForceDto } from '@leave/domain';
import { Card } from '@/components/ui/card/Card';
import { formatDate } from '@/lib/dates';

export function PolicySummary({ inForce }: { inForce: PolicyInForceDto }) {
  return (
    <Card title={`In Force: Version ${inForce.version}, from ${formatDate(inForce.effectiveFrom)}`}>
      <ul className="policy-summary">
        {inForce.policy.leaveTypes.map((type) => (
          <li key={type.code}>
            <span className="policy-summary__swatch" style={{ background: type.colour }} aria-hidden="true" />
            <strong>
              {leaveCodeLabel(type.code)} - {type.name}
            </strong>
            {type.paid ? '' : ' (unpaid)'}: {allowanceText(type)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
