// `pushsubscriptionchange` (web/src/sw.ts): the browser renewed this browser's push subscription (or lost
// it), and the server still pushes to the old endpoint. The service worker cannot tell the server itself:
// the api takes the session's bearer token, which lives in the page's localStorage, out of the worker's
// reach. So the worker subscribes again with the same applicationServerKey (when the browser has not done
// it already) and tells every open window of the app, whose page registers the new subscription and
// removes the old endpoint (features/push/keep-push-subscription.ts). With no window open, the page does
// the same the next time the app opens. A plain function of its inputs, so that it is tested without a
// service worker.

/** What a window of the app is posted when the subscription changed. */
export const PUSH_SUBSCRIPTION_CHANGED = 'push-subscription-changed';

export interface PushSubscriptionChangedMessage {
  type: typeof PUSH_SUBSCRIPTION_CHANGED;
  /** The endpoint the server should forget, when the browser said which it was. */
  oldEndpoint: string | null;
}

export function isPushSubscriptionChanged(data: unknown): data is PushSubscriptionChangedMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === PUSH_SUBSCRIPTION_CHANGED;
}

/** The event's two subscriptions, either of which a browser may leave out. */
export interface SubscriptionChange {
  oldSubscription: Pick<PushSubscription, 'endpoint' | 'options'> | null;
  newSubscription: PushSubscription | null;
}

export interface RenewalDeps {
  pushManager: Pick<PushManager, 'getSubscription' | 'subscribe'>;
  /** The app's windows (clients.matchAll of type 'window'). */
  windows(): Promise<readonly Pick<Client, 'postMessage'>[]>;
}

/** The subscription now in force (null when none could be made), after every open window was told. */
export async function renewPushSubscription(change: SubscriptionChange, deps: RenewalDeps): Promise<PushSubscription | null> {
  let subscription = change.newSubscription ?? (await deps.pushManager.getSubscription());
  const applicationServerKey = change.oldSubscription?.options.applicationServerKey ?? null;
  if (!subscription && applicationServerKey) {
    // Refused (the permission was withdrawn): the page then removes the old endpoint and subscribes nothing.
    subscription = await deps.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }).catch(() => null);
  }
  const message: PushSubscriptionChangedMessage = { type: PUSH_SUBSCRIPTION_CHANGED, oldEndpoint: change.oldSubscription?.endpoint ?? null };
  for (const window of await deps.windows()) window.postMessage(message);
  return subscription;
}
