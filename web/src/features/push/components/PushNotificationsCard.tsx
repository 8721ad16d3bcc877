// The profile's 'Push notifications on this device' card (issue 23). Off, it offers 'Turn on push
// notifications': only that click asks the browser for permission; then the browser subscribes with the
// server's VAPID key and the server keeps the subscription. On, it shows a switch per kind of notification
// (the person's choices, the same on all their devices) and 'Turn off on this device'. A browser without
// push, or a site whose notifications are blocked, gets a sentence saying so instead of a button; so does a
// server without push (its VAPID key answers 404: production without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY).
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { Card } from '@/components/ui/card/Card';
import { toast } from '@/components/ui/toasts/toasts-slice';
import { translateText } from '@/lib/i18n/texts';
import { useAppDispatch } from '@/lib/store-hooks';
import {
  useAddPushSubscriptionMutation,
  useGetNotificationChoicesQuery,
  useGetVapidPublicKeyQuery,
  useLazyGetVapidPublicKeyQuery,
  useRemovePushSubscriptionMutation,
  useSavePushChoicesMutation,
  type KindSwitches,
  type PushSubscriptionBody,
} from '../api/push';
import { currentSubscription, notificationPermission, pushSupported, rememberEndpoint, subscribe, workerRegistration } from '../push-device';
import './push.css';

type Device = { state: 'checking' } | { state: 'unsupported' } | { state: 'off'; permission: NotificationPermission } | { state: 'on'; subscription: PushSubscription };

/**
 * What push starts with the first time it is turned on
 * (docs/decisions/0160-push-starts-from-the-e-mail-choices.md): the kinds the person gets by e-mail, or every
 * kind when they get none by e-mail. Choices made before (on another device) stay.
 */
export function firstPushChoices(email: KindSwitches): KindSwitches {
  const anyEmail = NOTIFICATION_KINDS.some((kind) => email[kind]);
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, anyEmail ? email[kind] : true])) as KindSwitches;
}

export function PushNotificationsCard() {
  const [device, setDevice] = useState<Device>({ state: 'checking' });
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { data: choices } = useGetNotificationChoicesQuery();
  // The server's key, asked at once: a 404 means this server has push off (no VAPID keys).
  const serverKey = useGetVapidPublicKeyQuery();
  const serverHasNoPush = serverKey.isError && 'status' in serverKey.error && serverKey.error.status === 404;
  const [getPublicKey] = useLazyGetVapidPublicKeyQuery();
  const [addSubscription] = useAddPushSubscriptionMutation();
  const [removeSubscription] = useRemovePushSubscriptionMutation();
  const [saveChoices] = useSavePushChoicesMutation();
  const dispatch = useAppDispatch();

  useEffect(() => {
    let current = true;
    const check = async (): Promise<Device> => {
      if (!pushSupported() || !(await workerRegistration())) return { state: 'unsupported' };
      const subscription = await currentSubscription();
      return subscription && notificationPermission() === 'granted' ? { state: 'on', subscription } : { state: 'off', permission: notificationPermission() };
    };
    check()
      .catch((): Device => ({ state: 'unsupported' }))
      .then((found) => current && setDevice(found));
    return () => {
      current = false;
    };
  }, []);

  const turnOn = async () => {
    setBusy('on');
    setProblem(null);
    try {
      // The only place the browser is asked: this click.
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setDevice({ state: 'off', permission });
        return;
      }
      const registration = await workerRegistration();
      if (!registration) {
        setDevice({ state: 'unsupported' });
        return;
      }
      const publicKey = await getPublicKey().unwrap();
      const subscription = await subscribe(registration, publicKey);
      const added = await addSubscription(subscription.toJSON() as PushSubscriptionBody);
      if ('error' in added) {
        await subscription.unsubscribe().catch(() => false);
        throw new Error('The server did not keep the subscription');
      }
      if (choices && !NOTIFICATION_KINDS.some((kind) => choices.push[kind])) await saveChoices(firstPushChoices(choices.email));
      rememberEndpoint(subscription.endpoint);
      setDevice({ state: 'on', subscription });
      dispatch(toast.success(t`Push notifications are on for this device`));
    } catch (error) {
      console.error('Turning push notifications on failed', error);
      setProblem(t`Push notifications could not be turned on. Please try again.`);
    } finally {
      setBusy(null);
    }
  };

  const turnOff = async (subscription: PushSubscription) => {
    setBusy('off');
    setProblem(null);
    // The server forgets it; if that fails, the push service answers 410 for it from now on and the server
    // deletes it then. The browser drops it either way: no more pushes here.
    await removeSubscription({ endpoint: subscription.endpoint });
    await subscription.unsubscribe().catch(() => false);
    rememberEndpoint(null);
    setDevice({ state: 'off', permission: notificationPermission() });
    setBusy(null);
    dispatch(toast.success(t`Push notifications are off for this device`));
  };

  const toggle = async (kind: keyof KindSwitches, on: boolean) => {
    const saved = await saveChoices({ [kind]: on });
    if ('error' in saved) dispatch(toast.error(t`Push preferences could not be saved`));
  };

  return (
    <Card title={t`Push notifications on this device`} className="push-card">
      {serverHasNoPush && <p className="push-card__note">{t`Push notifications are not available on this server. Your administrator can turn them on.`}</p>}
      {device.state === 'checking' && !serverHasNoPush && <p>{t`Checking this device...`}</p>}
      {device.state === 'unsupported' && !serverHasNoPush && (
        <p className="push-card__note">{t`This browser cannot receive push notifications. Try another browser, or add the app to your home screen and open it from there.`}</p>
      )}
      {device.state === 'off' && !serverHasNoPush && device.permission === 'denied' && (
        <p className="push-card__note">{t`Notifications are blocked for this site. To get push notifications, allow notifications for this site in the browser's settings, then reload the page.`}</p>
      )}
      {device.state === 'off' && !serverHasNoPush && device.permission !== 'denied' && (
        <>
          <p>{t`Get a notification on this phone or computer when something needs you, even while the app is closed.`}</p>
          <Button busy={busy === 'on'} onClick={() => void turnOn()}>
            {busy === 'on' ? t`Turning on...` : t`Turn on push notifications`}
          </Button>
        </>
      )}
      {device.state === 'on' && serverHasNoPush && (
        <Button variant="secondary" busy={busy === 'off'} onClick={() => void turnOff(device.subscription)}>
          {busy === 'off' ? t`Turning off...` : t`Turn off on this device`}
        </Button>
      )}
      {device.state === 'on' && !serverHasNoPush && (
        <>
          <p>{t`Push notifications are on for this device.`}</p>
          {choices ? (
            <fieldset className="choice-list">
              <legend>{t`Send a push notification when:`}</legend>
              {choices.kinds.map((kind) => (
                <label key={kind} className="choice-list__option">
                  <input type="checkbox" role="switch" checked={choices.push[kind]} onChange={(event) => void toggle(kind, event.target.checked)} />
                  {translateText(NOTIFICATION_KIND_LABELS[kind])}
                </label>
              ))}
              <p className="push-card__hint">{t`These choices apply on every device where push notifications are on.`}</p>
            </fieldset>
          ) : (
            <p>{t`Loading push preferences...`}</p>
          )}
          <Button variant="secondary" busy={busy === 'off'} onClick={() => void turnOff(device.subscription)}>
            {busy === 'off' ? t`Turning off...` : t`Turn off on this device`}
          </Button>
        </>
      )}
      {problem && (
        <p className="push-card__problem" role="alert">
          {problem}
        </p>
      )}
    </Card>
  );
}
