// HOD profile: 'Head of Department', view / Edit Profile / Change Password, and the balance history.
import { useSession } from '@/lib/auth/use-session';
import { Card } from '@/components/ui/card/Card';
import { BalanceHistory } from '@/features/balances/components/BalanceHistory';
import { ProfileScreen } from '@/features/profile/components/ProfileScreen';

export function HodProfilePage() {
  const { user } = useSession();
  return user ? (
    <ProfileScreen
      user={user}
      extra={
        <Card>
          <BalanceHistory userId={user._id} own headingLevel={2} />
        </Card>
      }
    />
  ) : null;
}
