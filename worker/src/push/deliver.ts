// Sending one push message (issue 23) with the web-push package: encrypted for the subscription's keys
// (RFC 8291, aes128gcm), signed with the server's VAPID keys (RFC 8292), kept a day by the push service
// (TTL), normal urgency. The endpoint is checked by the push endpoint rule first (issue 47,
// core/notifications/push-endpoints.ts) and the connection goes to the address checked; web-push follows
// no redirect. PUSH_CA_FILE adds certificate authorities to the system's, for a push service behind a
// private CA (the tests' own). web-push is loaded with the first push: a process that pushes nothing does
// not hold it. A failure names no endpoint and quotes no body (endpoints are secrets of a kind: whoever has
// one can push to that browser).

import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import { PUSH_TTL_SECONDS } from '@leave/domain';
import type { Config } from '@leave/core/config';
import { PUSH_ADDRESS_REFUSED, pushAgent, type PushEndpointRule } from '@leave/core/notifications';

/** What a push failure may say in logs and in push_deliveries: the status or the error's code, never the service's words. */
export class PushDeliveryError extends Error {
  override readonly name = 'PushDeliveryError';
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * 'gone': the push service says the subscription no longer exists (404, 410), or its endpoint is no
 * longer one the rule allows (as at start): it is to be deleted.
 */
export type PushOutcome = 'sent' | 'gone';

/** One sender per job handler; throws a PushDeliveryError for a failure a retry may mend. */
export function pushSender(deps: { config: Pick<Config, 'vapid' | 'pushCaFile'>; pushEndpoints: Pick<PushEndpointRule, 'check'> }) {
  const { config, pushEndpoints } = deps;
  type WebPush = typeof import('web-push');
  let library: Promise<WebPush> | null = null;
  let ca: string[] | undefined;
  // A CommonJS package: its exports are the module's default under ESM.
  const load = () => (library ??= import('web-push').then((module) => ((module as { default?: WebPush }).default ?? module) as WebPush));

  return async function send(target: PushTarget, payload: string): Promise<PushOutcome> {
    const vapid = config.vapid;
    if (!vapid) throw new PushDeliveryError('Push is not configured (VAPID keys)');
    const checked = await pushEndpoints.check(target.endpoint);
    if (!checked.allowed) {
      if (checked.reason === 'host') return 'gone';
      throw new PushDeliveryError(PUSH_ADDRESS_REFUSED);
    }
    const webpush = await load();
    if (config.pushCaFile && !ca) ca = [...rootCertificates, readFileSync(config.pushCaFile, 'utf8')];
    const agent = pushAgent(checked, ca);
    try {
      await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        timeout: 15_000,
        agent,
      });
      return 'sent';
    } catch (error) {
      const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
      if (statusCode === 404 || statusCode === 410) return 'gone';
      throw new PushDeliveryError(`The push service refused or could not be reached (${typeof statusCode === 'number' ? `status ${statusCode}` : typeof code === 'string' ? code : 'unknown error'})`);
    } finally {
      agent.destroy();
    }
  };
}
