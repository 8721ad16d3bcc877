// Signing out ends this browser's pushes: the server forgets its subscription (DELETE /push/subscriptions,
// sent while the token is still valid, so before the session ends), then the browser drops it, so no push
// of the previous person reaches whoever uses the browser next. The portal's sign-out runs this first.
import { useCallback } from 'react';
import { useRemovePushSubscriptionMutation } from './api/push';
import { currentSubscription, rememberEndpoint } from './push-device';

/** Signing out does not wait longer than this for the server: the browser drops the subscription anyway. */
const SERVER_WAIT_MS = 3000;

export function useForgetPushSubscription(): () => Promise<void> {
  const [removeSubscription] = useRemovePushSubscriptionMutation();
  return useCallback(async () => {
    const subscription = await currentSubscription().catch(() => null);
    rememberEndpoint(null);
    if (!subscription) return;
    const removal = removeSubscription({ endpoint: subscription.endpoint });
    await Promise.race([removal, new Promise((resolve) => setTimeout(resolve, SERVER_WAIT_MS))]);
    // Without the server's removal (offline) the push service answers the server 404 or 410 for this
    // subscription from now on, and the server deletes it then.
    await subscription.unsubscribe().catch(() => false);
  }, [removeSubscription]);
}
