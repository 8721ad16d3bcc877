// A person's inbox (docs/contract.md, Notifications): the `notifications` read model (written by its
// projection, core/src/projections/notifications.ts) joined with what they have marked read
// (notification_reads, their own state). The notification family's (eslint.table-owners.js): the api's
// inbox routes and the live publisher call these.

import { sql } from 'kysely';
import { DomainError, type NotificationDto, type NotificationKind, type NotificationMessage, type NotificationPage } from '@leave/domain';
import type { NotificationRow } from '@leave/migrations';
import { PREPARED_STATEMENT, type Db } from '../db';

export const NOTIFICATIONS_PAGE_DEFAULT = 25;

export function toNotificationDto(row: NotificationRow, read: boolean): NotificationDto {
  const message = storedMessage(row.message);
  return { _id: row.id, kind: row.kind as NotificationKind, title: row.title, ...(message ? { message } : {}), link: row.link, read, createdAt: new Date(row.created_at).toISOString() };
}

/** The entry's facts as stored (jsonb: parsed by the driver, or its text). */
function storedMessage(value: unknown): NotificationMessage | undefined {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return typeof parsed === 'object' && parsed !== null && 'key' in parsed ? (parsed as NotificationMessage) : undefined;
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  return (await unreadCounts(db, [userId])).get(userId) ?? 0;
}

/**
 * Each person's unread count, in one statement whatever their number (one text, prepared by each
 * connection). Each count reads only that person's entries and their own reads, both by index: joined on
 * the entry's id alone, Postgres hashed everyone's reads for every count (a sequential scan of the whole
 * table: 26-45 ms at 100,000 reads, against 1-2 ms for an inbox of 5,000 entries counted this way).
 */
async function unreadCounts(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await sql<{ id: string; n: number }>`${sql.raw(PREPARED_STATEMENT)}select p.id, (
      select count(*)::int from notifications n
      left join notification_reads r on r.notification_id = n.id and r.user_id = p.id
      where n.recipient_id = p.id and r.notification_id is null
    ) as n
    from json_array_elements_text(${JSON.stringify(userIds)}::json) as p(id)`.execute(db);
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

/** A page of a person's inbox, newest first, with how many there are and how many are unread. */
export async function listNotifications(db: Db, userId: string, page: { limit?: number | undefined; offset?: number | undefined }): Promise<NotificationPage> {
  const rows = await db
    .selectFrom('notifications as n')
    .leftJoin('notification_reads as r', 'r.notification_id', 'n.id')
    .selectAll('n')
    .select(sql<boolean>`r.notification_id is not null`.as('read'))
    .where('n.recipient_id', '=', userId)
    .orderBy('n.event_position', 'desc')
    .orderBy('n.id')
    .limit(page.limit ?? NOTIFICATIONS_PAGE_DEFAULT)
    .offset(page.offset ?? 0)
    .execute();
  const total = await inboxSize(db, userId);
  return { notifications: rows.map((row) => toNotificationDto(row, Boolean(row.read))), total, unread: await unreadCount(db, userId) };
}

/**
 * The inbox entries a run of events made for the recipients `wanted` accepts, by event position, and each
 * one's unread count now (the live pushes): at most two statements for the run, however many events and
 * recipients it holds, so that a node catching up on a long run (a restart, a bulk append) does not count
 * an inbox once per event. The count reads the recipient's whole inbox, so nobody else's is counted.
 */
export async function notificationsOfEvents(
  db: Db,
  globalPositions: readonly number[],
  wanted: (recipientId: string) => boolean,
): Promise<{ byPosition: Map<number, { recipientId: string; notification: NotificationDto }[]>; unread: Map<string, number> }> {
  const byPosition = new Map<number, { recipientId: string; notification: NotificationDto }[]>();
  const unread = new Map<string, number>();
  if (globalPositions.length === 0) return { byPosition, unread };
  const rows = (await notificationRowsOfEvents(db, globalPositions)).filter((row) => wanted(row.recipient_id));
  if (rows.length === 0) return { byPosition, unread };
  for (const row of rows) {
    const position = Number(row.event_position);
    const list = byPosition.get(position) ?? [];
    list.push({ recipientId: row.recipient_id, notification: toNotificationDto(row, false) });
    byPosition.set(position, list);
  }
  for (const [recipientId, n] of await unreadCounts(db, [...new Set(rows.map((row) => row.recipient_id))])) unread.set(recipientId, n);
  return { byPosition, unread };
}

/**
 * Marks some of a person's notifications read, or all of them. An id that is not one of theirs refuses the
 * whole request (404) and changes nothing; marking one read twice is harmless.
 */
export async function markNotificationsRead(db: Db, userId: string, target: { ids?: string[] | undefined; all?: true | undefined }): Promise<number> {
  await db.transaction().execute(async (trx) => {
    if (target.all) {
      await sql`insert into notification_reads (notification_id, user_id)
                select id, recipient_id from notifications where recipient_id = ${userId}
                on conflict (notification_id) do nothing`.execute(trx);
      return;
    }
    const ids = [...new Set(target.ids ?? [])];
    const own = await ownNotificationIds(trx, userId, ids);
    if (own.length !== ids.length) throw DomainError.notFound('Notification not found');
    await trx
      .insertInto('notification_reads')
      .values(ids.map((id) => ({ notification_id: id, user_id: userId })))
      .onConflict((oc) => oc.column('notification_id').doNothing())
      .execute();
  });
  return unreadCount(db, userId);
}

// The read model's own reads (one statement each).

/** How many entries a person's inbox holds. */
export async function inboxSize(db: Db, recipientId: string): Promise<number> {
  const total = await db.selectFrom('notifications').select(sql<number>`count(*)::int`.as('n')).where('recipient_id', '=', recipientId).executeTakeFirstOrThrow();
  return Number(total.n);
}

/**
 * The entries some events made, by event position, then id: one prepared text for any run (the live feed
 * reads it for each run it hears), its columns named (a prepared `select *` fails once a migration adds one),
 * `= any(array(...))` so that its one plan walks the position's index.
 */
export async function notificationRowsOfEvents(db: Db, globalPositions: readonly number[]): Promise<NotificationRow[]> {
  const { rows } = await sql<NotificationRow>`${sql.raw(PREPARED_STATEMENT)}select id, recipient_id, kind, title, message, link, event_position, created_at
    from notifications where event_position = any(array(select json_array_elements_text(${JSON.stringify(globalPositions)}::json)::bigint))
    order by event_position, id`.execute(db);
  return rows;
}

/** Which of these entry ids are in the person's inbox (`db` may be a transaction). */
export function ownNotificationIds(db: Db, recipientId: string, ids: readonly string[]): Promise<{ id: string }[]> {
  return db.selectFrom('notifications').select('id').where('recipient_id', '=', recipientId).where('id', 'in', [...ids]).execute();
}
