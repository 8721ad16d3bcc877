// The service worker (built by vite-plugin-pwa in injectManifest mode into web/dist/sw.js, docs/architecture.md
// "The service worker"). It precaches the app shell only: index.html, the hashed JavaScript and CSS, the icons
// and the manifest, listed at build time into self.__WB_MANIFEST. There is no route for /api, so no answer of
// the api is ever cached: every call goes to the network as if there were no worker, and a person's data never
// lands in Cache Storage. In-app navigations get the precached index.html, so the shell opens offline. It also
// shows pushed notifications, opens their page when tapped, and subscribes again when the browser renews
// the push subscription (telling the app's windows, which register it with the server).
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NOT_THE_APP } from '@/lib/pwa/app-navigations';
import { renewPushSubscription } from '@/lib/pwa/push-subscription-change';

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

interface PushMessage {
  title: string;
  body: string;
  url: string;
}

const ICON = '/icons/icon-192.png';

/** The payload the worker pushes (`{title, body, url}`), with a plain fallback for anything else. */
function readPush(data: PushMessageData | null): PushMessage {
  let payload: Partial<Record<keyof PushMessage, unknown>> = {};
  try {
    payload = (data?.json() as typeof payload | null) ?? {};
  } catch {
    payload = { body: data?.text() };
  }
  return {
    title: typeof payload.title === 'string' && payload.title !== '' ? payload.title : 'College Leave Management',
    body: typeof payload.body === 'string' ? payload.body : '',
    url: typeof payload.url === 'string' ? payload.url : '/',
  };
}

self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  // One notification per page: a newer push about the same thing replaces the older one.
  event.waitUntil(self.registration.showNotification(message.title, { body: message.body, icon: ICON, data: { url: message.url }, tag: message.url }));
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
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openPage(sameOriginUrl(data?.url)));
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
