// HOD profile: 'Head of Department', view / Edit Profile / Change Password, the balance history, the stand-in and the e-mail notifications.
import { useSession } from '@/lib/auth/use-session';
import { Card } from '@/components/ui/card/Card';
import { BalanceHistory } from '@/features/balances/components/BalanceHistory';
import { ProfileScreen } from '@/features/profile/components/ProfileScreen';
import { EmailPreferencesCard } from '@/features/notifications/components/EmailPreferencesCard';
import { StandInManager } from '@/features/stand-ins/components/StandInManager';
import { useGetUsersQuery } from '@/features/users/api/get-users';

export function HodProfilePage() {
  const { user } = useSession();
  // The HOD names a stand-in from their department's people (another HOD by the admin's screen too).
  const { data: people = [] } = useGetUsersQuery();
  return user ? (
    <ProfileScreen
      user={user}
      extra={
        <>
          <Card>
            <BalanceHistory userId={user._id} own headingLevel={2} />
          </Card>
          <StandInManager hods={[user]} candidates={people.filter((person) => person.isActive)} />
          <EmailPreferencesCard />
        </>
      }
    />
  ) : null;
}
