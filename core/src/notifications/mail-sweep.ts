// The safety net of the mail dispatch (mail-dispatch.ts): a process that dies between its commit and
// queuing the mails loses only the queuing, because the inbox entries are committed with the events. The
// sweep finds the recent entries that have no outgoing mail yet and whose recipient (still active) wants
// that kind by e-mail, and queues them in batches by priority (a batch of one under the normal path's job id):
// the job's outgoing_mail row of each entry is the idempotency key, so a sweep that races the normal path,
// or another sweep, never sends a mail twice.

import { emailPreferencesOf, MAIL_ORDER, type NotificationKind } from '@leave/domain';
import type { Db } from '../db';
import { notificationMailJobId, SEND_NOTIFICATION_MAIL, type JobQueue, type SweepNotificationMailsResult } from '../jobs';
import type { Logger } from '../log';
import { notificationBatches } from './mail-dispatch';
import { recentEntriesOfActivePeople } from './sweep-window';

/**
 * How far back the sweep looks, by the events' time (the database's clock, as `created_at` is): long
 * enough to cover a process down over a weekend, short enough that a person who turns a kind on gets no
 * mail of old entries, and that a replay into an empty database does not mail the college's history.
 */
export const MAIL_SWEEP_WINDOW_HOURS = 72;

export async function sweepNotificationMails(deps: { db: Db; jobs: JobQueue; log: Logger }): Promise<SweepNotificationMailsResult> {
  const unsent = await recentEntriesOfActivePeople(deps.db, MAIL_SWEEP_WINDOW_HOURS)
    .leftJoin('outgoing_mail as m', 'm.id', 'n.id')
    .select(['n.id', 'n.kind', 'p.email'])
    .where('m.id', 'is', null)
    .execute();
  const wanted = unsent.filter((row) => emailPreferencesOf(row.email as Record<string, unknown> | null)[row.kind as NotificationKind]);
  for (const { priority, ids } of notificationBatches(wanted, (row) => MAIL_ORDER[row.kind as NotificationKind])) {
    await deps.jobs.enqueue(SEND_NOTIFICATION_MAIL, { notificationIds: ids }, { jobId: notificationMailJobId(ids), priority });
  }
  // What an operator sees of a sweep: this line (counts only, never who or what) and the job's result.
  if (wanted.length > 0) deps.log.info({ unsent: unsent.length, queued: wanted.length }, 'notification mails swept: queued mails that were never queued');
  return { unsent: unsent.length, queued: wanted.length };
}
