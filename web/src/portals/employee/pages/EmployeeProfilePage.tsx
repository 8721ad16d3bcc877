// Employee profile: the green profile screen plus the Leave Balance and Earned Leave Calculation cards and
// the balance history, the e-mail notifications and push on this device.
import { useSession } from '@/lib/auth/use-session';
import { Card } from '@/components/ui/card/Card';
import { BalanceHistory } from '@/features/balances/components/BalanceHistory';
import { EarnedLeaveCard } from '@/features/balances/components/EarnedLeaveCard';
import { LeaveBalanceCard } from '@/features/balances/components/LeaveBalanceCard';
import { useEmployeeBalances } from '@/features/balances/use-balances';
import { ProfileScreen } from '@/features/profile/components/ProfileScreen';
import { EmailPreferencesCard } from '@/features/notifications/components/EmailPreferencesCard';
import { PushNotificationsCard } from '@/features/push/components/PushNotificationsCard';
import { useForgetPushSubscription } from '@/features/push/use-forget-push-subscription';
import { SignInLinks } from '@/features/sign-in-links/components/SignInLinks';
import { PasskeysCard } from '@/features/passkeys/components/PasskeysCard';
import { SessionsCard } from '@/features/auth/components/SessionsCard';

export function EmployeeProfilePage() {
  const { user } = useSession();
  // 'Sign out everywhere' ends this browser's push subscription first, as the sign-out button does.
  const forgetPush = useForgetPushSubscription();
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
          <SignInLinks userId={user._id} headingLevel={2} />
          <PasskeysCard />
          <SessionsCard beforeSignOut={forgetPush} />
          <EmailPreferencesCard />
          <PushNotificationsCard />
        </>
      }
    />
  );
}
