// Beside an open application its approver decides (issue 49, decision 0380): the applicant's balance of the
// type now and after this approval, and who else of the department is away on its days, by name and day (a
// half day marked), read from GET /leaves/:id/decision-context. The figures are domain's (decisionBalance,
// departmentAwayColleagues) computed on the server; this only words them.
import { leaveCodeLabel, type LeaveDecisionContextDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { StatusBadge } from '@/components/ui/badge/Badge';
import { DetailsList } from '@/components/ui/details-list/DetailsList';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { formatDayCount, formatShortDay } from '@/lib/dates';
import type { CalendarDate } from '@leave/domain';
import { useGetDecisionContextQuery } from '../api/get-decision-context';

type AwayDay = LeaveDecisionContextDto['away'][number]['days'][number];

function dayText(day: AwayDay): string {
  const date = formatShortDay(day.date as CalendarDate);
  if (day.half === 'first') return t`${date} (morning)`;
  if (day.half === 'second') return t`${date} (afternoon)`;
  return date;
}

/** Below 0: how many days the application lacks ('1.5 days short'). */
function shortBy(after: number): string {
  const days = formatDayCount(-after);
  return t`${days} short`;
}

function BalanceFigures({ balance }: { balance: NonNullable<LeaveDecisionContextDto['balance']> }) {
  const code = leaveCodeLabel(balance.leaveType);
  const short = balance.after < 0;
  return (
    <>
      <DetailsList
        rows={[
          [t`${code} balance now`, formatDayCount(balance.balance)],
          balance.heldByOthers > 0 && [t`Held by other open applications`, formatDayCount(balance.heldByOthers)],
          [t`Available now`, formatDayCount(balance.available)],
          [t`Left after this approval`, <strong className={short ? 'decision-context__short' : undefined}>{short ? shortBy(balance.after) : formatDayCount(balance.after)}</strong>],
        ]}
      />
      {short && <p className="decision-context__short" role="note">{t`This application takes more days than the applicant has available.`}</p>}
    </>
  );
}

export function DecisionContextPanel({ leaveId }: { leaveId: string }) {
  const { data, isLoading, isError } = useGetDecisionContextQuery(leaveId);
  const headingId = `decision-context-${leaveId}`;
  if (data && !data.open) return null;
  return (
    <section className="decision-context" aria-labelledby={headingId}>
      <h3 id={headingId} className="decision-context__title">
        {t`Before you decide`}
      </h3>
      {isLoading && <Spinner label={t`Loading the balance and who is away...`} />}
      {isError && <p className="muted">{t`The balance and who else is away could not be loaded.`}</p>}
      {data && (
        <>
          {data.balance ? <BalanceFigures balance={data.balance} /> : <p className="muted">{t`This leave is taken without a balance.`}</p>}
          <h4 className="decision-context__subtitle">{t`Also away in the department`}</h4>
          {data.away.length === 0 ? (
            <p className="muted">{t`Nobody else in the department is away on these days.`}</p>
          ) : (
            <ul className="decision-context__away">
              {data.away.map((colleague) => (
                <li key={`${colleague._id}-${colleague.days[0]?.date ?? ''}`}>
                  <strong>{colleague.name}</strong> <span className="muted">{leaveCodeLabel(colleague.leaveType)}</span> <StatusBadge status={colleague.status} />
                  <span className="decision-context__days">{colleague.days.map(dayText).join(', ')}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
