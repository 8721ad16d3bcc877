// The page of an e-mailed set-password link (issue 26): /set-password#<secret>. The secret is read from
// the address's fragment (which no server sees) and the fragment is then cleared from the address bar.
// A used, expired or unknown link gets a clear page that says to ask for a new one; a password set
// sends the person to sign in with it (every session they had has ended).
import { PASSWORD_LINK_MESSAGES, PASSWORD_MIN, setPasswordSchema } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Banner } from '@/components/ui/banner/Banner';
import { Button } from '@/components/ui/button/Button';
import { PasswordField } from '@/components/ui/form-field/TextField';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { paths } from '@/config/paths';
import { errorStatus, serverMessage } from '@/lib/api-error';
import { endSession } from '@/lib/auth/session';
import { translateText } from '@/lib/i18n/texts';
import { useSession } from '@/lib/auth/use-session';
import { useAppDispatch } from '@/lib/store-hooks';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSetPasswordMutation } from '../api/password-links';
import { AuthLayout } from './AuthLayout';

const LINK_SECRET = /^[A-Za-z0-9_-]{1,200}$/;

/** The secret in the address's fragment, or null when there is none that could be one. */
function secretOf(hash: string): string | null {
  const secret = hash.replace(/^#/, '');
  return LINK_SECRET.test(secret) ? secret : null;
}

function LinkRefused() {
  return (
    <AuthLayout
      title={translateText(PASSWORD_LINK_MESSAGES.refusedTitle)}
      footer={
        <p>
          <Link to={paths.login}>{t`Back to sign in`}</Link>
        </p>
      }
    >
      <Banner tone="error" title={translateText(PASSWORD_LINK_MESSAGES.refusedBanner)}>
        <p>{translateText(PASSWORD_LINK_MESSAGES.invalid)}</p>
      </Banner>
      <p className="auth-page__action">
        <Link to={paths.forgotPassword}>{translateText(PASSWORD_LINK_MESSAGES.askAgain)}</Link>
      </p>
    </AuthLayout>
  );
}

export function SetPasswordPage() {
  // Read once, before the fragment is cleared.
  const [secret] = useState(() => secretOf(window.location.hash));
  const [refused, setRefused] = useState(secret === null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(setPasswordSchema, { newPassword: '', confirmPassword: '' });
  const [setPassword, { isLoading }] = useSetPasswordMutation();
  const { status } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    if (window.location.hash !== '') window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    if (secret === null) return;
    setFailure(null);
    const result = await setPassword({ token: secret, newPassword });
    if (result.error) {
      // The server's words come back in the language shown (lib/api-error): compared in the same language.
      const message = serverMessage(result.error);
      if (errorStatus(result.error) === 400 && message === translateText(PASSWORD_LINK_MESSAGES.invalid)) setRefused(true);
      else setFailure(message ?? PASSWORD_LINK_MESSAGES.setFailed);
      return;
    }
    // Every session of the person ended with the change, this browser's too.
    if (status === 'authenticated') dispatch(endSession());
    dispatch(toast.success(result.data.message || PASSWORD_LINK_MESSAGES.set));
    void navigate(paths.login, { replace: true });
  });

  if (refused) return <LinkRefused />;
  return (
    <AuthLayout title={translateText(PASSWORD_LINK_MESSAGES.setTitle)} subtitle={t`Choose a password of at least ${PASSWORD_MIN} characters. You will sign in with it.`}>
      {failure && (
        <Banner tone="error" title={t`Not set`} onDismiss={() => setFailure(null)} dismissLabel={t`Dismiss error`}>
          <p>{translateText(failure)}</p>
        </Banner>
      )}
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={t`Set your password`}>
        <PasswordField label={t`New Password`} autoComplete="new-password" minLength={PASSWORD_MIN} {...form.bind('newPassword')} required />
        <PasswordField label={t`Confirm New Password`} autoComplete="new-password" minLength={PASSWORD_MIN} {...form.bind('confirmPassword')} required />
        <Button type="submit" busy={isLoading}>
          {translateText(isLoading ? PASSWORD_LINK_MESSAGES.setting : PASSWORD_LINK_MESSAGES.setSubmit)}
        </Button>
      </form>
    </AuthLayout>
  );
}
