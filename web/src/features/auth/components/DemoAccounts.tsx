// Demo mode's accounts under the sign-in form: a click fills the form with one of them (it does not sign
// in). Shown only when the server lists accounts, which it does in demo mode alone.
import { t } from '@lingui/core/macro';
import { normaliseDepartment, DEPARTMENTS, type DemoAccountDto } from '@leave/domain';
import { useId } from 'react';
import { useGetDemoAccountsQuery } from '../api/get-demo-accounts';

const codeOf = (label: string) => DEPARTMENTS.find((department) => department.label === normaliseDepartment(label))?.code ?? label;

function AccountButton({ account, onPick }: { account: DemoAccountDto; onPick: (account: DemoAccountDto) => void }) {
  return (
    <li>
      <button type="button" className="demo-account" onClick={() => onPick(account)}>
        <span className="demo-account__name">{account.name}</span>
        <span className="demo-account__detail">
          {account.email}
          {account.department && ` · ${codeOf(account.department)}`}
        </span>
      </button>
    </li>
  );
}

export function DemoAccounts({ onPick }: { onPick: (account: DemoAccountDto) => void }) {
  const { data: accounts = [] } = useGetDemoAccountsQuery();
  const titleId = useId();
  if (accounts.length === 0) return null;
  const admins = accounts.filter((account) => account.role === 'admin');
  const groups = [
    { key: 'hod', title: t`Heads of department`, members: accounts.filter((account) => account.role === 'hod') },
    { key: 'employee', title: t`Employees`, members: accounts.filter((account) => account.role === 'employee') },
  ];
  return (
    <section className="demo-accounts" aria-labelledby={titleId}>
      <h2 id={titleId} className="demo-accounts__title">
        {t`Demo accounts`}
      </h2>
      <p className="demo-accounts__hint">{t`Pick one to fill in the form, then sign in.`}</p>
      <ul className="demo-accounts__list">
        {admins.map((account) => (
          <AccountButton key={account.email} account={account} onPick={onPick} />
        ))}
      </ul>
      {groups.map(
        (group) =>
          group.members.length > 0 && (
            <details key={group.key} className="demo-accounts__group">
              <summary>
                {group.title} ({group.members.length})
              </summary>
              <ul className="demo-accounts__list">
                {group.members.map((account) => (
                  <AccountButton key={account.email} account={account} onPick={onPick} />
                ))}
              </ul>
            </details>
          ),
      )}
    </section>
  );
}
