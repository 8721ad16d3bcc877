// Admin profile: the 'Administrator' card, read-only details, Edit Profile and Change Password, the college account link, the passkeys, the e-mail notifications and push on this device.
import { useSession } from '@/lib/auth/use-session';
import { ProfileScreen } from '@/features/profile/components/ProfileScreen';
import { EmailPreferencesCard } from '@/features/notifications/components/EmailPreferencesCard';
import { PushNotificationsCard } from '@/features/push/components/PushNotificationsCard';
import { useForgetPushSubscription } from '@/features/push/use-forget-push-subscription';
import { SignInLinks } from '@/features/sign-in-links/components/SignInLinks';
import { PasskeysCard } from '@/features/passkeys/components/PasskeysCard';
import { SessionsCard } from '@/features/auth/components/SessionsCard';

export function AdminProfilePage() {
  const { user } = useSession();
  // 'Sign out everywhere' ends this browser's push subscription first, as the sign-out button does.
  const forgetPush = useForgetPushSubscription();
  return user ? <ProfileScreen user={user} extra={
        <>
          <SignInLinks userId={user._id} headingLevel={2} />
          <PasskeysCard />
          <SessionsCard beforeSignOut={forgetPush} />
          <EmailPreferencesCard />
          <PushNotificationsCard />
        </>
      } /> : null;
}
