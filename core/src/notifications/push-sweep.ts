// The safety net of the push dispatch (mail-dispatch.ts queues a push job beside each mail job): a process
// that dies between its commit and queuing the jobs loses only the queuing, because the inbox entries are
// committed with the events. The sweep finds the recent entries that no push job has touched yet (no
// push_deliveries row) and whose recipient, still active, wants that kind pushed and had a subscription
// when the entry was made, and queues them in batches by priority as the normal path does: the job's
// push_deliveries rows are the idempotency key, so a sweep that races the normal
// path, or another sweep, never pushes an entry twice to a browser.

import { sql } from 'kysely';
import { MAIL_ORDER, pushPreferencesOf, type NotificationKind } from '@leave/domain';
import type { Db } from '../db';
import { notificationPushJobId, SEND_NOTIFICATION_PUSH, type JobQueue, type SweepNotificationPushesResult } from '../jobs';
import type { Logger } from '../log';
import { notificationBatches, SEEDED_HISTORY_REQUEST_ID } from './mail-dispatch';
import { recentEntriesOfActivePeople } from './sweep-window';
import { joinEventAt } from '../event-store';

/**
 * How far back the push sweep looks, by the events' time: the pushes' own time to live (`TTL: 86400`, a
 * day). A push service keeps an undelivered push no longer than that, so a push a day late would be one
 * nobody is expected to see any more; and a notification pushed days after the fact only disturbs.
 */
export const PUSH_SWEEP_WINDOW_HOURS = 24;

export async function sweepNotificationPushes(deps: { db: Db; jobs: JobQueue; log: Logger }): Promise<SweepNotificationPushesResult> {
  const unpushed = await recentEntriesOfActivePeople(deps.db, PUSH_SWEEP_WINDOW_HOURS)
    // The entries' events (a seeded history's requestId): the event store's join, in the sweep's one statement.
    .$call((q) => joinEventAt(q, 'e', 'n.event_position'))
    .select(['n.id', 'n.kind', 'p.push'])
    // No push job has run for it (a job that ran writes a row for each subscription it tried).
    .where((eb) => eb.not(eb.exists(eb.selectFrom('push_deliveries as d').select('d.notification_id').whereRef('d.notification_id', '=', 'n.id'))))
    // A browser of the recipient had push on when the entry was made: the normal path would have queued it.
    // Turning push on later does not bring the day's earlier entries.
    .where((eb) => eb.exists(eb.selectFrom('push_subscriptions as s').select('s.id').whereRef('s.user_id', '=', 'n.recipient_id').whereRef('s.created_at', '<=', 'n.created_at')))
    // A seeded history (the demo data) is never pushed, as on the normal path.
    .where(sql<boolean>`(e.metadata->>'requestId') is distinct from ${SEEDED_HISTORY_REQUEST_ID}`)
    .execute();
  const wanted = unpushed.filter((row) => pushPreferencesOf(row.push as Record<string, unknown> | null | undefined)[row.kind as NotificationKind]);
  for (const { priority, ids } of notificationBatches(wanted, (row) => MAIL_ORDER[row.kind as NotificationKind])) {
    await deps.jobs.enqueue(SEND_NOTIFICATION_PUSH, { notificationIds: ids }, { jobId: notificationPushJobId(ids), priority });
  }
  // What an operator sees of a sweep: this line (counts only, never who, what or which browser) and the job's result.
  if (wanted.length > 0) deps.log.info({ unpushed: unpushed.length, queued: wanted.length }, 'notification pushes swept: queued pushes that were never queued');
  return { unpushed: unpushed.length, queued: wanted.length };
}
