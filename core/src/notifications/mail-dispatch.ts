// Every inbox entry may also go out by e-mail: after each commit, the process that appended the events
// queues one mail job per entry they made (job id from the entry, so queuing twice runs once). The job
// itself decides whether to send (preferences) and keeps the idempotency key (outgoing_mail).
// A process that dies between its commit and this queuing leaves the entries without a job; the sweep
// (mail-sweep.ts) queues them later under the same job ids.
// An entry whose recipient has turned push on in some browser also gets a push job (job id from the entry
// too); whether its kind is wanted is the job's decision. A seeded history is never pushed.
// Each mail goes with its kind's priority (domain's MAIL_ORDER): a decision's mail does not wait behind
// reminders, and a seeded history (the demo data's events) waits behind everything.

/** The request id of the events the demo seed appends: a history, whose mails go last. */
export const SEEDED_HISTORY_REQUEST_ID = 'demo-seed';

import type { Db } from '../db';
import { HISTORY_MAIL_ORDER, MAIL_ORDER, type NotificationKind } from '@leave/domain';
import type { EventStore, StoredEvent } from '../event-store';
import { notificationMailJobId, notificationPushJobId, SEND_NOTIFICATION_MAIL, SEND_NOTIFICATION_PUSH, type JobQueue, type SendNotificationMailData, type SendNotificationPushData } from '../jobs';
import type { Logger } from '../log';

export function dispatchNotificationMails(deps: { db: Db; eventStore: EventStore; jobs: JobQueue; log: Logger }): () => void {
  const queueMails = async (events: StoredEvent[]) => {
    const history = new Set(events.filter((e) => e.metadata.requestId === SEEDED_HISTORY_REQUEST_ID).map((e) => e.globalPosition));
    const rows = await deps.db
      .selectFrom('notifications as n')
      .select((eb) => ['n.id', 'n.kind', 'n.event_position', eb.exists(eb.selectFrom('push_subscriptions as s').select('s.id').whereRef('s.user_id', '=', 'n.recipient_id')).as('pushable')])
      .where('n.event_position', 'in', events.map((e) => e.globalPosition))
      .orderBy('n.id')
      .execute();
    for (const { id, kind, event_position, pushable } of rows) {
      const data: SendNotificationMailData = { notificationId: id };
      const seeded = history.has(Number(event_position));
      const priority = seeded ? HISTORY_MAIL_ORDER : MAIL_ORDER[kind as NotificationKind];
      await deps.jobs.enqueue(SEND_NOTIFICATION_MAIL, data, { jobId: notificationMailJobId(id), priority });
      if (pushable && !seeded) {
        const push: SendNotificationPushData = { notificationId: id };
        await deps.jobs.enqueue(SEND_NOTIFICATION_PUSH, push, { jobId: notificationPushJobId(id), priority });
      }
    }
  };
  return deps.eventStore.onAppended((events) => {
    queueMails(events).catch((error: unknown) => deps.log.error({ err: error }, 'notification mails could not be queued'));
  });
}
