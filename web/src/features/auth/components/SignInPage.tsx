// The sign-in route: the form, or while the browser is offline or the api cannot be reached, 'You are
// offline' in the same card instead of a form that could only fail. The form comes back by itself once
// the api answers again (the notice keeps asking).
import { t } from '@lingui/core/macro';
import { OfflineNotice } from '@/components/ui/offline-notice/OfflineNotice';
import { useOffline } from '@/lib/connection/connection-slice';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';

export function SignInPage() {
  const offline = useOffline();
  if (!offline) return <LoginForm />;
  return (
    <AuthLayout title={t`Sign In`}>
      <OfflineNotice>
        <p>{t`Signing in needs a connection. The sign-in form comes back as soon as you are online again.`}</p>
      </OfflineNotice>
    </AuthLayout>
  );
}
