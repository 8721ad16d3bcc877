import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { employeeUser } from '@/test/fixtures';
import { ok, type MockRoutes } from '@/test/mock-api';
import { fakePushBrowser, fakeSubscription, PUSH_ENDPOINT, removePushBrowser } from '@/test/push-browser';
import { renderWithProviders } from '@/test/render-app';
import { PUSH_SUBSCRIPTION_CHANGED } from '@/lib/pwa/push-subscription-change';
import { keyBytes } from './push-device';
import { useKeepPushSubscription } from './keep-push-subscription';

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const OLD_ENDPOINT = 'https://push.example.test/send/old';

function Portal({ signedIn = true }: { signedIn?: boolean }) {
  useKeepPushSubscription(signedIn);
  return null;
}

/** The push routes, recording what the page posted and removed. */
function pushApi() {
  const posted: unknown[] = [];
  const removed: unknown[] = [];
  const routes: MockRoutes = {
    'GET /push/vapid-public-key': ok({ publicKey: PUBLIC_KEY }),
    'POST /push/subscriptions': (request) => (posted.push(request.body), { status: 201, body: { success: true, data: { subscribed: true } } }),
    'DELETE /push/subscriptions': (request) => (removed.push(request.body), ok({ subscribed: false })),
  };
  return { posted, removed, routes };
}

const subscriptionBody = (endpoint: string) => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } });

afterEach(removePushBrowser);

describe('the app keeps the server knowing this browser’s push subscription', () => {
  it('at start with push on, registers the subscription in force and removes the endpoint the browser renewed', async () => {
    fakePushBrowser({ permission: 'granted', subscribed: true });
    window.localStorage.setItem('push-endpoint', OLD_ENDPOINT);
    const server = pushApi();
    renderWithProviders(<Portal />, { signedInAs: employeeUser, api: server.routes });
    await waitFor(() => expect(server.removed).toEqual([{ endpoint: OLD_ENDPOINT }]));
    expect(server.posted).toEqual([subscriptionBody(PUSH_ENDPOINT)]);
    expect(window.localStorage.getItem('push-endpoint')).toBe(PUSH_ENDPOINT);
  });

  it('when the service worker says the subscription changed, registers the new one and removes the old', async () => {
    const browser = fakePushBrowser({ permission: 'granted', subscribed: true });
    const server = pushApi();
    renderWithProviders(<Portal />, { signedInAs: employeeUser, api: server.routes });
    await waitFor(() => expect(server.posted).toHaveLength(1));

    const renewed = fakeSubscription('https://push.example.test/send/renewed');
    browser.setSubscription(renewed);
    browser.postFromWorker({ type: PUSH_SUBSCRIPTION_CHANGED, oldEndpoint: PUSH_ENDPOINT });
    await waitFor(() => expect(server.removed).toEqual([{ endpoint: PUSH_ENDPOINT }]));
    expect(server.posted).toEqual([subscriptionBody(PUSH_ENDPOINT), subscriptionBody(renewed.endpoint)]);
    expect(window.localStorage.getItem('push-endpoint')).toBe(renewed.endpoint);
  });

  it('subscribes again with the server’s key when the browser dropped the subscription while push was on here', async () => {
    const browser = fakePushBrowser({ permission: 'granted' });
    window.localStorage.setItem('push-endpoint', OLD_ENDPOINT);
    const server = pushApi();
    renderWithProviders(<Portal />, { signedInAs: employeeUser, api: server.routes });
    await waitFor(() => expect(server.removed).toEqual([{ endpoint: OLD_ENDPOINT }]));
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(PUBLIC_KEY) });
    expect(server.posted).toEqual([subscriptionBody(PUSH_ENDPOINT)]);
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  });

  it('sends nothing when push is not on here, or for someone who may not keep one (the auditor)', async () => {
    const browser = fakePushBrowser({ permission: 'granted' });
    const server = pushApi();
    const app = renderWithProviders(<Portal />, { signedInAs: employeeUser, api: server.routes });
    await waitFor(() => expect(browser.pushManager.getSubscription).toHaveBeenCalled());
    app.unmount();

    browser.setSubscription(fakeSubscription());
    const auditor = renderWithProviders(<Portal signedIn={false} />, { signedInAs: employeeUser, api: server.routes });
    browser.postFromWorker({ type: PUSH_SUBSCRIPTION_CHANGED, oldEndpoint: OLD_ENDPOINT });
    await new Promise((resolve) => setTimeout(resolve, 50));
    auditor.unmount();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(server.posted).toEqual([]);
    expect(server.removed).toEqual([]);
  });
});
