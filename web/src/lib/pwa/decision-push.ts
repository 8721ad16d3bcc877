// The service worker's part in deciding from a pushed notification (issue 44, docs/contract.md 'Decision
// links'): a 'waiting for your decision' push carries its own decision link (`decision`: the token, its page,
// the actions 'Approve' and 'Open' in the approver's language, and the words to show after 'Approve').
// 'Approve' posts the link (POST /api/decision-links/:token {decision: 'approve'}, no cookie, no Referer) and
// shows what came of it as a notification: approved, or the server's sentence (the 410's 'Already approved by
// Dr. Rao on 7 Dec at 10:42'); 'Open' and a plain tap open the link's decision page, which drops the token
// from the address. Here as plain functions of what the worker hands them, so that they are tested without a
// browser (web/src/sw.ts wires them to the push and notificationclick events).
import type { PushDecision, PushDecisionAction } from '@leave/domain';

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  decision: PushDecision | null;
}

const DEFAULT_TITLE = 'College Leave Management';
const ACTIONS: readonly PushDecisionAction[] = ['approve', 'open'];
/** A link's secret as the server makes it (base64url): anything else is not put in a request. */
const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function decisionOf(value: unknown): PushDecision | null {
  if (typeof value !== 'object' || value === null) return null;
  const decision = value as Record<string, unknown>;
  const token = text(decision.token);
  if (!token || !TOKEN.test(token)) return null;
  const actions = Array.isArray(decision.actions)
    ? (decision.actions as unknown[]).flatMap((item) => {
        const { action, title } = (item ?? {}) as { action?: unknown; title?: unknown };
        return ACTIONS.includes(action as PushDecisionAction) && typeof title === 'string' && title !== '' ? [{ action: action as PushDecisionAction, title }] : [];
      })
    : [];
  return {
    token,
    // The page is always the link's own, whatever the payload says.
    page: `/decide/${token}`,
    actions,
    approved: text(decision.approved) ?? 'Approved',
    notDecided: text(decision.notDecided) ?? 'Not decided: open the app to decide',
  };
}

/** The pushed payload (`{title, body, url, decision?}`), with a plain fallback for anything else. */
export function readPushMessage(payload: unknown): PushMessage {
  const message = (typeof payload === 'object' && payload !== null ? payload : { body: payload }) as Record<string, unknown>;
  const title = text(message.title);
  return {
    title: title ? title : DEFAULT_TITLE,
    body: text(message.body) ?? '',
    url: text(message.url) ?? '/',
    decision: decisionOf(message.decision),
  };
}

/** What the notification's data keeps for a tap. */
export interface NotificationData {
  url: string;
  decision: PushDecision | null;
}

/**
 * The notification to show for a push. The actions only where the browser shows them (`maxActions`, absent
 * or 0 where it does not: a tap then opens the decision page).
 */
export function notificationOf(message: PushMessage, options: { icon: string; maxActions: number }): { title: string; options: NotificationOptions & { actions?: { action: string; title: string }[] } } {
  const actions = message.decision && options.maxActions > 0 ? message.decision.actions.slice(0, options.maxActions) : [];
  const data: NotificationData = { url: message.url, decision: message.decision };
  return {
    title: message.title,
    options: {
      body: message.body,
      icon: options.icon,
      data,
      // One notification per page: a newer push about the same thing replaces the older one.
      tag: message.url,
      ...(actions.length > 0 ? { actions } : {}),
    },
  };
}

export interface ClickDeps {
  /** The worker's fetch. */
  fetch: (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
  showNotification: (title: string, options: NotificationOptions) => Promise<void>;
  openPage: (path: string) => Promise<void>;
}

/** What a tap (`action` ''), 'Open' or 'Approve' on a notification does; what it showed or opened, for the tests. */
export async function onNotificationClick(click: { action: string; title: string; data: unknown; icon: string }, deps: ClickDeps): Promise<{ opened: string } | { shown: string }> {
  const data = (click.data ?? {}) as Partial<Record<keyof NotificationData, unknown>>;
  const decision = decisionOf(data.decision);
  if (decision && click.action === 'approve' && decision.actions.some((a) => a.action === 'approve')) {
    const said = await approve(decision.token, deps.fetch, decision);
    await deps.showNotification(click.title, { body: said, icon: click.icon, tag: `decided-${decision.token.slice(0, 8)}` });
    return { shown: said };
  }
  const page = decision ? decision.page : (text(data.url) ?? '/');
  await deps.openPage(page);
  return { opened: page };
}

/** Posts the link's 'approve': the words for what came of it. */
async function approve(token: string, fetch: ClickDeps['fetch'], words: Pick<PushDecision, 'approved' | 'notDecided'>): Promise<string> {
  try {
    const answer = await fetch(`/api/decision-links/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'approve' }),
      // The link is the authority, not whoever is signed in in this browser; nothing of it goes elsewhere.
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
    });
    if (answer.ok) return words.approved;
    // 410 (used, expired, moved on: 'Already approved by Dr. Rao on 7 Dec at 10:42'), 409, 403, 429: the server's sentence.
    const sentence = await answer.json().then(
      (json: unknown) => text((json as { message?: unknown } | null)?.message),
      () => null,
    );
    return sentence ?? words.notDecided;
  } catch {
    // Offline, or the server could not be reached: nothing was decided.
    return words.notDecided;
  }
}
