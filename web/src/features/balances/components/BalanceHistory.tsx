// 'Balance history': a person's ledger, one leave type at a time (tabs), newest entry first, each saying
// what changed the balance, by how much, what it became, for which period, why and who did it. A list of
// short blocks rather than a table, so that it reads on a phone.
import { balanceTypes, leaveTypeName, ROLE_LABELS, periodLabel, leaveCodeLabel, type BalanceEntryKind, type BalanceLedgerEntryDto, type LeaveCode } from '@leave/domain';
import { usePolicyInForce } from '@/lib/policy';
import { useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { Tabs } from '@/components/ui/tabs/Tabs';
import { formatDateTime } from '@/lib/dates';
import { useGetBalanceLedgerQuery } from '../api/get-balance-ledger';
import './balances.css';

const KIND_LABEL: Record<BalanceEntryKind, string> = { granted: 'Granted', reset: 'Reset', debited: 'Leave taken', credited: 'Earned', adjusted: 'Adjusted', lapsed: 'Lapsed' };

/** '+2 days', '−2 days', 'no change'. */
function signedDays(days: number): string {
  if (days === 0) return 'no change';
  const amount = `${Math.abs(days)} ${Math.abs(days) === 1 ? 'day' : 'days'}`;
  return days > 0 ? `+${amount}` : `\u2212${amount}`;
}

function periodText(period: string | null): string | null {
  if (period === null) return null;
  const milestone = /^milestone-(\d+)$/.exec(period);
  return milestone ? `${Number(milestone[1]) * 3} years of service` : periodLabel(period);
}

function Entry({ entry }: { entry: BalanceLedgerEntryDto }) {
  const period = periodText(entry.period);
  const direction = entry.days > 0 ? 'up' : entry.days < 0 ? 'down' : 'none';
  return (
    <li className="balance-entry">
      <p className="balance-entry__head">
        <strong>{KIND_LABEL[entry.kind]}</strong>
        <span className={`balance-entry__days balance-entry__days--${direction}`}>{signedDays(entry.days)}</span>
        <span className="balance-entry__after">Balance: {entry.balanceAfter} days</span>
      </p>
      <p className="balance-entry__reason">
        {entry.reason}
        {period && <span className="muted"> · {period}</span>}
      </p>
      <p className="balance-entry__meta muted">
        <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time> · {entry.actor.name} ({ROLE_LABELS[entry.actor.role] ?? entry.actor.role})
      </p>
    </li>
  );
}

export interface BalanceHistoryProps {
  userId: string;
  /** The signed-in person's own history: it follows their balance as it changes. */
  own?: boolean;
  /** The heading's level where the section sits: a card of a page (h2) or a dialog (h3). */
  headingLevel?: 2 | 3;
}

export function BalanceHistory({ userId, own = false, headingLevel = 3 }: BalanceHistoryProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { data: entries = [], isLoading, isError } = useGetBalanceLedgerQuery({ userId, own });
  const [type, setType] = useState<LeaveCode>('cl');
  // The five, the policy's other types, and any other type the ledger has entries of.
  const policy = usePolicyInForce();
  const shown = balanceTypes(policy).map((entry) => entry.code);
  const codes = [...shown, ...[...new Set(entries.map((entry) => entry.leaveType))].filter((code) => !shown.includes(code)).sort()];
  const headingId = useId();
  const ofType = entries.filter((entry) => entry.leaveType === type).reverse();

  return (
    <section className="balance-history" aria-labelledby={headingId}>
      <Heading id={headingId} className="balance-history__title">
        Balance history
      </Heading>
      {isLoading && <Spinner label="Loading balance history..." />}
      {isError && <p className="muted">The balance history could not be loaded.</p>}
      {!isLoading && !isError && (
        <Tabs label="Leave type" tabs={codes.map((key) => ({ key, label: leaveCodeLabel(key) }))} selected={type} onSelect={setType}>
          <p className="balance-history__now">
            {leaveTypeName(type, policy.leaveTypes)}: <strong>{ofType[0]?.balanceAfter ?? 0} days</strong>
          </p>
          {ofType.length === 0 ? (
            <p className="muted">No entries yet.</p>
          ) : (
            <ol className="balance-history__list" aria-label={`${leaveCodeLabel(type)} balance entries, newest first`}>
              {ofType.map((entry, index) => (
                <Entry key={`${entry.occurredAt}-${index}`} entry={entry} />
              ))}
            </ol>
          )}
        </Tabs>
      )}
    </section>
  );
}
