// Whether this browser has been used with a passkey: set when a person adds a passkey here or signs in with
// one. The sign-in page offers 'Sign in with a passkey' only then, so that a college that never uses passkeys
// sees the sign-in page the product description shows
// (docs/decisions/0152-passkeys-discoverable-no-attestation-challenges-in-the.md). Storage may be unavailable
// (private windows): then the button is not offered and the password works as before.
const PASSKEY_HINT_KEY = 'passkeyUsedHere';

export function rememberPasskeyHere(): void {
  try {
    window.localStorage.setItem(PASSKEY_HINT_KEY, '1');
  } catch {
    // nothing to remember with
  }
}

export function passkeyUsedHere(): boolean {
  try {
    return window.localStorage.getItem(PASSKEY_HINT_KEY) === '1';
  } catch {
    return false;
  }
}
