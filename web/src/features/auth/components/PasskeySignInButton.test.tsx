import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFor, fakeToken, hodUser } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(async () => ({ id: 'a2V5', rawId: 'a2V5', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' }, clientExtensionResults: {} })),
}));

describe('signing in with a passkey', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
    window.localStorage.setItem('passkeyUsedHere', '1');
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
    window.localStorage.removeItem('passkeyUsedHere');
  });

  it('is not offered in a browser no passkey was used in: the sign-in page is the product description\'s', async () => {
    window.localStorage.removeItem('passkeyUsedHere');
    renderApp({ path: '/login', api: {} });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('signs in with what the authenticator signed and opens the dashboard', async () => {
    const token = fakeToken();
    const { user, router, api } = renderApp({
      path: '/login',
      api: { ...apiFor(hodUser), 'POST /auth/passkey/options': ok({ options: { challenge: 'Y2g' } }), 'POST /auth/passkey': ok({ user: hodUser, token }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hod/dashboard'));
    expect(api.calls.find((call) => call.path === '/auth/passkey')?.body).toMatchObject({ credential: { id: 'a2V5' } });
  });

  it("shows the server's refusal", async () => {
    const { user } = renderApp({
      path: '/login',
      api: { 'POST /auth/passkey/options': ok({ options: { challenge: 'Y2g' } }), 'POST /auth/passkey': fail(401, 'This passkey is not registered here. Sign in with your password and add it on your profile.') },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(/This passkey is not registered here/)).toBeInTheDocument();
  });
});
