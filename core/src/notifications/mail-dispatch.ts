// Every inbox entry may also go out by e-mail: after each commit, the process that appended the events
// queues the mails of the entries they made, one job for all the entries of one priority (issue 24: the
// job reads them in one statement and writes their mails in one, as the projections do a batch of events),
// with a job id from the entries, so queuing twice runs once. Commits that come while it is queuing go
// together in its next run, as the live tail reads a run of events: under load, one job for many commands. The job itself decides, entry by entry,
// whether to send (preferences) and keeps each entry's idempotency key (outgoing_mail).
// A process that dies between its commit and this queuing leaves the entries without a job; the sweep
// (mail-sweep.ts) queues them later in batches of its own.
// The entries whose recipient has turned push on in some browser also get a push job (the same batches);
// whether each kind is wanted is the job's decision. A seeded history is never pushed.
// Each batch goes with its kind's priority (domain's MAIL_ORDER): a decision's mail does not wait behind
// reminders, and a seeded history (the demo data's events) waits behind everything.

/** The request id of the events the demo seed appends: a history, whose mails go last. */
export const SEEDED_HISTORY_REQUEST_ID = 'demo-seed';

import type { Db } from '../db';
import { HISTORY_MAIL_ORDER, isSentKind, MAIL_ORDER, type NotificationKind } from '@leave/domain';
import type { EventStore, StoredEvent } from '../event-store';
import { notificationMailJobId, notificationPushJobId, SEND_NOTIFICATION_MAIL, SEND_NOTIFICATION_PUSH, type JobQueue } from '../jobs';
import type { Logger } from '../log';

/** The most entries one job takes: a seeded history or a long sweep is several jobs. */
export const NOTIFICATION_BATCH_SIZE = 100;

/** The most events whose entries one read of the dispatch looks up. */
const EVENTS_PER_READ = 5_000;

/** Entries by priority (lowest first), each group cut into jobs of NOTIFICATION_BATCH_SIZE, in the entries' order. */
export function notificationBatches<Entry extends { id: string }>(entries: readonly Entry[], priorityOf: (entry: Entry) => number): { priority: number; ids: string[] }[] {
  const byPriority = new Map<number, string[]>();
  for (const entry of entries) {
    const priority = priorityOf(entry);
    const ids = byPriority.get(priority);
    if (ids) ids.push(entry.id);
    else byPriority.set(priority, [entry.id]);
  }
  const batches: { priority: number; ids: string[] }[] = [];
  for (const priority of [...byPriority.keys()].sort((a, b) => a - b)) {
    const ids = byPriority.get(priority)!;
    for (let i = 0; i < ids.length; i += NOTIFICATION_BATCH_SIZE) batches.push({ priority, ids: ids.slice(i, i + NOTIFICATION_BATCH_SIZE) });
  }
  return batches;
}

export function dispatchNotificationMails(deps: { db: Db; eventStore: EventStore; jobs: JobQueue; log: Logger }): () => void {
  const queueMails = async (events: StoredEvent[]) => {
    const history = new Set(events.filter((e) => e.metadata.requestId === SEEDED_HISTORY_REQUEST_ID).map((e) => e.globalPosition));
    const rows = await deps.db
      .selectFrom('notifications as n')
      .select((eb) => ['n.id', 'n.kind', 'n.event_position', eb.exists(eb.selectFrom('push_subscriptions as s').select('s.id').whereRef('s.user_id', '=', 'n.recipient_id')).as('pushable')])
      .where('n.event_position', 'in', events.map((e) => e.globalPosition))
      .orderBy('n.id')
      .execute();
    // A record (issue 44's decision taken from a link) is the inbox's only: neither mailed nor pushed.
    const entries = rows.filter((row) => isSentKind(row.kind)).map((row) => ({ ...row, seeded: history.has(Number(row.event_position)) }));
    const priorityOf = (entry: (typeof entries)[number]) => (entry.seeded ? HISTORY_MAIL_ORDER : MAIL_ORDER[entry.kind as NotificationKind]);
    for (const { priority, ids } of notificationBatches(entries, priorityOf)) {
      await deps.jobs.enqueue(SEND_NOTIFICATION_MAIL, { notificationIds: ids }, { jobId: notificationMailJobId(ids), priority });
    }
    for (const { priority, ids } of notificationBatches(
      entries.filter((entry) => entry.pushable && !entry.seeded),
      priorityOf,
    )) {
      await deps.jobs.enqueue(SEND_NOTIFICATION_PUSH, { notificationIds: ids }, { jobId: notificationPushJobId(ids), priority });
    }
  };

  // Commits that come while a run is queuing wait for it and go together in the next run: one read and one
  // job per priority for all of them (under load, many commands' entries in one job), none while idle.
  let waiting: StoredEvent[] = [];
  let running = false;
  const run = async () => {
    running = true;
    while (waiting.length > 0) {
      // A bounded read: a seed or an import heard all at once is read in parts (the statement's parameters).
      const events = waiting.slice(0, EVENTS_PER_READ);
      waiting = waiting.slice(EVENTS_PER_READ);
      await queueMails(events).catch((error: unknown) => deps.log.error({ err: error }, 'notification mails could not be queued'));
    }
    running = false;
  };
  return deps.eventStore.onAppended((events) => {
    waiting = waiting.concat(events);
    if (!running) void run();
  });
}
