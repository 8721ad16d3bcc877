// The sign-in form: e-mail and password with a show/hide toggle, domain's validation messages, an error
// banner that survives a reload and goes away when either input gets focus, and 'Signing in...'. In demo
// mode the demo accounts below it fill the form on a click. With OIDC configured, the college account's
// button; coming back from it (`?signIn=oidc`) the page collects the session, or says why there is none
// (`?signInError=`).
import { dashboardPathFor, FORGOT_PASSWORD_MESSAGES, signInLinkRefusalText, SIGN_IN_LINK_REFUSALS, UI_MESSAGES, type DemoAccountDto } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner/Banner';
import { Button } from '@/components/ui/button/Button';
import { PasswordField, TextField } from '@/components/ui/form-field/TextField';
import { AUTH_TOAST_DURATION_MS, toast } from '@/components/ui/toasts/toasts-slice';
import { paths } from '@/config/paths';
import { translateText } from '@/lib/i18n/texts';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useAppDispatch } from '@/lib/store-hooks';
import { useLoginError } from '../login-error-storage';
import { startSession } from '@/lib/auth/session';
import { useSignIn } from '../sign-in';
import { AuthLayout } from './AuthLayout';
import { DemoAccounts } from './DemoAccounts';
import { CollegeAccountButton } from './CollegeAccountButton';
import { PasskeySignInButton, passkeySignInOffered } from './PasskeySignInButton';
import { useCollectCollegeSignInMutation, useGetAuthConfigQuery } from '../api/college-account';

/**
 * The first screen most visits show checks what is typed without zod (issue 24): domain's sign-in checks,
 * the functions its zod fields (and so the server) run, are a file with no import, whose `safeParse` makes
 * the module itself a schema. It is fetched just after the page is painted, not as part of the initial
 * JavaScript, which has no byte to spare (docs/decisions/0094-initial-javascript.md).
 */
const loadSignInChecks = () => import('@leave/domain/contracts/sign-in');

export function LoginForm() {
  const form = useSchemaForm(loadSignInChecks, { email: '', password: '' });
  const [bannerError, setBannerError] = useLoginError();
  const [submitting, setSubmitting] = useState(false);
  const signIn = useSignIn();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const [collectCollegeSignIn] = useCollectCollegeSignInMutation();
  // Another way in only where there is one: the college's account (OIDC configured) or a passkey used in
  // this browser before; otherwise the page is the product description's.
  const { data: authConfig } = useGetAuthConfigQuery();
  const otherWaysIn = Boolean(authConfig?.oidc) || passkeySignInOffered();
  const returning = searchParams.get('signIn') === 'oidc';
  const refusal = signInLinkRefusalText(searchParams.get('signInError'));

  const arrivalHandled = useRef(false);

  // Back from the college account: collect the session once (the ref: React may run an effect twice),
  // then leave the address clean.
  useEffect(() => {
    if ((!returning && refusal === null) || arrivalHandled.current) return;
    arrivalHandled.current = true;
    setSearchParams({}, { replace: true });
    if (refusal !== null) {
      setBannerError(refusal);
      return;
    }
    void collectCollegeSignIn().then((result) => {
      if (!result.data?.token) {
        setBannerError(SIGN_IN_LINK_REFUSALS.handoffExpired);
        return;
      }
      setBannerError(null);
      dispatch(startSession({ token: result.data.token, user: result.data.user }));
      dispatch(toast.success(UI_MESSAGES.loginSuccess, AUTH_TOAST_DURATION_MS.success));
      void navigate(dashboardPathFor(result.data.user.role), { replace: true });
    });
  }, [returning, refusal, setSearchParams, setBannerError, collectCollegeSignIn, dispatch, navigate]);

  const dismissBanner = () => {
    if (bannerError !== null) setBannerError(null);
  };

  // A demo account fills the form and hands the focus to Sign In: one more key or click signs in.
  const fillIn = (account: DemoAccountDto) => {
    form.setValue('email', account.email);
    form.setValue('password', account.password);
    dismissBanner();
    formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  };

  const onSubmit = form.handleSubmit(
    async (credentials) => {
      setSubmitting(true);
      try {
        const outcome = await signIn(credentials);
        if (!outcome.ok) {
          setBannerError(outcome.message || UI_MESSAGES.invalidCredentials);
          return;
        }
        setBannerError(null);
        dispatch(startSession({ token: outcome.token, user: outcome.user }));
        dispatch(toast.success(UI_MESSAGES.loginSuccess, AUTH_TOAST_DURATION_MS.success));
        void navigate(dashboardPathFor(outcome.user.role), { replace: true });
      } catch {
        setBannerError(UI_MESSAGES.invalidCredentials);
      } finally {
        setSubmitting(false);
      }
    },
    // The sign-in checks could not be fetched: nothing was sent; a click again tries once more.
    () => setBannerError(UI_MESSAGES.loginFailed),
  );

  return (
    <AuthLayout
      title={t`Sign In`}
      subtitle={t`Sign in to your account to manage leave applications`}
      footer={
        <p>
          {/* Two messages, not <Trans>: the sign-in page's first load stays without Lingui's React part. */}
          {t`Don't have an account?`} <Link to={paths.register}>{t`Create one here`}</Link>
        </p>
      }
    >
      {bannerError && (
        <Banner tone="error" title={t`Login failed`} onDismiss={() => setBannerError(null)} dismissLabel={t`Dismiss error`}>
          {/* Kept as written (a domain text in English, or a server's refusal): shown in the language chosen. */}
          <p>{translateText(bannerError)}</p>
        </Banner>
      )}
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate aria-label={t`Sign in`}>
        <TextField label={t`Email Address`} type="email" autoComplete="email" {...form.bind('email')} onFocus={dismissBanner} required />
        <PasswordField label={t`Password`} autoComplete="current-password" {...form.bind('password')} onFocus={dismissBanner} required />
        <p className="auth-form__forgot">
          <Link to={paths.forgotPassword}>{translateText(FORGOT_PASSWORD_MESSAGES.link)}</Link>
        </p>
        <Button type="submit" busy={submitting}>
          {submitting ? translateText(UI_MESSAGES.signingIn) : t`Sign In`}
        </Button>
      </form>
      {otherWaysIn && (
        <div className="alternative-sign-in">
          <p className="alternative-sign-in__or">{t`or`}</p>
          <PasskeySignInButton
            onSignedIn={(result) => {
              setBannerError(null);
              dispatch(startSession({ token: result.token, user: result.user }));
              dispatch(toast.success(UI_MESSAGES.loginSuccess, AUTH_TOAST_DURATION_MS.success));
              void navigate(dashboardPathFor(result.user.role), { replace: true });
            }}
            onError={setBannerError}
          />
          <CollegeAccountButton />
        </div>
      )}
      <DemoAccounts onPick={fillIn} />
    </AuthLayout>
  );
}
