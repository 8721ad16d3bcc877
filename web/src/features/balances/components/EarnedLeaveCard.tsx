// The Earned Leave Calculation card: the working days behind EL and 'Calculate & Update EL'.
import { LEAVE_TYPE_INFO, UI_MESSAGES } from '@leave/domain';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { DetailsList } from '@/components/ui/details-list/DetailsList';
import { Spinner } from '@/components/ui/spinner/Spinner';
import { useCalculateEarnedLeaveMutation } from '../api/calculate-earned-leave';
import { useGetEarnedLeaveDetailsQuery } from '../api/get-earned-leave-details';
import './balances.css';

export function EarnedLeaveCard() {
  const details = useGetEarnedLeaveDetailsQuery();
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
            ['Current EL Balance', `${data.currentELBalance} days`],
          ]}
        />
      )}
      <p className="muted el-note">EL: {LEAVE_TYPE_INFO.el.policy}.</p>
      <Button variant="success" busy={calculating} onClick={onCalculate}>
        {calculating ? 'Calculating...' : 'Calculate & Update EL'}
      </Button>
    </Card>
  );
}
