// The safety net of the mail dispatch (mail-dispatch.ts): a process that dies between its commit and
// queuing the mails loses only the queuing, because the inbox entries are committed with the events. The
// sweep finds the recent entries that have no outgoing mail yet and whose recipient (still active) wants
// that kind by e-mail, and queues them in batches by priority (a batch of one under the normal path's job id):
// the job's outgoing_mail row of each entry is the idempotency key, so a sweep that races the normal path,
// or another sweep, never sends a mail twice. It also queues again, under a job id of their own, the mails
// left 'sending' for longer than MAIL_SENDING_LEASE_MINUTES with no failure recorded (their run died between
// the SMTP exchange and its update): one run claims each such row before sending it.

import { emailPreferencesOf, MAIL_ORDER, type NotificationKind } from '@leave/domain';
import type { Db } from '../db';
import { sql } from 'kysely';
import { abandonedMailJobId, MAIL_SENDING_LEASE_MINUTES, notificationMailJobId, SEND_NOTIFICATION_MAIL, type JobQueue, type SweepNotificationMailsResult } from '../jobs';
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
  const found = await recentEntriesOfActivePeople(deps.db, MAIL_SWEEP_WINDOW_HOURS)
    .leftJoin('outgoing_mail as m', 'm.id', 'n.id')
    .select(['n.id', 'n.kind', 'p.email', 'm.id as mail_id'])
    .where((eb) =>
      eb.or([
        eb('m.id', 'is', null),
        eb.and([eb('m.status', '=', 'sending'), eb('m.last_error', 'is', null), eb('m.updated_at', '<', sql<Date>`now() - make_interval(mins => ${MAIL_SENDING_LEASE_MINUTES})`)]),
      ]),
    )
    .execute();
  const wants = (row: (typeof found)[number]) => emailPreferencesOf(row.email as Record<string, unknown> | null)[row.kind as NotificationKind];
  const unsent = found.filter((row) => row.mail_id === null);
  const wanted = unsent.filter(wants);
  const abandoned = found.filter((row) => row.mail_id !== null && wants(row));
  for (const { priority, ids } of notificationBatches(wanted, (row) => MAIL_ORDER[row.kind as NotificationKind])) {
    await deps.jobs.enqueue(SEND_NOTIFICATION_MAIL, { notificationIds: ids }, { jobId: notificationMailJobId(ids), priority });
  }
  const sweptAt = new Date();
  for (const { priority, ids } of notificationBatches(abandoned, (row) => MAIL_ORDER[row.kind as NotificationKind])) {
    await deps.jobs.enqueue(SEND_NOTIFICATION_MAIL, { notificationIds: ids }, { jobId: abandonedMailJobId(ids, sweptAt), priority });
  }
  // What an operator sees of a sweep: this line (counts only, never who or what) and the job's result.
  if (wanted.length > 0) deps.log.info({ unsent: unsent.length, queued: wanted.length }, 'notification mails swept: queued mails that were never queued');
  if (abandoned.length > 0) deps.log.warn({ abandoned: abandoned.length }, "notification mails swept: queued again mails left 'sending' by a run that stopped");
  return { unsent: unsent.length, queued: wanted.length, ...(abandoned.length > 0 ? { abandoned: abandoned.length } : {}) };
}
