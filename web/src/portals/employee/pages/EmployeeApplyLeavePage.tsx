// Employee apply-leave screen: balances, the working-days form, the guidelines and the policy table.
import { Card } from '@/components/ui/card/Card';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { useSession } from '@/lib/auth/use-session';
import { BalancePanel } from '@/features/balances/components/BalancePanel';
import { useEmployeeBalances } from '@/features/balances/use-balances';
import { ApplyLeaveForm } from '@/features/leaves/components/ApplyLeaveForm';
import { LeaveGuidelines, LeavePolicyReference } from '@/features/leaves/components/LeavePolicyReference';

export function EmployeeApplyLeavePage() {
  const { user } = useSession();
  const { balances } = useEmployeeBalances(user);

  return (
    <>
      <PageHeader title="Apply for Leave" subtitle="Working days only: Saturdays and Sundays are not counted." />
      <Card title="Your Leave Balance">
        <BalancePanel balances={balances} />
      </Card>
      <ApplyLeaveForm applicant="employee" balances={balances} />
      <div className="grid-2">
        <LeaveGuidelines />
        <LeavePolicyReference />
      </div>
    </>
  );
}
