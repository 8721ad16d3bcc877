// What the sweeps of notification mails and pushes (mail-sweep.ts, push-sweep.ts) start from: the inbox
// entries of a recent window whose recipient is still active, with their preferences, oldest first, one
// batch at a time (the next sweep takes the rest).

import { sql } from 'kysely';
import type { Db } from '../db';
import { joinPerson } from '../users/accounts';

/** The most entries one sweep queues. */
const SWEEP_BATCH = 2000;

/** The entries of the last `hours` (by the events' time, the database's clock) of active, not deleted people. */
export function recentEntriesOfActivePeople(db: Db, hours: number) {
  return db
    .selectFrom('notifications as n')
    .$call((q) => joinPerson(q, 'u', 'n.recipient_id'))
    .leftJoin('notification_preferences as p', 'p.user_id', 'n.recipient_id')
    .where('u.is_active', '=', true)
    .where('u.deleted_at', 'is', null)
    .where('n.created_at', '>', sql<Date>`now() - make_interval(hours => ${hours})`)
    .orderBy('n.event_position')
    .orderBy('n.id')
    .limit(SWEEP_BATCH);
}
