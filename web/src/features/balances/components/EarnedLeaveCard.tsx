// The Earned Leave Calculation card: the working days behind EL and 'Calculate & Update EL'. Its 'Current
// EL Balance' is the ledger's, the figure the Leave Balance card beside it shows (issue 25: the card showed
// what a calculation would set, a second answer to one question); what the next calculation would change
// is said in words under it.
import { LEAVE_TYPE_INFO, UI_MESSAGES, type EarnedLeaveDetailsDto } from '@leave/domain';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { DetailsList } from '@/components/ui/details-list/DetailsList';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { useCalculateEarnedLeaveMutation } from '../api/calculate-earned-leave';
import { useGetCurrentBalancesQuery } from '../api/get-current-balances';
import { useGetEarnedLeaveDetailsQuery } from '../api/get-earned-leave-details';
import './balances.css';

const days = (n: number) => `${n} ${Math.abs(n) === 1 ? 'day' : 'days'}`;

/** What 'Calculate & Update EL' would do to the ledger's EL: nothing, or set it to the figure computed now. */
export function nextCalculationText(ledgerEl: number, details: EarnedLeaveDetailsDto): string {
  const next = details.currentELBalance;
  if (next === ledgerEl) return `Calculate & Update EL now would keep EL at ${days(next)}.`;
  const change = next - ledgerEl;
  return `Calculate & Update EL now would set EL to ${days(next)} (${change > 0 ? '+' : '−'}${days(Math.abs(change))}): the ${days(details.earnedLeave)} earned this year less the EL approved this year.`;
}

export function EarnedLeaveCard() {
  const details = useGetEarnedLeaveDetailsQuery();
  // The same cached answer as the Leave Balance card's: one EL figure on the screen.
  const ledgerEl = useGetCurrentBalancesQuery().data?.el;
  const [calculate, { isLoading: calculating }] = useCalculateEarnedLeaveMutation();

  useEffect(() => {
    if (details.isError) window.alert(UI_MESSAGES.earnedLeaveFetchFailed);
  }, [details.isError]);

  const onCalculate = async () => {
    const result = await calculate();
    window.alert(result.error ? UI_MESSAGES.earnedLeaveCalculateFailed : UI_MESSAGES.earnedLeaveCalculated);
  };

  const data = details.data;
  return (
    <Card title="Earned Leave Calculation">
      {details.isLoading && <Spinner label="Loading earned leave..." />}
      {data && (
        <DetailsList
          rows={[
            ['Total Working Days', data.totalWorkingDays],
            ['Actual Working Days', data.actualWorkingDays],
            ['Earned Leave', `${data.earnedLeave} days`],
            ['Current EL Balance', ledgerEl === undefined ? '–' : `${ledgerEl} days`],
          ]}
        />
      )}
      {data && ledgerEl !== undefined && <p className="el-next">{nextCalculationText(ledgerEl, data)}</p>}
      <p className="muted el-note">EL: {LEAVE_TYPE_INFO.el.policy}.</p>
      <Button variant="success" busy={calculating} onClick={onCalculate}>
        {calculating ? 'Calculating...' : 'Calculate & Update EL'}
      </Button>
    </Card>
  );
}
