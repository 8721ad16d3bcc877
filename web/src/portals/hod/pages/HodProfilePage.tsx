// HOD profile: 'Head of Department', view / Edit Profile / Change Password, the balance history, the stand-in, the e-mail notifications and push on this device.
import { useSession } from '@/lib/auth/use-session';
import { Card } from '@/components/ui/card/Card';
import { BalanceHistory } from '@/features/balances/components/BalanceHistory';
import { ProfileScreen } from '@/features/profile/components/ProfileScreen';
import { EmailPreferencesCard } from '@/features/notifications/components/EmailPreferencesCard';
import { PushNotificationsCard } from '@/features/push/components/PushNotificationsCard';
import { useForgetPushSubscription } from '@/features/push/use-forget-push-subscription';
import { SignInLinks } from '@/features/sign-in-links/components/SignInLinks';
import { PasskeysCard } from '@/features/passkeys/components/PasskeysCard';
import { SessionsCard } from '@/features/auth/components/SessionsCard';
import { StandInManager } from '@/features/stand-ins/components/StandInManager';

export function HodProfilePage() {
  const { user } = useSession();
  // 'Sign out everywhere' ends this browser's push subscription first, as the sign-out button does.
  const forgetPush = useForgetPushSubscription();
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
          <SignInLinks userId={user._id} headingLevel={2} />
          <PasskeysCard />
          <SessionsCard beforeSignOut={forgetPush} />
          <EmailPreferencesCard />
          <PushNotificationsCard />
        </>
      }
    />
  ) : null;
}
