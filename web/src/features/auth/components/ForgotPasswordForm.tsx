// 'Forgot password?' (issue 26): the e-mail address to send a set-password link to. The answer is the
// same whether or not the address has an account, so the page shows it as it comes; a 429 says to wait.
import { forgotPasswordSchema, PASSWORD_LINK_MESSAGES } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { TransScope } from '@/lib/i18n/TransScope';
import { useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner/Banner';
import { Button } from '@/components/ui/button/Button';
import { TextField } from '@/components/ui/form-field/TextField';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-error';
import { translateText } from '@/lib/i18n/texts';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useForgotPasswordMutation } from '../api/password-links';
import { AuthLayout } from './AuthLayout';

export function ForgotPasswordForm() {
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const result = await forgotPassword({ email });
    if (result.error) {
      setAnswer({ tone: 'error', text: serverMessage(result.error) ?? PASSWORD_LINK_MESSAGES.requestFailed });
      return;
    }
    setAnswer({ tone: 'success', text: result.data.message || PASSWORD_LINK_MESSAGES.requested });
  });

  return (
    <AuthLayout
      title={translateText(PASSWORD_LINK_MESSAGES.forgot)}
      subtitle={translateText(PASSWORD_LINK_MESSAGES.forgotSubtitle)}
      footer={
        <p>
          <TransScope>
            <Trans>
              Remembered it? <Link to={paths.login}>Back to sign in</Link>
            </Trans>
          </TransScope>
        </p>
      }
    >
      {answer && (
        <Banner tone={answer.tone} title={translateText(answer.tone === 'success' ? PASSWORD_LINK_MESSAGES.sentTitle : PASSWORD_LINK_MESSAGES.notSentTitle)}>
          <p>{translateText(answer.text)}</p>
        </Banner>
      )}
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={t`Forgot password`}>
        <TextField label={t`Email Address`} type="email" autoComplete="email" {...form.bind('email')} required />
        <Button type="submit" busy={isLoading}>
          {translateText(isLoading ? PASSWORD_LINK_MESSAGES.sending : PASSWORD_LINK_MESSAGES.send)}
        </Button>
      </form>
    </AuthLayout>
  );
}
