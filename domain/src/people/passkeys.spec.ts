import { describe, expect, it } from 'vitest';
import { challengeOf, passkeySignInBody, relyingPartyOf } from './passkeys';

const b64u = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('passkeys', () => {
  it("take the relying party from APP_URL: its host, and its origin", () => {
    expect(relyingPartyOf('https://leave.college.edu/app')).toEqual({ id: 'leave.college.edu', origin: 'https://leave.college.edu' });
    expect(relyingPartyOf('http://localhost:3000')).toEqual({ id: 'localhost', origin: 'http://localhost:3000' });
  });

  it('read the challenge a browser signed from its client data, and nothing from garbage', () => {
    expect(challengeOf(b64u(JSON.stringify({ type: 'webauthn.get', challenge: 'abc-_1' })))).toBe('abc-_1');
    expect(challengeOf(b64u('not json'))).toBeNull();
    expect(challengeOf(b64u(JSON.stringify({ challenge: 42 })))).toBeNull();
    expect(challengeOf('%%%')).toBeNull();
  });

  it('accept an assertion as the browser package returns it, and refuse one that is not base64url', () => {
    const credential = { id: 'a2V5', rawId: 'a2V5', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' }, clientExtensionResults: {} };
    expect(passkeySignInBody.safeParse({ credential }).success).toBe(true);
    expect(passkeySignInBody.safeParse({ credential: { ...credential, id: 'a b' } }).success).toBe(false);
    expect(passkeySignInBody.safeParse({ credential: { ...credential, type: 'password' } }).success).toBe(false);
  });
});
