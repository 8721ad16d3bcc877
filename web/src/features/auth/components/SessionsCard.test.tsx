import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deviceOf } from '@leave/domain';
import { activateLanguage } from '@/lib/i18n/activate-language';
import { apiFor, employeeUser, fakeToken } from '@/test/fixtures';
import { fail, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe("'Sign out everywhere' on the profile", () => {
  it('asks first, then ends every session, this one too, and shows the sign-in page', async () => {
    const sessions = [
      { _id: 's2', startedAt: '2026-11-24T09:00:00.000Z', device: 'Chrome on Android', method: 'passkey', current: true, endable: true },
      { _id: 's1', startedAt: '2026-11-20T09:00:00.000Z', device: 'Firefox on Windows', method: 'password', current: false, endable: true },
    ];
    const view = renderApp({ path: '/employee/profile', token: fakeToken(), api: { ...apiFor(employeeUser), 'GET /users/me/sessions': ok({ sessions }), 'POST /auth/sign-out-everywhere': ok({}) } });
    const card = within(await screen.findByRole('region', { name: 'Signed-in devices' }));
    const devices = within(await card.findByRole('list', { name: 'Devices signed in' }));
    expect(devices.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual(['Chrome on Android', 'Firefox on Windows']);
    expect(devices.getAllByRole('listitem')[0]).toHaveTextContent('by passkey');
    await view.user.click(card.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign out everywhere?' }));
    expect(view.api.calls.filter((call) => call.path === '/auth/sign-out-everywhere')).toHaveLength(0);
    await view.user.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.api.calls.filter((call) => call.path === '/auth/sign-out-everywhere' && call.method === 'POST')).toHaveLength(1);
    expect(window.localStorage.length).toBe(0);
  });

  it("marks this device among two alike, told apart by when and how they signed in, and signs out another one after asking", async () => {
    let sessions = [
      { _id: 's3', startedAt: '2026-11-25T09:00:00.000Z', device: 'Chrome on Linux', method: 'password', current: false, endable: true },
      { _id: 's2', startedAt: '2026-11-24T09:00:00.000Z', device: 'Chrome on Linux', method: 'passkey', current: true, endable: true },
      { _id: 's1', startedAt: '2026-11-20T09:00:00.000Z', device: 'Firefox on Windows', method: 'password', current: false, endable: false },
    ];
    const view = renderApp({
      path: '/employee/profile',
      token: fakeToken(),
      api: {
        ...apiFor(employeeUser),
        'GET /users/me/sessions': () => ok({ sessions }),
        'DELETE /users/me/sessions/:id': () => {
          sessions = sessions.filter((session) => session._id !== 's3');
          return ok({ _id: 's3', current: false });
        },
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Signed-in devices' }));
    const items = within(await card.findByRole('list', { name: 'Devices signed in' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[1]!).getByText('This device')).toBeInTheDocument();
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(within(items[0]!).queryByText('This device')).toBeNull();
    expect(items[0]).toHaveTextContent('by password');
    expect(items[1]).toHaveTextContent('by passkey');
    // A session from before sessions were named: only 'Sign out everywhere' ends it.
    expect(within(items[2]!).queryByRole('button', { name: /Sign out/ })).toBeNull();

    await view.user.click(within(items[0]!).getByRole('button', { name: /^Sign out on Chrome on Linux, Signed in/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign out on Chrome on Linux?' }));
    expect(dialog.getByText(/will have to sign in again/)).toBeInTheDocument();
    expect(view.api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await view.user.click(dialog.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signed out on Chrome on Linux.')).toBeInTheDocument();
    expect(view.api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/users/me/sessions/s3']);
    await waitFor(() => expect(within(card.getByRole('list', { name: 'Devices signed in' })).getAllByRole('listitem')).toHaveLength(2));
    expect(view.router.state.location.pathname).toBe('/employee/profile');
  });

  it('signs out this device from the list as the sign-out button does: after asking, to the sign-in page', async () => {
    const sessions = [{ _id: 's2', startedAt: '2026-11-24T09:00:00.000Z', device: 'Chrome on Linux', method: 'password', current: true, endable: true }];
    const view = renderApp({
      path: '/employee/profile',
      token: fakeToken(),
      api: { ...apiFor(employeeUser), 'GET /users/me/sessions': ok({ sessions }), 'DELETE /users/me/sessions/:id': ok({ _id: 's2', current: true }) },
    });
    const card = within(await screen.findByRole('region', { name: 'Signed-in devices' }));
    await view.user.click(await card.findByRole('button', { name: 'Sign out on this device' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign out on this device?' }));
    await view.user.click(dialog.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/users/me/sessions/s2']);
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
  });

  it('keeps the person signed in and says so when the server refuses', async () => {
    const view = renderApp({ path: '/employee/profile', token: fakeToken(), api: { ...apiFor(employeeUser), 'POST /auth/sign-out-everywhere': fail(503, 'The service is busy, please try again') } });
    const card = within(await screen.findByRole('region', { name: 'Signed-in devices' }));
    await view.user.click(card.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign out everywhere?' }));
    await view.user.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('The service is busy, please try again')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/employee/profile');
  });

  describe('in Hindi', () => {
    afterEach(() => activateLanguage('en'));

    it("names each device in Hindi, the browser's and the system's own names kept", async () => {
      const hindi = { ...employeeUser, language: 'hi' as const };
      const sessions = [
        { _id: 's2', startedAt: '2026-11-24T09:00:00.000Z', device: deviceOf('Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36'), method: 'passkey' },
        { _id: 's1', startedAt: '2026-11-20T09:00:00.000Z', device: deviceOf('curl/8.0'), method: 'password' },
      ];
      await activateLanguage('hi');
      renderApp({ path: '/employee/profile', token: fakeToken(), api: { ...apiFor(hindi), 'GET /users/me/sessions': ok({ sessions }) } });
      expect(await screen.findByText('Android पर Chrome')).toBeInTheDocument();
      expect(screen.getByText('कोई अन्य ऐप')).toBeInTheDocument();
      expect(screen.queryByText('Chrome on Android')).toBeNull();
    });
  });
});
