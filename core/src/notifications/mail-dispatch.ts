// Every inbox entry may also go out by e-mail: after each commit, the process that appended the events
// queues one mail job per entry they made (job id from the entry, so queuing twice runs once). The job
// itself decides whether to send (preferences) and keeps the idempotency key (outgoing_mail).
// A process that dies between its commit and this queuing leaves the entries without a job; the sweep
// (mail-sweep.ts) queues them later under the same job ids.
// Each mail goes with its kind's priority (domain's MAIL_ORDER): a decision's mail does not wait behind
// reminders, and a seeded history (the demo data's events) waits behind everything.

/** The request id of the events the demo seed appends: a history, whose mails go last. */
export const SEEDED_HISTORY_REQUEST_ID = 'demo-seed';

import type { Db } from '../db';
import { HISTORY_MAIL_ORDER, MAIL_ORDER, type NotificationKind } from '@leave/domain';
import type { EventStore, StoredEvent } from '../event-store';
import { notificationMailJobId, SEND_NOTIFICATION_MAIL, type JobQueue, type SendNotificationMailData } from '../jobs';
import type { Logger } from '../log';

export function dispatchNotificationMails(deps: { db: Db; eventStore: EventStore; jobs: JobQueue; log: Logger }): () => void {
  const queueMails = async (events: StoredEvent[]) => {
    const history = new Set(events.filter((e) => e.metadata.requestId === SEEDED_HISTORY_REQUEST_ID).map((e) => e.globalPosition));
    const rows = await deps.db
      .selectFrom('notifications')
      .select(['id', 'kind', 'event_position'])
      .where('event_position', 'in', events.map((e) => e.globalPosition))
      .orderBy('id')
      .execute();
    for (const { id, kind, event_position } of rows) {
      const data: SendNotificationMailData = { notificationId: id };
      const priority = history.has(Number(event_position)) ? HISTORY_MAIL_ORDER : MAIL_ORDER[kind as NotificationKind];
      await deps.jobs.enqueue(SEND_NOTIFICATION_MAIL, data, { jobId: notificationMailJobId(id), priority });
    }
  };
  return deps.eventStore.onAppended((events) => {
    queueMails(events).catch((error: unknown) => deps.log.error({ err: error }, 'notification mails could not be queued'));
  });
}
