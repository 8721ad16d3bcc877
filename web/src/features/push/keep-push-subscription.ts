// The server keeps knowing this browser's push subscription (issue 23). A browser may renew a subscription
// at any time (a new endpoint: pushes to the old one are lost), and the service worker, which hears of it
// (`pushsubscriptionchange`, web/src/lib/pwa/push-subscription-change.ts), cannot call the api. So whenever
// the app opens with push on in this browser, and whenever the worker says the subscription changed, the
// page registers the subscription in force (POST /push/subscriptions, an idempotent upsert) and removes the
// endpoint it replaced. A subscription the browser dropped while push was on here (permission still given)
// is made again with the server's key. Nothing here asks for permission.
import { useEffect } from 'react';
import type { PushSubscriptionBody } from './api/push';
import { useAddPushSubscriptionMutation, useLazyGetVapidPublicKeyQuery, useRemovePushSubscriptionMutation } from './api/push';
import { notificationPermission, pushSupported, registeredEndpoint, rememberEndpoint, subscribe, workerRegistration } from './push-device';
import { isPushSubscriptionChanged } from '@/lib/pwa/push-subscription-change';

export interface PushServer {
  publicKey(): Promise<string>;
  /** true when the server kept it. */
  add(body: PushSubscriptionBody): Promise<boolean>;
  remove(endpoint: string): Promise<void>;
}

/** One pass: `replaced` is the endpoint the service worker said the browser renewed, if it said. */
export async function keepPushSubscription(server: PushServer, replaced: string | null = null): Promise<void> {
  const registration = await workerRegistration();
  if (!registration) return;
  const registered = registeredEndpoint();
  const granted = notificationPermission() === 'granted';
  let subscription = await registration.pushManager.getSubscription();
  // Push was on here and the browser dropped the subscription without a new one: subscribe again.
  if (!subscription && registered && granted) subscription = await subscribe(registration, await server.publicKey());
  if (subscription && granted) {
    if (await server.add(subscription.toJSON() as PushSubscriptionBody)) rememberEndpoint(subscription.endpoint);
  } else if (!subscription) {
    rememberEndpoint(null);
  }
  for (const old of new Set([replaced, registered])) {
    if (old && old !== subscription?.endpoint) await server.remove(old);
  }
}

/** In the signed-in portal: a pass at start and at each change the service worker reports. */
export function useKeepPushSubscription(signedIn: boolean): void {
  const [getPublicKey] = useLazyGetVapidPublicKeyQuery();
  const [addSubscription] = useAddPushSubscriptionMutation();
  const [removeSubscription] = useRemovePushSubscriptionMutation();
  useEffect(() => {
    if (!signedIn || !pushSupported()) return;
    const server: PushServer = {
      publicKey: () => getPublicKey().unwrap(),
      add: async (body) => !('error' in (await addSubscription(body))),
      remove: async (endpoint) => void (await removeSubscription({ endpoint })),
    };
    const pass = (replaced: string | null) =>
      keepPushSubscription(server, replaced).catch((error: unknown) => console.error('The push subscription could not be registered again', error));
    void pass(null);
    const onMessage = (event: MessageEvent) => {
      if (isPushSubscriptionChanged(event.data)) void pass(event.data.oldEndpoint);
    };
    const container = navigator.serviceWorker;
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [signedIn, getPublicKey, addSubscription, removeSubscription]);
}
