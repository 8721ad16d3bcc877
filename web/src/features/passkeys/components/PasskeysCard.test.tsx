import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFor, employeeUser, fakeToken } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: vi.fn(async () => ({ id: 'bmV3', rawId: 'bmV3', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'oA' }, clientExtensionResults: {} })),
}));

const laptop = { id: 'bGFwdG9w', name: 'Work laptop', createdAt: '2026-11-20T09:30:00.000Z', lastUsedAt: null };

describe('Passkeys on the profile', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
  });

  it("lists the person's passkeys and removes one", async () => {
    let passkeys = [laptop];
    const { user, api } = renderApp({
      path: '/employee/profile',
      token: fakeToken(),
      api: {
        ...apiFor(employeeUser),
        'GET /users/me/passkeys': () => ok({ passkeys }),
        'DELETE /users/me/passkeys/:id': () => {
          passkeys = [];
          return ok({ id: laptop.id });
        },
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Passkeys' }));
    expect(await card.findByText('Work laptop')).toBeInTheDocument();
    expect(card.getByText(/never used/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Remove passkey Work laptop' }));
    expect(await screen.findByText('Passkey removed')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(`/users/me/passkeys/${laptop.id}`);
    await waitFor(() => expect(card.getByText(/No passkeys yet/)).toBeInTheDocument());
  });

  it('adds a passkey with the name given, in a browser with WebAuthn', async () => {
    Object.defineProperty(window, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true });
    const { user, api } = renderApp({
      path: '/employee/profile',
      token: fakeToken(),
      api: {
        ...apiFor(employeeUser),
        'GET /users/me/passkeys': ok({ passkeys: [] }),
        'POST /users/me/passkeys/options': ok({ options: { challenge: 'Y2hhbGxlbmdl' } }),
        'POST /users/me/passkeys': ok({ passkey: { ...laptop, name: 'Phone' } }),
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Passkeys' }));
    await user.type(card.getByLabelText(/Name of the new passkey/), 'Phone');
    await user.click(card.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkey added')).toBeInTheDocument();
    expect(window.localStorage.getItem('passkeyUsedHere')).toBe('1');
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/users/me/passkeys')?.body).toMatchObject({ name: 'Phone', credential: { id: 'bmV3' } });
  });

  it('offers no Add button in a browser without WebAuthn', async () => {
    renderApp({ path: '/employee/profile', token: fakeToken(), api: { ...apiFor(employeeUser), 'GET /users/me/passkeys': ok({ passkeys: [] }) } });
    const card = within(await screen.findByRole('region', { name: 'Passkeys' }));
    expect(card.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });
});
