// The 'send-notification-push' job (issue 23): a batch of inbox entries (issue 24: the entries one commit
// made, of one priority, or a sweep's), each pushed to every browser its recipient turned push on in, when
// they want its kind pushed, in their language: {title, body, url} (url: the entry's link, the page the inbox
// opens). push_deliveries (entry and subscription) is the idempotency key: a subscription the entry reached
// is never pushed it again, whatever retries, repeated jobs or other batches come, and a push another run is
// sending is left to it; a failed one is tried again with the queue's back-off (the job fails while one
// failed; the others are not held back). A subscription the push service says is gone (404, 410), or whose
// endpoint the push endpoint rule no longer allows, is deleted. Nothing here logs an endpoint.
//
// Statements, for a batch: one read (the notification family's notificationPushBatch: the entries,
// recipients, preferences, subscriptions and deliveries); one insert of the new deliveries and, if any, one
// update claiming the retries; after pushing, one update of those sent and one per distinct failure reason
// (and two for each subscription gone).
//
// Issue 44: an 'applicationWaiting' push (under a policy with decision links on) carries its own decision
// link, one per delivery (the entry to one browser), made as it goes out and replacing an earlier attempt's,
// with the actions 'Approve' and 'Open' in the recipient's language
// (docs/decisions/0330-a-push-has-its-own-decision-link.md). It is not the mail's: using one leaves the other
// usable until the application moves on. A push that did not go (or whose browser is gone) drops its link.

import { decidePagePath, decisionLinksOn, MAIL_TEXTS, pushPayloadJson, pushPreferencesOf, type Language, type NotificationKind, type NotificationMessage, type PushDecision, type PushPayload } from '@leave/domain';
import { leaveStream } from '@leave/core/event-store';
import type { JobContext, SendNotificationPushData, SendNotificationPushResult } from '@leave/core/jobs';
import {
  claimPushRetries,
  deleteGoneSubscription,
  dropDecisionLinks,
  keepDecisionLink,
  newDecisionLinkToken,
  notificationPushBatch,
  pushDecisionLinkKey,
  pushesFailed,
  pushesSent,
  startPushDeliveries,
  type PushDeliveryKey,
} from '@leave/core/notifications';
import { readPolicyHistory, versionInForce } from '@leave/core/policy';
import type { JobDependencies } from './dependencies';
import { titleIn } from '../mail/compose';
import { PushDeliveryError, pushSender, type PushTarget } from '../push/deliver';

type Key = PushDeliveryKey;

/** What a push's decision link is made of when it goes out: whose, which application at which version. */
type Decidable = { personId: string; leaveId: string; streamVersion: number; language: Language };

/** The push's decision part: its link, its page, the actions and the words after 'Approve', in the recipient's language. */
export function pushDecisionOf(token: string, language: Language): PushDecision {
  const texts = MAIL_TEXTS[language];
  return {
    token,
    page: decidePagePath(token),
    actions: [
      { action: 'approve', title: texts.decide.approve },
      { action: 'open', title: texts.decide.open },
    ],
    approved: texts.pushDecision.approved,
    notDecided: texts.pushDecision.notDecided,
  };
}

export function createSendNotificationPush(deps: JobDependencies) {
  const { db, config, clock, eventStore } = deps;
  const send = pushSender(deps);

  const keyOf = (key: Key) => `${key.notificationId} ${key.subscriptionId}`;

  /** A new secret for the push's link, replacing an earlier attempt's; null when that one was used already. */
  async function decisionLinkFor(key: Key, decidable: Decidable): Promise<string | null> {
    const token = newDecisionLinkToken();
    const now = clock.now();
    const kept = await keepDecisionLink(db, {
      mailId: pushDecisionLinkKey(key.notificationId, key.subscriptionId),
      token,
      personId: decidable.personId,
      leaveId: decidable.leaveId,
      streamVersion: decidable.streamVersion,
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.decisionLinkHours * 3600_000),
    });
    return kept ? token : null;
  }

  return async (data: SendNotificationPushData, context: JobContext): Promise<SendNotificationPushResult> => {
    const ids = [...new Set(data.notificationIds)];
    if (ids.length === 0 || !config.vapid) return { status: 'skipped' };
    const wanted = (await notificationPushBatch(db, ids)).filter((row) => row.isActive && row.deletedAt === null && pushPreferencesOf(row.preferences ?? undefined)[row.kind as NotificationKind]);
    if (wanted.length === 0) return { status: 'skipped' };

    const result = { status: 'pushed' as const, pushed: 0, already: 0, gone: 0 };
    const pushes = new Map<string, { key: Key; target: PushTarget; payload: PushPayload; decidable?: Decidable }>();
    // Decision links only while the policy has them on.
    const waitingKind = (kind: string) => kind === 'applicationWaiting';
    const linksOn = wanted.some((row) => waitingKind(row.kind)) ? decisionLinksOn(versionInForce(await readPolicyHistory(eventStore), clock.today()).policy) : false;
    const fresh: Key[] = [];
    const retries: Key[] = [];
    for (const row of wanted) {
      const key = { notificationId: row.id, subscriptionId: row.subscriptionId };
      // Reached before, or being pushed by another run right now (its row, no failure yet).
      if (row.status === 'sent' || (row.status === 'sending' && row.lastError === null)) {
        result.already += 1;
        continue;
      }
      const payload: PushPayload = {
        title: MAIL_TEXTS[row.language].pushTitle(config.collegeName),
        body: titleIn({ title: row.title, language: row.language, message: row.message as NotificationMessage | null }),
        url: row.link,
      };
      // The application and its version when the entry was made: what the push's link decides, while it stays there.
      const leaveId = linksOn && waitingKind(row.kind) && row.streamId !== null ? leaveStream.ownerOf(row.streamId) : null;
      const decidable = leaveId !== null && row.eventVersion !== null ? { personId: row.personId, leaveId, streamVersion: Number(row.eventVersion), language: row.language } : undefined;
      pushes.set(keyOf(key), { key, target: { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth }, payload, ...(decidable ? { decidable } : {}) });
      (row.status === null ? fresh : retries).push(key);
    }

    // The new deliveries in one statement, the retries claimed in one more, each with its attempt counted:
    // of runs racing for a delivery, one pushes.
    const mine = new Set<string>();
    if (fresh.length > 0) {
      const inserted = await startPushDeliveries(db, fresh);
      for (const key of inserted) mine.add(keyOf(key));
    }
    if (retries.length > 0) {
      const claimed = await claimPushRetries(db, retries);
      for (const key of claimed) mine.add(keyOf(key));
    }

    const sent: Key[] = [];
    const failures = new Map<string, Key[]>();
    let failure: PushDeliveryError | null = null;
    const gone = new Set<string>();
    for (const [id, push] of pushes) {
      if (!mine.has(id)) {
        result.already += 1;
        continue;
      }
      // A browser gone for an entry before is gone for this one too (its rows went with it).
      if (gone.has(push.key.subscriptionId)) continue;
      const token = push.decidable ? await decisionLinkFor(push.key, push.decidable) : null;
      const payload = pushPayloadJson(token && push.decidable ? { ...push.payload, decision: pushDecisionOf(token, push.decidable.language) } : push.payload);
      try {
        if ((await send(push.target, payload)) === 'gone') {
          // The link of a push that reached nobody is of no use to anybody.
          if (token) await dropDecisionLinks(db, [token]);
          await deleteGoneSubscription(db, push.key.subscriptionId);
          gone.add(push.key.subscriptionId);
          result.gone += 1;
          continue;
        }
        sent.push(push.key);
        result.pushed += 1;
      } catch (error) {
        if (token) await dropDecisionLinks(db, [token]);
        failure = error instanceof PushDeliveryError ? error : new PushDeliveryError('The push could not be sent');
        failures.set(failure.message, [...(failures.get(failure.message) ?? []), push.key]);
      }
    }
    if (sent.length > 0) await pushesSent(db, sent);
    for (const [message, failed] of failures) await pushesFailed(db, failed, message, context.finalAttempt);
    // The queue tries again: the subscriptions reached are not pushed again.
    if (failure) throw failure;
    return result;
  };
}
