// The cards every staff profile ends with: the college account's sign-in links, the passkeys, the
// sessions, the e-mail notifications and push on this device.
import { EmailPreferencesCard } from '@/features/notifications/components/EmailPreferencesCard';
import { PushNotificationsCard } from '@/features/push/components/PushNotificationsCard';
import { useForgetPushSubscription } from '@/features/push/use-forget-push-subscription';
import { SignInLinks } from '@/features/sign-in-links/components/SignInLinks';
import { PasskeysCard } from '@/features/passkeys/components/PasskeysCard';
import { SessionsCard } from '@/features/auth/components/SessionsCard';
import { useGetAuthConfigQuery } from '@/features/auth/api/college-account';

export function AccountCards({ userId }: { userId: string }) {
  // 'Sign out everywhere' ends this browser's push subscription first, as the sign-out button does.
  const forgetPush = useForgetPushSubscription();
  const { data: authConfig } = useGetAuthConfigQuery();
  return (
    <>
      <SignInLinks userId={userId} headingLevel={2} connectable={Boolean(authConfig?.oidc)} />
      <PasskeysCard />
      <SessionsCard beforeSignOut={forgetPush} />
      <EmailPreferencesCard />
      <PushNotificationsCard />
    </>
  );
}
