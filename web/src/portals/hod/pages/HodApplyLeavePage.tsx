// HOD apply-leave screen: the calendar-days form, with its success banner, against the HOD's balances.
import { useHodBalances } from '@/features/balances/use-balances';
import { ApplyLeaveScreen } from '@/portals/shared/ApplyLeaveScreen';

export function HodApplyLeavePage() {
  const { balances } = useHodBalances();
  return <ApplyLeaveScreen applicant="hod" balances={balances} />;
}
