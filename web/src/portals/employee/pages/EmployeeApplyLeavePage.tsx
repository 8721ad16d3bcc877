// Employee apply-leave screen: the working-days form against the employee's balances.
import { useEmployeeBalances } from '@/features/balances/use-balances';
import { useSession } from '@/lib/auth/use-session';
import { ApplyLeaveScreen } from '@/portals/shared/ApplyLeaveScreen';

export function EmployeeApplyLeavePage() {
  const { user } = useSession();
  const { balances } = useEmployeeBalances(user);
  return <ApplyLeaveScreen applicant="employee" balances={balances} />;
}
