// The browsers people turned push on in (issue 23): push_subscriptions, their own state (no read model, no
// event: like their e-mail preferences). An endpoint is one browser and belongs to one person: the person
// who subscribed it last (the browser's previous user signed out without unsubscribing). The api saves and
// removes them, the push job deletes the ones a push service says are gone, and the api's start drops the
// ones the push endpoint rule does not allow (push-endpoints.ts). Endpoints are secrets of a kind (whoever
// has one with its keys can push to that browser): never logged.

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { NotificationKind, PushSubscriptionBody } from '@leave/domain';
import type { Db } from '../db';
import { leftJoinEventAt } from '../event-store';
import type { Logger } from '../log';
import { joinPerson } from '../users/accounts';
import { ENTRY_COLUMNS } from './outgoing-mail';
import type { PushEndpointRule } from './push-endpoints';

/** Rows deleted per statement when many go at once. */
const DELETE_CHUNK = 1000;

/**
 * At start: the subscriptions whose endpoint the rule does not allow (saved before it, or before
 * PUSH_ALLOWED_HOSTS lost a host) go, with their deliveries, in a log line that names how many and no
 * endpoint. How many went.
 */
export async function dropSubscriptionsOutsideRule(db: Db, rule: Pick<PushEndpointRule, 'allowsHostOf'>, log: Pick<Logger, 'warn'>): Promise<number> {
  const rows = await db.selectFrom('push_subscriptions').select(['id', 'endpoint']).execute();
  const outside = rows.filter((row) => !rule.allowsHostOf(row.endpoint)).map((row) => row.id);
  for (let start = 0; start < outside.length; start += DELETE_CHUNK) {
    const ids = outside.slice(start, start + DELETE_CHUNK);
    await db.deleteFrom('push_deliveries').where('subscription_id', 'in', ids).execute();
    await db.deleteFrom('push_subscriptions').where('id', 'in', ids).execute();
  }
  if (outside.length > 0) {
    log.warn({ dropped: outside.length }, `dropped ${outside.length} push subscription(s) whose endpoint is not a browser's push service nor a host of PUSH_ALLOWED_HOSTS`);
  }
  return outside.length;
}

/** Saves this browser's subscription for the person: again is the same, another person's endpoint becomes theirs. */
export async function savePushSubscription(db: Db, userId: string, body: PushSubscriptionBody): Promise<void> {
  const values = { id: randomUUID(), user_id: userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
  await db
    .insertInto('push_subscriptions')
    .values(values)
    // The same endpoint: the browser's keys as sent now, and its person who sent them. Moved to another
    // person, it counts from now: the push sweep (push-sweep.ts) pushes only entries made after it.
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: values.user_id,
        p256dh: values.p256dh,
        auth: values.auth,
        created_at: sql<Date>`case when push_subscriptions.user_id = excluded.user_id then push_subscriptions.created_at else now() end`,
      }),
    )
    .execute();
}

/** Removes the person's subscription of this endpoint; one that is not theirs, or none, is no error. */
export async function removePushSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  const removed = await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('user_id', '=', userId).returning('id').executeTakeFirst();
  if (removed) await db.deleteFrom('push_deliveries').where('subscription_id', '=', removed.id).execute();
}

/** A subscription the push service says no longer exists (404, 410): its deliveries' rows, then itself. */
export async function deleteGoneSubscription(db: Db, subscriptionId: string): Promise<void> {
  await db.deleteFrom('push_deliveries').where('subscription_id', '=', subscriptionId).execute();
  await db.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).execute();
}

// The push job's batch (worker/src/jobs/send-notification-push.ts): push_deliveries, one row per entry and
// subscription, its idempotency key. One statement each, for all the batch's deliveries.

/** The kinds whose entry's event the push job reads: a waiting application's stream and version, for its decision link (issue 44). */
const PUSH_EVENT_KINDS: readonly NotificationKind[] = ['applicationWaiting'];

/**
 * The batch's read, one statement: the entries, their recipients' language, whether they may still hear of
 * anything, and push preferences, their subscriptions, each with the entry's delivery to it, and a waiting
 * application's event (its stream and version); by entry, then subscription.
 */
export function notificationPushBatch(db: Db, notificationIds: readonly string[]) {
  return db
    .selectFrom('notifications as n')
    .$call((q) => joinPerson(q, 'u', 'n.recipient_id'))
    .$call((q) => leftJoinEventAt(q, 'e', 'n.event_position', { column: 'n.kind', is: PUSH_EVENT_KINDS }))
    .innerJoin('push_subscriptions as s', 's.user_id', 'n.recipient_id')
    .leftJoin('notification_preferences as p', 'p.user_id', 'n.recipient_id')
    .leftJoin('push_deliveries as d', (join) => join.onRef('d.subscription_id', '=', 's.id').onRef('d.notification_id', '=', 'n.id'))
    .select([
      ...ENTRY_COLUMNS,
      'u.language',
      'u.is_active as isActive',
      'u.deleted_at as deletedAt',
      'p.push as preferences',
      's.id as subscriptionId',
      's.endpoint',
      's.p256dh',
      's.auth',
      'd.status',
      'd.last_error as lastError',
      'u.id as personId',
      'e.stream_id as streamId',
      'e.version as eventVersion',
    ])
    .where('n.id', 'in', notificationIds)
    .orderBy('n.id')
    .orderBy('s.id')
    .execute();
}

/** One entry's delivery to one subscription. */
export interface PushDeliveryKey {
  notificationId: string;
  subscriptionId: string;
}

const KEY_COLUMNS = ['notification_id as notificationId', 'subscription_id as subscriptionId'] as const;

const whereKeys = (db: Db, keys: readonly PushDeliveryKey[]) =>
  db.updateTable('push_deliveries').where((eb) => eb(eb.refTuple('notification_id', 'subscription_id'), 'in', keys.map((k) => eb.tuple(k.notificationId, k.subscriptionId))));

/** Writes the new deliveries, being sent with their attempt counted; one another run wrote first is that run's. Those this call wrote. */
export async function startPushDeliveries(db: Db, keys: readonly PushDeliveryKey[]): Promise<PushDeliveryKey[]> {
  return db
    .insertInto('push_deliveries')
    .values(keys.map((key) => ({ notification_id: key.notificationId, subscription_id: key.subscriptionId, status: 'sending' as const, attempts: 1 })))
    .onConflict((oc) => oc.columns(['notification_id', 'subscription_id']).doNothing())
    .returning(KEY_COLUMNS)
    .execute();
}

/** Claims failed deliveries to try again, their attempt counted: of runs racing for one, one gets it. Those claimed. */
export async function claimPushRetries(db: Db, keys: readonly PushDeliveryKey[]): Promise<PushDeliveryKey[]> {
  return whereKeys(db, keys)
    .set((eb) => ({ status: 'sending', last_error: null, attempts: eb('push_deliveries.attempts', '+', 1), updated_at: new Date() }))
    .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'sending'), eb('last_error', 'is not', null)])]))
    .returning(KEY_COLUMNS)
    .execute();
}

/** Deliveries the push service took. */
export async function pushesSent(db: Db, keys: readonly PushDeliveryKey[]): Promise<void> {
  await whereKeys(db, keys).set({ status: 'sent', last_error: null, updated_at: new Date() }).execute();
}

/** Deliveries whose attempt failed with this reason; failed for good after the last attempt. */
export async function pushesFailed(db: Db, keys: readonly PushDeliveryKey[], reason: string, finalAttempt: boolean | undefined): Promise<void> {
  await whereKeys(db, keys)
    .set({ last_error: reason, updated_at: new Date(), ...(finalAttempt ? { status: 'failed' as const } : {}) })
    .execute();
}
