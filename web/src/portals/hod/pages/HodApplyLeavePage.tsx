// HOD apply-leave screen: balances, the calendar-days form with its success banner, the guidelines and
// the policy table.
import { Card } from '@/components/ui/card/Card';
import { PageHeader } from '@/components/ui/page-header/PageHeader';
import { BalancePanel } from '@/features/balances/components/BalancePanel';
import { useHodBalances } from '@/features/balances/use-balances';
import { ApplyLeaveForm } from '@/features/leaves/components/ApplyLeaveForm';
import { LeaveGuidelines, LeavePolicyReference } from '@/features/leaves/components/LeavePolicyReference';

export function HodApplyLeavePage() {
  const { balances } = useHodBalances();
  return (
    <>
      <PageHeader title="Apply for Leave" subtitle="Calendar days are counted, weekends included." />
      <Card title="Your Leave Balance">
        <BalancePanel balances={balances} />
      </Card>
      <ApplyLeaveForm applicant="hod" balances={balances} />
      <div className="grid-2">
        <LeaveGuidelines />
        <LeavePolicyReference />
      </div>
    </>
  );
}
