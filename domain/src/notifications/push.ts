// Web Push (issue 23): a browser's subscription as the web app sends it (its PushSubscription's JSON),
// the message a push carries, and its limits. An endpoint is an https:// address (web-push speaks TLS
// only); which push services it may name is the server's rule (core/notifications/push-endpoints.ts).

import { z } from 'zod';
import { plainText } from '../contracts/plain-text';
import { WHILE_VALID } from '../contracts/when';

export const PUSH_MESSAGES = {
  subscribed: 'Push notifications are on for this browser',
  unsubscribed: 'Push notifications are off for this browser',
  endpointInvalid: 'endpoint must be the https:// address of a push service',
  endpointNotAllowed: 'endpoint must be the address of a browser’s push service',
  keyInvalid: 'keys must be the subscription’s p256dh and auth keys (base64url)',
} as const;

/** A push service's address is long (FCM's are about 200 characters); more than this is no endpoint. */
export const PUSH_ENDPOINT_MAX = 2048;

const endpointField = z
  .string({ error: PUSH_MESSAGES.endpointInvalid })
  .max(PUSH_ENDPOINT_MAX, { error: PUSH_MESSAGES.endpointInvalid })
  .check(plainText('Endpoint'))
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, { error: PUSH_MESSAGES.endpointInvalid, ...WHILE_VALID });

/** A P-256 public key (65 bytes, 87 characters) or a 16-byte secret (22 characters), base64url. */
const keyField = (min: number, max: number) =>
  z
    .string({ error: PUSH_MESSAGES.keyInvalid })
    .min(min, { error: PUSH_MESSAGES.keyInvalid })
    .max(max, { error: PUSH_MESSAGES.keyInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: PUSH_MESSAGES.keyInvalid })
    .check(plainText('Key'));

/** POST /api/push/subscriptions: the browser's PushSubscription JSON (expirationTime may come, null or a time). */
export const pushSubscriptionBody = z.strictObject({
  endpoint: endpointField,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: keyField(86, 90), auth: keyField(22, 24) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /api/push/subscriptions: this browser's endpoint. */
export const pushUnsubscribeBody = z.strictObject({ endpoint: endpointField });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;

/** What a push carries, as JSON: the service worker shows `title` and `body` and opens `url` (a path of the app) on a tap. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /**
   * A 'waiting for your decision' push under a policy with decision links on (issue 44): the push's own link
   * (`token`, the recipient's and this browser's, docs/decisions/0330-a-push-has-its-own-decision-link.md),
   * the notification's actions in the recipient's language, and the words the worker shows after 'Approve'.
   * A tap (or 'Open') opens `page`, the link's decision page.
   */
  decision?: PushDecision;
}

/** The notification actions a decision push offers: 'approve' posts the link, 'open' opens its page. */
export type PushDecisionAction = 'approve' | 'open';

export interface PushDecision {
  token: string;
  page: string;
  actions: { action: PushDecisionAction; title: string }[];
  approved: string;
  notDecided: string;
}

/** Seconds a push service keeps a message for a phone that is off: one day. */
export const PUSH_TTL_SECONDS = 86_400;

/** The payload's most bytes as JSON: well under the 4 kB a push service takes with the encryption's overhead. */
export const PUSH_PAYLOAD_MAX_BYTES = 3000;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** The payload as JSON within PUSH_PAYLOAD_MAX_BYTES: the body is cut (with '…') when it must be. */
export function pushPayloadJson(payload: PushPayload): string {
  const whole = JSON.stringify(payload);
  if (utf8Bytes(whole) <= PUSH_PAYLOAD_MAX_BYTES) return whole;
  const characters = [...payload.body];
  let low = 0;
  let high = characters.length;
  // The longest cut that fits (JSON escapes make bytes no simple function of characters).
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (utf8Bytes(JSON.stringify({ ...payload, body: `${characters.slice(0, middle).join('')}…` })) <= PUSH_PAYLOAD_MAX_BYTES) low = middle;
    else high = middle - 1;
  }
  return JSON.stringify({ ...payload, body: `${characters.slice(0, low).join('')}…` });
}
