// Every inbox entry may also go out by e-mail: after each commit, the process that appended the events
// queues one mail job per entry they made (job id from the entry, so queuing twice runs once). The job
// itself decides whether to send (preferences) and keeps the idempotency key (outgoing_mail).
// A process that dies between its commit and this queuing leaves the entries without a job; the sweep
// (mail-sweep.ts) queues them later under the same job ids.

import type { Db } from '../db';
import type { EventStore } from '../event-store';
import { notificationMailJobId, SEND_NOTIFICATION_MAIL, type JobQueue, type SendNotificationMailData } from '../jobs';
import type { Logger } from '../log';

export function dispatchNotificationMails(deps: { db: Db; eventStore: EventStore; jobs: JobQueue; log: Logger }): () => void {
  const queueMails = async (positions: number[]) => {
    const rows = await deps.db.selectFrom('notifications').select('id').where('event_position', 'in', positions).orderBy('id').execute();
    for (const { id } of rows) {
      const data: SendNotificationMailData = { notificationId: id };
      await deps.jobs.enqueue(SEND_NOTIFICATION_MAIL, data, { jobId: notificationMailJobId(id) });
    }
  };
  return deps.eventStore.onAppended((events) => {
    queueMails(events.map((e) => e.globalPosition)).catch((error: unknown) => deps.log.error({ err: error }, 'notification mails could not be queued'));
  });
}
