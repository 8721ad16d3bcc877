// Employee profile: the green profile screen plus the Leave Balance and Earned Leave Calculation cards and
// the balance history, the stand-in for an office they hold (issue 43), the e-mail notifications and push on this device.
import { useSession } from '@/lib/auth/use-session';
import { Card } from '@/components/ui/card/Card';
import { BalanceHistory } from '@/features/balances/components/BalanceHistory';
import { EarnedLeaveCard } from '@/features/balances/components/EarnedLeaveCard';
import { LeaveBalanceCard } from '@/features/balances/components/LeaveBalanceCard';
import { useEmployeeBalances } from '@/features/balances/use-balances';
import { useGetOfficesQuery } from '@/features/offices/api/offices';
import { ProfileScreen } from '@/features/profile/components/ProfileScreen';
import { OfficeStandInManager } from '@/features/stand-ins/components/OfficeStandInManager';
import { AccountCards } from '@/portals/shared/AccountCards';

export function EmployeeProfilePage() {
  const { user } = useSession();
  const { data: offices = [] } = useGetOfficesQuery();
  const { balances, current } = useEmployeeBalances(user);
  if (!user) return null;
  return (
    <ProfileScreen
      user={user}
      extra={
        <>
          <div className="grid-2">
            <LeaveBalanceCard balances={balances} current={current} />
            <EarnedLeaveCard />
          </div>
          <Card>
            <BalanceHistory userId={user._id} own headingLevel={2} />
          </Card>
          {/* Only for a holder of an office of the approval routes (a Principal): their stand-in. */}
          <OfficeStandInManager holder={user} offices={offices} />
          <AccountCards userId={user._id} />
        </>
      }
    />
  );
}
