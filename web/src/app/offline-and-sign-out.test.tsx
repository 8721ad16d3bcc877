import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isAppNavigation } from '@/lib/pwa/app-navigations';
import { apiFor, employeeUser, fakeToken } from '@/test/fixtures';
import { ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

describe('offline, and what signing out leaves behind', { timeout: 20_000 }, () => {
  it("shows 'You are offline' instead of the sign-in form while the browser is offline, and the form once back", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp({ path: '/login', api: apiFor(employeeUser) });
    const status = await screen.findByRole('status');
    expect(within(status).getByText('You are offline')).toBeInTheDocument();
    expect(within(status).getByText(/Signing in needs a connection/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
    goOffline(false);
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("shows 'You are offline' in the portal when the api cannot be reached, and takes it away once it answers", async () => {
    const app = renderApp({ path: '/employee/dashboard', token: fakeToken(), api: apiFor(employeeUser) });
    // The portal's chunk loads first (the first screen of a file waits for it).
    await screen.findAllByText('Employee Portal', undefined, { timeout: 15_000 });
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await act(() => app.router.navigate('/employee/profile'));
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    expect(screen.getByText(/applications, approvals and other changes need a connection/)).toBeInTheDocument();
    // The server answers again: the browser's 'online' event makes the notice ask at once.
    vi.stubGlobal('fetch', vi.fn(app.api.fetch));
    goOffline(false);
    await vi.waitFor(() => expect(screen.queryByText('You are offline')).not.toBeInTheDocument(), { timeout: 5000 });
  });

  it("signs out by removing this browser's push subscription with the token still valid, then emptying Cache Storage but the shell's precache", async () => {
    const token = fakeToken();
    const order: string[] = [];
    const endpoint = 'https://push.example.test/send/xyz';
    const subscription = { endpoint, toJSON: () => ({ endpoint, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }), unsubscribe: vi.fn(async () => (order.push('unsubscribe'), true)) };
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'granted' });
    const worker = Object.assign(new EventTarget(), { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
    const names = ['workbox-precache-v2-http://localhost/', 'leftover-runtime-cache'];
    const deleteCache = vi.fn(async (name: string) => (order.push(`delete ${name}`), true));
    vi.stubGlobal('caches', { keys: async () => names, delete: deleteCache });
    try {
      const app = renderApp({
        path: '/employee/dashboard',
        token,
        api: {
          ...apiFor(employeeUser),
          // The portal registers this browser's subscription again when it starts (features/push).
          'POST /push/subscriptions': (request) => (order.push(`POST ${JSON.stringify(request.body)}`), { status: 201, body: { success: true, data: { subscribed: true } } }),
          'DELETE /push/subscriptions': (request) => {
            order.push(`DELETE ${JSON.stringify(request.body)} ${request.headers.get('Authorization')} token stored: ${window.localStorage.getItem('token') !== null}`);
            return ok({});
          },
        },
      });
      const [signOut] = await screen.findAllByRole('button', { name: 'Sign Out' });
      await vi.waitFor(() => expect(order).toHaveLength(1));
      await app.user.click(signOut!);
      expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
      expect(order).toEqual([`POST ${JSON.stringify(subscription.toJSON())}`, `DELETE {"endpoint":"${subscription.endpoint}"} Bearer ${token} token stored: true`, 'unsubscribe', 'delete leftover-runtime-cache']);
      expect(window.localStorage.getItem('token')).toBeNull();
      expect(app.router.state.location.pathname).toBe('/login');
      // The sign-in page asks for its configuration and demo accounts: let those answers arrive before the
      // test's stubs go, so that no request of this test ends (and logs) after the file has finished.
      await vi.waitFor(() => expect(app.api.calls.map((call) => call.path)).toEqual(expect.arrayContaining(['/auth/config', '/demo/accounts'])));
      await screen.findByRole('form', { name: 'Sign in' });
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it("gives the service worker's app shell to in-app navigations only: never the api, Socket.IO or a file", () => {
    for (const page of ['/', '/login', '/employee/dashboard', '/hod/applications?leave=abc', '/set-password?token=a.b']) expect(isAppNavigation(page), page).toBe(true);
    for (const other of ['/api', '/api/auth/oidc/start', '/api/leaves/1/attachments/2?download=1', '/socket.io/?EIO=4', '/sw.js', '/icons/icon-192.png', '/manifest.webmanifest']) {
      expect(isAppNavigation(other), other).toBe(false);
    }
  });
});
