// A browser with Web Push for component tests: its service worker registered, with a push manager, the
// Notification permission and the worker's messages to the page as fakes (jsdom has none of them).
import { vi } from 'vitest';

export const PUSH_ENDPOINT = 'https://push.example.test/send/abc';

export interface FakeSubscription {
  endpoint: string;
  toJSON(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  unsubscribe: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
}

export function fakeSubscription(endpoint = PUSH_ENDPOINT): FakeSubscription {
  return {
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
    unsubscribe: vi.fn(async () => true),
  };
}

export function fakePushBrowser({ permission = 'default', answer = 'granted', subscribed = false }: { permission?: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean } = {}) {
  const subscription = fakeSubscription();
  let current: FakeSubscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  const notification = { permission, requestPermission: vi.fn(async () => answer) };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  const worker = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(worker, { getRegistration: async () => ({ pushManager }) }),
  });
  return {
    subscription,
    pushManager,
    notification,
    /** The browser changes its subscription (null: drops it), as before a `pushsubscriptionchange`. */
    setSubscription: (next: FakeSubscription | null) => void (current = next),
    /** The service worker posts the page a message. */
    postFromWorker: (data: unknown) => worker.dispatchEvent(new MessageEvent('message', { data })),
  };
}

/** Call in afterEach: the page has no service worker again. */
export function removePushBrowser(): void {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  window.localStorage.removeItem('push-endpoint');
}
