import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { employeeUser } from '@/test/fixtures';
import { fail, ok, type MockRequest } from '@/test/mock-api';
import { fakePushBrowser, PUSH_ENDPOINT, removePushBrowser } from '@/test/push-browser';
import { renderWithProviders } from '@/test/render-app';
import { keyBytes } from '../push-device';
import { firstPushChoices, PushNotificationsCard } from './PushNotificationsCard';

const ALL_OFF = { applicationDecided: false, applicationWaiting: false, cancellationToDecide: false, cancellationDecided: false, importFinished: false, approvalsReminder: false, classToTake: false, classDeclined: false };
const EMAIL = { ...ALL_OFF, applicationDecided: true, cancellationDecided: true };
const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = PUSH_ENDPOINT;

afterEach(removePushBrowser);

function preferencesApi(push = ALL_OFF) {
  const puts: unknown[] = [];
  let stored = { email: EMAIL, push };
  return {
    puts,
    routes: {
      'GET /push/vapid-public-key': ok({ publicKey: PUBLIC_KEY }),
      'GET /users/me/notification-preferences': () => ok(stored),
      'PUT /users/me/notification-preferences': (request: MockRequest) => {
        puts.push(request.body);
        stored = { ...stored, push: { ...stored.push, ...(request.body as { push: typeof push }).push } };
        return ok(stored);
      },
    },
  };
}

describe('push notifications on this device', () => {
  it('asks for permission only on the click, subscribes with the server key, keeps the subscription and starts from the e-mail choices', async () => {
    const browser = fakePushBrowser();
    const posted: unknown[] = [];
    const preferences = preferencesApi();
    const app = renderWithProviders(<PushNotificationsCard />, {
      signedInAs: employeeUser,
      api: {
        ...preferences.routes,
        'POST /push/subscriptions': (request) => (posted.push(request.body), { status: 201, body: { success: true, data: {} } }),
      },
    });
    const turnOn = await screen.findByRole('button', { name: 'Turn on push notifications' });
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    await app.user.click(turnOn);
    expect(await screen.findByText('Push notifications are on for this device.')).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(PUBLIC_KEY) });
    expect(posted).toEqual([{ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }]);
    expect(preferences.puts).toEqual([{ push: EMAIL }]);

    const kinds = within(screen.getByRole('group', { name: 'Send a push notification when:' }));
    expect(await kinds.findByRole('switch', { name: 'My application decided' })).toBeChecked();
    expect(kinds.getByRole('switch', { name: 'An import finished' })).not.toBeChecked();
    await app.user.click(kinds.getByRole('switch', { name: 'My cancellation decided' }));
    expect(preferences.puts.at(-1)).toEqual({ push: { cancellationDecided: false } });
    expect(kinds.getByRole('switch', { name: 'My cancellation decided' })).not.toBeChecked();
  });

  it('keeps the choices made before when push was on elsewhere', async () => {
    fakePushBrowser();
    const preferences = preferencesApi({ ...ALL_OFF, applicationWaiting: true });
    const app = renderWithProviders(<PushNotificationsCard />, {
      signedInAs: employeeUser,
      api: { ...preferences.routes, 'POST /push/subscriptions': { status: 201, body: { success: true } } },
    });
    await waitFor(() => expect(app.store.getState().api.queries['getNotificationChoices(undefined)']?.status).toBe('fulfilled'));
    await app.user.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
    expect(await screen.findByRole('switch', { name: 'An application waiting for me' })).toBeChecked();
    expect(preferences.puts).toEqual([]);
  });

  it('turns off on this device: the server forgets the subscription and the browser drops it', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    const deleted: unknown[] = [];
    const app = renderWithProviders(<PushNotificationsCard />, {
      signedInAs: employeeUser,
      api: { ...preferencesApi(EMAIL).routes, 'DELETE /push/subscriptions': (request) => (deleted.push(request.body), ok({})) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByRole('button', { name: 'Turn on push notifications' })).toBeInTheDocument();
    expect(deleted).toEqual([{ endpoint: ENDPOINT }]);
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('says so when the person refuses the permission, and when notifications are blocked already', async () => {
    fakePushBrowser({ answer: 'denied' });
    const app = renderWithProviders(<PushNotificationsCard />, { signedInAs: employeeUser, api: preferencesApi().routes });
    await app.user.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).not.toBeInTheDocument();
  });

  it('says so in a browser without push, with no button', async () => {
    renderWithProviders(<PushNotificationsCard />, { signedInAs: employeeUser, api: preferencesApi().routes });
    expect(await screen.findByText(/This browser cannot receive push notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says that the server has push off when its key answers 404, with no button to turn it on', async () => {
    const browser = fakePushBrowser();
    renderWithProviders(<PushNotificationsCard />, {
      signedInAs: employeeUser,
      api: { ...preferencesApi().routes, 'GET /push/vapid-public-key': fail(404, 'Push notifications are not configured on this server') },
    });
    expect(await screen.findByText('Push notifications are not available on this server. Your administrator can turn them on.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  });

  it('remembers the endpoint it registered while push is on here, and forgets it when turned off', async () => {
    fakePushBrowser();
    const app = renderWithProviders(<PushNotificationsCard />, {
      signedInAs: employeeUser,
      api: { ...preferencesApi(EMAIL).routes, 'POST /push/subscriptions': { status: 201, body: { success: true } }, 'DELETE /push/subscriptions': ok({}) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Turn on push notifications' }));
    await screen.findByText('Push notifications are on for this device.');
    expect(window.localStorage.getItem('push-endpoint')).toBe(ENDPOINT);
    await app.user.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    await screen.findByRole('button', { name: 'Turn on push notifications' });
    expect(window.localStorage.getItem('push-endpoint')).toBeNull();
  });

  it('starts push from the e-mail choices, or every kind when no e-mail is on', () => {
    expect(firstPushChoices(EMAIL)).toEqual(EMAIL);
    expect(Object.values(firstPushChoices(ALL_OFF)).every(Boolean)).toBe(true);
  });
});
