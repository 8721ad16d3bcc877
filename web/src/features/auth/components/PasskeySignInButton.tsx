// 'Sign in with a passkey' under the sign-in form, in browsers that have WebAuthn and have been used with a
// passkey (lib/passkey-hint). The browser library is loaded on the click, not with the sign-in page. A
// passkey the person cancels is no error worth a banner.
import type { AuthResult } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { serverMessage } from '@/lib/api-error';
import { passkeyUsedHere, rememberPasskeyHere } from '@/lib/passkey-hint';
import { usePasskeySignInMutation, usePasskeySignInOptionsMutation } from '../api/passkey-sign-in';

export interface PasskeySignInButtonProps {
  onSignedIn: (result: AuthResult & { token: string }) => void;
  onError: (message: string) => void;
}

const passkeyFailed = () => t`Signing in with a passkey did not work. Please try again or use your password.`;

/** Whether the sign-in page offers a passkey: WebAuthn is there and a passkey was used in this browser. */
export function passkeySignInOffered(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && passkeyUsedHere();
}

export function PasskeySignInButton({ onSignedIn, onError }: PasskeySignInButtonProps) {
  const [getOptions] = usePasskeySignInOptionsMutation();
  const [signIn] = usePasskeySignInMutation();
  const [busy, setBusy] = useState(false);
  if (!passkeySignInOffered()) return null;

  const onClick = async () => {
    setBusy(true);
    try {
      const options = await getOptions().unwrap();
      const { startAuthentication } = await import('@simplewebauthn/browser');
      let credential;
      try {
        credential = await startAuthentication({ optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
      } catch {
        return;
      }
      const result = await signIn({ credential });
      if (result.data?.token) {
        rememberPasskeyHere();
        onSignedIn({ user: result.data.user, token: result.data.token });
      } else onError(serverMessage(result.error) ?? passkeyFailed());
    } catch {
      onError(passkeyFailed());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" className="passkey-sign-in" busy={busy} onClick={() => void onClick()}>
      {busy ? t`Waiting for your passkey...` : t`Sign in with a passkey`}
    </Button>
  );
}
