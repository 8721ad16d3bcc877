import { describe, expect, it, vi } from 'vitest';
import { isPushSubscriptionChanged, PUSH_SUBSCRIPTION_CHANGED, renewPushSubscription, type SubscriptionChange } from './push-subscription-change';

const KEY = new Uint8Array([4, 1, 2, 3]).buffer;

function worker({ current = null, refuse = false }: { current?: PushSubscription | null; refuse?: boolean } = {}) {
  const renewed = { endpoint: 'https://push.example.test/new' } as PushSubscription;
  const windows = [{ postMessage: vi.fn() }, { postMessage: vi.fn() }];
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      if (refuse) throw new DOMException('Permission denied', 'NotAllowedError');
      return renewed;
    }),
  };
  return { renewed, windows, pushManager, deps: { pushManager, windows: async () => windows } };
}

const old = { endpoint: 'https://push.example.test/old', options: { applicationServerKey: KEY, userVisibleOnly: true } } as Pick<PushSubscription, 'endpoint' | 'options'>;
const told = { type: PUSH_SUBSCRIPTION_CHANGED, oldEndpoint: old.endpoint };

describe('pushsubscriptionchange in the service worker', () => {
  it('subscribes again with the old subscription’s key and tells every window of the app', async () => {
    const sw = worker();
    const change: SubscriptionChange = { oldSubscription: old, newSubscription: null };
    expect(await renewPushSubscription(change, sw.deps)).toBe(sw.renewed);
    expect(sw.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY });
    for (const window of sw.windows) expect(window.postMessage).toHaveBeenCalledWith(told);
    expect(isPushSubscriptionChanged(sw.windows[0]!.postMessage.mock.calls[0]![0])).toBe(true);
  });

  it('takes the subscription the browser made itself, without subscribing again', async () => {
    const made = { endpoint: 'https://push.example.test/made' } as PushSubscription;
    for (const change of [{ oldSubscription: old, newSubscription: made }, { oldSubscription: old, newSubscription: null }]) {
      const sw = worker({ current: made });
      expect(await renewPushSubscription(change, sw.deps)).toBe(made);
      expect(sw.pushManager.subscribe).not.toHaveBeenCalled();
      expect(sw.windows[1]!.postMessage).toHaveBeenCalledWith(told);
    }
  });

  it('without the old key, or refused, subscribes nothing and still tells the windows (the page decides)', async () => {
    const noKey = worker();
    expect(await renewPushSubscription({ oldSubscription: null, newSubscription: null }, noKey.deps)).toBeNull();
    expect(noKey.pushManager.subscribe).not.toHaveBeenCalled();
    expect(noKey.windows[0]!.postMessage).toHaveBeenCalledWith({ type: PUSH_SUBSCRIPTION_CHANGED, oldEndpoint: null });

    const refused = worker({ refuse: true });
    expect(await renewPushSubscription({ oldSubscription: old, newSubscription: null }, refused.deps)).toBeNull();
    expect(refused.windows[0]!.postMessage).toHaveBeenCalledWith(told);
  });

  it('recognises only its own message', () => {
    expect(isPushSubscriptionChanged({ type: 'something-else' })).toBe(false);
    expect(isPushSubscriptionChanged(null)).toBe(false);
    expect(isPushSubscriptionChanged('push-subscription-changed')).toBe(false);
  });
});
