// The 'send-notification-push' job (issue 23): one inbox entry pushed to every browser its recipient turned
// push on in, when they want its kind pushed, in their language: {title, body, url} (url: the entry's link,
// the page the inbox opens). push_deliveries (entry and subscription) is the idempotency key: a subscription
// the entry reached is never pushed it again, whatever retries or repeated jobs come; a failed one is tried
// again with the queue's back-off (the job fails while one failed). A subscription the push service says
// is gone (404, 410) is deleted. Nothing here logs an endpoint.

import { MAIL_TEXTS, pushPayloadJson, pushPreferencesOf, type NotificationKind, type NotificationMessage } from '@leave/domain';
import type { JobContext, SendNotificationPushData, SendNotificationPushResult } from '@leave/core/jobs';
import { deleteGoneSubscription } from '@leave/core/notifications';
import type { JobDependencies } from './dependencies';
import { titleIn } from '../mail/compose';
import { PushDeliveryError, pushSender } from '../push/deliver';

export function createSendNotificationPush(deps: JobDependencies) {
  const { db, config } = deps;
  const send = pushSender(config);

  /** The entry, its recipient and their push preferences: one statement. */
  const read = (notificationId: string) =>
    db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.recipient_id')
      .leftJoin('notification_preferences as p', 'p.user_id', 'n.recipient_id')
      .select(['n.id', 'n.kind', 'n.title', 'n.message', 'n.link', 'u.id as person_id', 'u.language', 'u.is_active', 'u.deleted_at', 'p.push as preferences'])
      .where('n.id', '=', notificationId)
      .executeTakeFirst();

  /** The recipient's subscriptions, each with this entry's delivery to it if there is one. */
  const subscriptionsOf = (personId: string, notificationId: string) =>
    db
      .selectFrom('push_subscriptions as s')
      .leftJoin('push_deliveries as d', (join) => join.onRef('d.subscription_id', '=', 's.id').on('d.notification_id', '=', notificationId))
      .select(['s.id', 's.endpoint', 's.p256dh', 's.auth', 'd.status'])
      .where('s.user_id', '=', personId)
      .orderBy('s.id')
      .execute();

  return async (data: SendNotificationPushData, context: JobContext): Promise<SendNotificationPushResult> => {
    const found = await read(data.notificationId);
    if (!found || !found.is_active || found.deleted_at !== null || !config.vapid) return { status: 'skipped' };
    if (!pushPreferencesOf(found.preferences ?? undefined)[found.kind as NotificationKind]) return { status: 'skipped' };
    const subscriptions = await subscriptionsOf(found.person_id, found.id);
    if (subscriptions.length === 0) return { status: 'skipped' };

    const payload = pushPayloadJson({
      title: MAIL_TEXTS[found.language].pushTitle(config.collegeName),
      body: titleIn({ title: found.title, language: found.language, message: found.message as NotificationMessage | null }),
      url: found.link,
    });
    const result = { status: 'pushed' as const, pushed: 0, already: 0, gone: 0 };
    let failure: PushDeliveryError | null = null;
    for (const subscription of subscriptions) {
      if (subscription.status === 'sent') {
        result.already += 1;
        continue;
      }
      const key = { notification_id: found.id, subscription_id: subscription.id };
      await db
        .insertInto('push_deliveries')
        .values({ ...key, status: 'sending', attempts: 1 })
        .onConflict((oc) => oc.columns(['notification_id', 'subscription_id']).doUpdateSet((eb) => ({ status: 'sending', attempts: eb('push_deliveries.attempts', '+', 1), updated_at: new Date() })))
        .execute();
      const delivery = db.updateTable('push_deliveries').where('notification_id', '=', key.notification_id).where('subscription_id', '=', key.subscription_id);
      try {
        if ((await send(subscription, payload)) === 'gone') {
          await db.deleteFrom('push_deliveries').where('subscription_id', '=', subscription.id).execute();
          await deleteGoneSubscription(db, subscription.id);
          result.gone += 1;
          continue;
        }
        await delivery.set({ status: 'sent', last_error: null, updated_at: new Date() }).execute();
        result.pushed += 1;
      } catch (error) {
        failure = error instanceof PushDeliveryError ? error : new PushDeliveryError('The push could not be sent');
        await delivery.set({ last_error: failure.message, updated_at: new Date(), ...(context.finalAttempt ? { status: 'failed' as const } : {}) }).execute();
      }
    }
    // The queue tries again: the subscriptions reached are not pushed again.
    if (failure) throw failure;
    return result;
  };
}
