// This browser's side of push: whether it can receive pushes at all, the permission it has, its current
// subscription (through the service worker's registration, web/src/sw.ts) and a new one for a VAPID key.
// Nothing here asks for permission: only the profile's button does (PushNotificationsCard).

/** Whether the browser has the parts of Web Push: a service worker, its push manager and notifications. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The site's notification permission now: 'default' until the person is asked. */
export function notificationPermission(): NotificationPermission {
  return 'Notification' in window ? Notification.permission : 'denied';
}

/** The service worker's registration, if this page has one (production builds register it in main.tsx). */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await workerRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/** A VAPID public key as the push manager takes it: base64url text into bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Subscribes this browser to pushes signed with the server's key; every push shows a notification. */
export async function subscribe(registration: ServiceWorkerRegistration, publicKey: string): Promise<PushSubscription> {
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

const ENDPOINT_STORAGE_KEY = 'push-endpoint';

/**
 * The endpoint this browser last registered with the server (localStorage): that push is on here, and
 * which endpoint the server should forget once the browser has renewed it. Storage may be unavailable.
 */
export function registeredEndpoint(): string | null {
  try {
    return window.localStorage.getItem(ENDPOINT_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberEndpoint(endpoint: string | null): void {
  try {
    if (endpoint === null) window.localStorage.removeItem(ENDPOINT_STORAGE_KEY);
    else window.localStorage.setItem(ENDPOINT_STORAGE_KEY, endpoint);
  } catch {
    // Without storage the next start registers the subscription again all the same.
  }
}
