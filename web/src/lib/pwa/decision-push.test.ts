import { describe, expect, it, vi } from 'vitest';
import { notificationOf, onNotificationClick, readPushMessage, type ClickDeps } from './decision-push';

const TOKEN = 'Q2hlY2tlZC1ieS10aGUtdGVzdC1vbmx5LWFzLWEtdG9rZW4';
const ICON = '/icons/icon-192.png';

const pushed = {
  title: 'Sample College సెలవు',
  body: 'Ravi Cse సాధారణ సెలవు (CL) కోసం దరఖాస్తు చేశారు',
  url: '/hod/applications?leave=l-1',
  decision: {
    token: TOKEN,
    page: `/decide/${TOKEN}`,
    actions: [
      { action: 'approve', title: 'ఆమోదించండి' },
      { action: 'open', title: 'తెరవండి' },
    ],
    approved: 'ఆమోదించబడింది. దరఖాస్తుదారునికి తెలియజేయబడింది.',
    notDecided: 'నిర్ణయం జరగలేదు: నిర్ణయించడానికి యాప్ తెరవండి',
  },
};

function worker(answer: { ok: boolean; status: number; json: unknown } | 'offline' = { ok: true, status: 200, json: { success: true } }) {
  const fetch = vi.fn<ClickDeps['fetch']>(async () => {
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return { ok: answer.ok, status: answer.status, json: async () => answer.json };
  });
  const showNotification = vi.fn<ClickDeps['showNotification']>(async () => undefined);
  const openPage = vi.fn<ClickDeps['openPage']>(async () => undefined);
  return { fetch, showNotification, openPage, deps: { fetch, showNotification, openPage } };
}

const shownFor = (payload: unknown, maxActions = 2) => notificationOf(readPushMessage(payload), { icon: ICON, maxActions });
const click = (action: string, payload: unknown = pushed) => ({ action, title: pushed.title, data: shownFor(payload).options.data, icon: ICON });

describe('a decision push in the service worker', () => {
  it('shows Approve and Open in the approver’s words where the browser shows actions, none where it does not', () => {
    const shown = shownFor(pushed);
    expect(shown.title).toBe(pushed.title);
    expect(shown.options).toMatchObject({ body: pushed.body, icon: ICON, tag: pushed.url });
    expect(shown.options.actions).toEqual(pushed.decision.actions);
    expect(shownFor(pushed, 0).options.actions).toBeUndefined();
    expect(shownFor(pushed, 1).options.actions).toEqual([{ action: 'approve', title: 'ఆమోదించండి' }]);
  });

  it('a push without a decision (or with a bad token) shows no actions and a tap opens its page', async () => {
    const plain = { title: 't', body: 'b', url: '/employee/applications' };
    expect(shownFor(plain).options.actions).toBeUndefined();
    const bad = { ...pushed, decision: { ...pushed.decision, token: '../../api/users' } };
    expect(shownFor(bad).options.actions).toBeUndefined();
    const sw = worker();
    expect(await onNotificationClick(click('approve', bad), sw.deps)).toEqual({ opened: pushed.url });
    expect(sw.fetch).not.toHaveBeenCalled();
  });

  it('Approve posts the link once, without cookies or Referer, and shows “approved” in the approver’s words', async () => {
    const sw = worker();
    expect(await onNotificationClick(click('approve'), sw.deps)).toEqual({ shown: pushed.decision.approved });
    expect(sw.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = sw.fetch.mock.calls[0]!;
    expect(url).toBe(`/api/decision-links/${TOKEN}`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', referrerPolicy: 'no-referrer' });
    expect(JSON.parse(init.body as string)).toEqual({ decision: 'approve' });
    expect(sw.showNotification).toHaveBeenCalledWith(pushed.title, expect.objectContaining({ body: pushed.decision.approved }));
    expect(sw.openPage).not.toHaveBeenCalled();
  });

  it('Approve on a link already used shows the server’s 410 sentence', async () => {
    const sw = worker({ ok: false, status: 410, json: { success: false, message: 'Already approved by Hema Cse on 23 Nov at 17:30' } });
    expect(await onNotificationClick(click('approve'), sw.deps)).toEqual({ shown: 'Already approved by Hema Cse on 23 Nov at 17:30' });
  });

  it('Approve offline, or answered without a sentence, says nothing was decided', async () => {
    expect(await onNotificationClick(click('approve'), worker('offline').deps)).toEqual({ shown: pushed.decision.notDecided });
    expect(await onNotificationClick(click('approve'), worker({ ok: false, status: 502, json: null }).deps)).toEqual({ shown: pushed.decision.notDecided });
  });

  it('Open and a plain tap open the link’s decision page, never a page the payload names instead', async () => {
    for (const action of ['open', '']) {
      const sw = worker();
      expect(await onNotificationClick(click(action), sw.deps)).toEqual({ opened: `/decide/${TOKEN}` });
      expect(sw.fetch).not.toHaveBeenCalled();
    }
    const sw = worker();
    const elsewhere = { ...pushed, decision: { ...pushed.decision, page: 'https://evil.example/' } };
    expect(await onNotificationClick(click('open', elsewhere), sw.deps)).toEqual({ opened: `/decide/${TOKEN}` });
  });
});
