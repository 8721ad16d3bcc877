// HOD profile: 'Head of Department', view / Edit Profile / Change Password, the balance history, the stand-in (and one for an office they hold, issue 43), the e-mail notifications and push on this device.
import { useSession } from '@/lib/auth/use-session';
import { Card } from '@/components/ui/card/Card';
import { BalanceHistory } from '@/features/balances/components/BalanceHistory';
import { useGetOfficesQuery } from '@/features/offices/api/offices';
import { ProfileScreen } from '@/features/profile/components/ProfileScreen';
import { OfficeStandInManager } from '@/features/stand-ins/components/OfficeStandInManager';
import { StandInManager } from '@/features/stand-ins/components/StandInManager';
import { AccountCards } from '@/portals/shared/AccountCards';

export function HodProfilePage() {
  const { user } = useSession();
  const { data: offices = [] } = useGetOfficesQuery();
  return user ? (
    <ProfileScreen
      user={user}
      extra={
        <>
          <Card>
            <BalanceHistory userId={user._id} own headingLevel={2} />
          </Card>
          {/* The HOD names a stand-in from their department's people, searched on the server. */}
          <StandInManager hod={user} />
          <OfficeStandInManager holder={user} offices={offices} />
          <AccountCards userId={user._id} />
        </>
      }
    />
  ) : null;
}
