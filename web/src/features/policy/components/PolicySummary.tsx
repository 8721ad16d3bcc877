// The policy in force today in words: each type with its colour, paid or not, and its allowance.
import { t } from '@lingui/core/macro';
import { allowanceText, isLeaveType, LEAVE_TYPE_INFO, leaveCodeLabel, type PolicyInForceDto, type PolicyLeaveType } from '@leave/domain';
import { Card } from '@/components/ui/card/Card';
import { formatDate } from '@/lib/dates';
import { say } from '@/lib/i18n/say';
import { translateText } from '@/lib/i18n/texts';

/** One of the five under its standard name is shown in the language shown; a name the admin gave stays as written. */
const typeName = (type: PolicyLeaveType) => (isLeaveType(type.code) && LEAVE_TYPE_INFO[type.code].name === type.name ? translateText(type.name) : type.name);

export function PolicySummary({ inForce }: { inForce: PolicyInForceDto }) {
  const version = inForce.version;
  const from = formatDate(inForce.effectiveFrom);
  return (
    <Card title={t`In Force: Version ${version}, from ${from}`}>
      <ul className="policy-summary">
        {inForce.policy.leaveTypes.map((type) => (
          <li key={type.code}>
            <span className="policy-summary__swatch" style={{ background: type.colour }} aria-hidden="true" />
            <strong>
              {leaveCodeLabel(type.code)} - {typeName(type)}
            </strong>
            {/* The standard types' allowances are domain's texts; one worded from a changed rule stays English. */}
            {type.paid ? '' : ` (${t`unpaid`})`}: {allowanceText(type, say)}
          </li>
        ))}
      </ul>
    </Card>
  );
}
