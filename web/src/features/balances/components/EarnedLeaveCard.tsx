// The Earned Leave Calculation card: the working days behind EL and 'Calculate & Update EL'. Its 'Current
// EL Balance' is the ledger's, the figure the Leave Balance card beside it shows (issue 25: the card showed
// what a calculation would set, a second answer to one question); what the next calculation would change
// is said in words under it.
import { LEAVE_TYPE_INFO, UI_MESSAGES, type EarnedLeaveDetailsDto } from '@leave/domain';
import { plural, t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { DetailsList } from '@/components/ui/details-list/DetailsList';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { translateText } from '@/lib/i18n/texts';
import { useCalculateEarnedLeaveMutation } from '../api/calculate-earned-leave';
import { useGetCurrentBalancesQuery } from '../api/get-current-balances';
import { useGetEarnedLeaveDetailsQuery } from '../api/get-earned-leave-details';
import './balances.css';

/** A figure of days as the card's rows show it ('117 days'). */
const daysFigure = (count: number | string) => t`${count} days`;

/** '1 day', '12 days' in the language shown. */
const days = (count: number) => plural(count, { one: '# day', other: '# days' });

/** What 'Calculate & Update EL' would do to the ledger's EL: nothing, or set it to the figure computed now. */
export function nextCalculationText(ledgerEl: number, details: EarnedLeaveDetailsDto): string {
  const next = details.currentELBalance;
  const nextDays = days(next);
  if (next === ledgerEl) return t`Calculate & Update EL now would keep EL at ${nextDays}.`;
  const change = next - ledgerEl;
  const sign = change > 0 ? '+' : '−';
  const changeDays = days(Math.abs(change));
  const earnedDays = days(details.earnedLeave);
  return t`Calculate & Update EL now would set EL to ${nextDays} (${sign}${changeDays}): the ${earnedDays} earned this year less the EL approved this year.`;
}

export function EarnedLeaveCard() {
  const details = useGetEarnedLeaveDetailsQuery();
  // The same cached answer as the Leave Balance card's: one EL figure on the screen.
  const ledgerEl = useGetCurrentBalancesQuery().data?.el;
  const [calculate, { isLoading: calculating }] = useCalculateEarnedLeaveMutation();

  useEffect(() => {
    if (details.isError) window.alert(translateText(UI_MESSAGES.earnedLeaveFetchFailed));
  }, [details.isError]);

  const onCalculate = async () => {
    const result = await calculate();
    window.alert(translateText(result.error ? UI_MESSAGES.earnedLeaveCalculateFailed : UI_MESSAGES.earnedLeaveCalculated));
  };

  const data = details.data;
  return (
    <Card title={t`Earned Leave Calculation`}>
      {details.isLoading && <Spinner label={t`Loading earned leave...`} />}
      {data && (
        <DetailsList
          rows={[
            [t`Total Working Days`, data.totalWorkingDays],
            [t`Actual Working Days`, data.actualWorkingDays],
            [t`Earned Leave`, daysFigure(data.earnedLeave)],
            [t`Current EL Balance`, ledgerEl === undefined ? '–' : daysFigure(ledgerEl)],
          ]}
        />
      )}
      {data && ledgerEl !== undefined && <p className="el-next">{nextCalculationText(ledgerEl, data)}</p>}
      <p className="muted el-note">EL: {translateText(LEAVE_TYPE_INFO.el.policy)}.</p>
      <Button variant="success" busy={calculating} onClick={onCalculate}>
        {calculating ? t`Calculating...` : t`Calculate & Update EL`}
      </Button>
    </Card>
  );
}
