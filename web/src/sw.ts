// The service worker (built by vite-plugin-pwa in injectManifest mode into web/dist/sw.js, docs/architecture.md
// "The service worker"). It precaches the app shell only: index.html, the hashed JavaScript and CSS, the icons
// and the manifest, listed at build time into self.__WB_MANIFEST. There is no route for /api, so no answer of
// the api is ever cached: every call goes to the network as if there were no worker, and a person's data never
// lands in Cache Storage. In-app navigations get the precached index.html, so the shell opens offline. It also
// shows pushed notifications, opens their page when tapped ('Approve' on a decision push decides from here),
// and subscribes again when the browser renews
// the push subscription (telling the app's windows, which register it with the server).
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NOT_THE_APP } from '@/lib/pwa/app-navigations';
import { renewPushSubscription } from '@/lib/pwa/push-subscription-change';
import { notificationOf, onNotificationClick, readPushMessage } from '@/lib/pwa/decision-push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// A new worker takes over at once (and the first one controls the page that registered it): the precache
// holds only the shell, so an open page loses no data when its worker changes. A chunk of the old release
// it asks for later is gone from here and from the server; the page then reloads once into the new release
// (lib/pwa/reload-for-new-release.ts).
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_THE_APP }));

const ICON = '/icons/icon-192.png';

/** The pushed JSON, or its text as the body for anything else. */
function pushedPayload(data: PushMessageData | null): unknown {
  try {
    return data?.json() ?? {};
  } catch {
    return { body: data?.text() };
  }
}

/** How many actions this browser shows on a notification (0 where it shows none). */
const maxActions = () => (typeof Notification !== 'undefined' && typeof (Notification as { maxActions?: unknown }).maxActions === 'number' ? (Notification as unknown as { maxActions: number }).maxActions : 0);

self.addEventListener('push', (event) => {
  // Issue 44: a 'waiting for your decision' push offers 'Approve' and 'Open' (lib/pwa/decision-push.ts).
  const shown = notificationOf(readPushMessage(pushedPayload(event.data)), { icon: ICON, maxActions: maxActions() });
  event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

/** Only a page of this app: a link elsewhere (or none) opens the app's start. */
function sameOriginUrl(value: unknown): string {
  try {
    const url = new URL(typeof value === 'string' ? value : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

async function openPage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    // navigate() works on a window this worker controls; one it does not gets a new window instead.
    const navigated = await focused.navigate(url).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // 'Approve' posts the push's decision link and shows what came of it; 'Open' and a tap open the page.
  event.waitUntil(
    onNotificationClick(
      { action: event.action, title: event.notification.title, data: event.notification.data, icon: ICON },
      {
        fetch: (url, init) => self.fetch(new URL(url, self.location.origin).href, init),
        showNotification: (title, options) => self.registration.showNotification(title, options),
        openPage: (path) => openPage(sameOriginUrl(path)),
      },
    ),
  );
});

// The browser renewed (or dropped) the subscription: subscribe again with the same key and let the app's
// windows tell the server, which this worker cannot (web/src/lib/pwa/push-subscription-change.ts).
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    renewPushSubscription(event, {
      pushManager: self.registration.pushManager,
      windows: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
    }),
  );
});
