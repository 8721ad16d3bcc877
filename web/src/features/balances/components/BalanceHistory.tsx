// 'Balance history': a person's ledger, one leave type at a time (tabs), newest entry first, each saying
// what changed the balance, by how much, what it became, for which period, why and who did it. A list of
// short blocks rather than a table, so that it reads on a phone.
import { balanceTypes, leaveTypeName, ROLE_LABELS, periodLabel, leaveCodeLabel, type BalanceEntryKind, type BalanceLedgerEntryDto, type LeaveCode } from '@leave/domain';
import { plural, t } from '@lingui/core/macro';
import { usePolicyInForce } from '@/lib/policy';
import { useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { Tabs } from '@/components/ui/tabs/Tabs';
import { formatDateTime } from '@/lib/dates';
import { translateStoredText, translateText } from '@/lib/i18n/texts';
import { useGetBalanceLedgerQuery } from '../api/get-balance-ledger';
import { halfYearText } from '../half-year-text';
import './balances.css';

/** What changed the balance, in the language shown. */
function kindLabel(kind: BalanceEntryKind): string {
  switch (kind) {
    case 'granted':
      return t`Granted`;
    case 'reset':
      return t`Reset`;
    case 'debited':
      return t`Leave taken`;
    case 'credited':
      return t`Earned`;
    case 'adjusted':
      return t`Adjusted`;
    case 'lapsed':
      return t`Lapsed`;
  }
}

/** '+2 days', '−2 days', 'no change'. */
function signedDays(days: number): string {
  if (days === 0) return t`no change`;
  const count = Math.abs(days);
  const amount = plural(count, { one: '# day', other: '# days' });
  return days > 0 ? `+${amount}` : `\u2212${amount}`;
}

function periodText(period: string | null): string | null {
  if (period === null) return null;
  const milestone = /^milestone-(\d+)$/.exec(period);
  if (!milestone) return halfYearText(periodLabel(period));
  const years = Number(milestone[1]) * 3;
  return t`${years} years of service`;
}

function Entry({ entry }: { entry: BalanceLedgerEntryDto }) {
  const period = periodText(entry.period);
  const direction = entry.days > 0 ? 'up' : entry.days < 0 ? 'down' : 'none';
  const after = entry.balanceAfter;
  const role = ROLE_LABELS[entry.actor.role];
  return (
    <li className="balance-entry">
      <p className="balance-entry__head">
        <strong>{kindLabel(entry.kind)}</strong>
        <span className={`balance-entry__days balance-entry__days--${direction}`}>{signedDays(entry.days)}</span>
        <span className="balance-entry__after">{t`Balance: ${after} days`}</span>
      </p>
      <p className="balance-entry__reason">
        {translateStoredText(entry.reason)}
        {period && <span className="muted"> · {period}</span>}
      </p>
      <p className="balance-entry__meta muted">
        <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time> · {entry.actor.name} ({role ? translateText(role) : entry.actor.role})
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
  const count = ofType[0]?.balanceAfter ?? 0;
  const code = leaveCodeLabel(type);

  return (
    <section className="balance-history" aria-labelledby={headingId}>
      <Heading id={headingId} className="balance-history__title">
        {t`Balance history`}
      </Heading>
      {isLoading && <Spinner label={t`Loading balance history...`} />}
      {isError && <p className="muted">{t`The balance history could not be loaded.`}</p>}
      {!isLoading && !isError && (
        <Tabs label={t`Leave type`} tabs={codes.map((key) => ({ key, label: leaveCodeLabel(key) }))} selected={type} onSelect={setType}>
          <p className="balance-history__now">
            {translateText(leaveTypeName(type, policy.leaveTypes))}: <strong>{t`${count} days`}</strong>
          </p>
          {ofType.length === 0 ? (
            <p className="muted">{t`No entries yet.`}</p>
          ) : (
            <ol className="balance-history__list" aria-label={t`${code} balance entries, newest first`}>
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
