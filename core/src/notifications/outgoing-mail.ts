// outgoing_mail: every mail the worker sends (notification mails, set-password links) with its state, the
// mail's idempotency key (its id). The admin's 'Outgoing mail' lists them, newest first: sent, held
// (SMTP_URL unset), being sent or failed with its reason. One statement per function. The worker hands and
// gets mails by their own names (NewMail, the batch's entries), never as the table's rows.

import { sql, type Insertable } from 'kysely';
import type { NotificationKind, OutgoingMailDto } from '@leave/domain';
import type { Database } from '@leave/migrations';
import type { Db } from '../db';
import { MAIL_SENDING_LEASE_MINUTES } from '../jobs/catalogue';
import { leftJoinEventAt } from '../event-store';
import { joinPerson } from '../users/accounts';

type MailStatus = OutgoingMailDto['status'];

/** A mail whose copy is kept before it goes out; its id is its idempotency key. */
export interface NewMail {
  id: string;
  recipientId: string;
  recipientName: string;
  toAddress: string;
  kind: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: Extract<MailStatus, 'sending' | 'held'>;
  /** Attempts already counted (none unless told). */
  attempts?: number;
}

function rowOf(mail: NewMail): Insertable<Database['outgoing_mail']> {
  const { recipientId, recipientName, toAddress, textBody, htmlBody, ...same } = mail;
  return { ...same, recipient_id: recipientId, recipient_name: recipientName, to_address: toAddress, text_body: textBody, html_body: htmlBody };
}

/** The state of one mail, undefined before its row is written. */
export async function outgoingMailStatus(db: Db, mailId: string): Promise<MailStatus | undefined> {
  const existing = await db.selectFrom('outgoing_mail').select('status').where('id', '=', mailId).executeTakeFirst();
  return existing?.status;
}

/** Writes a mail's row unless one with its id exists; true when this call wrote it. */
export async function keepMailCopy(db: Db, mail: NewMail): Promise<boolean> {
  const inserted = await db.insertInto('outgoing_mail').values(rowOf(mail)).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
}

/** One more attempt at sending a mail. */
export async function countMailAttempt(db: Db, mailId: string): Promise<void> {
  await db.updateTable('outgoing_mail').set({ attempts: (eb) => eb('attempts', '+', 1), updated_at: new Date() }).where('id', '=', mailId).execute();
}

/** A mail's attempt failed with this reason; failed for good after the last attempt. */
export async function mailFailed(db: Db, mailId: string, reason: string, finalAttempt: boolean | undefined): Promise<void> {
  await db
    .updateTable('outgoing_mail')
    .set({ last_error: reason, updated_at: new Date(), ...(finalAttempt ? { status: 'failed' as const } : {}) })
    .where('id', '=', mailId)
    .execute();
}

/** A mail handed to the SMTP server. */
export async function mailSent(db: Db, mailId: string): Promise<void> {
  await db.updateTable('outgoing_mail').set({ status: 'sent', last_error: null, updated_at: new Date() }).where('id', '=', mailId).execute();
}

// The notification mail job's batch (worker/src/jobs/send-notification-mail.ts): one statement each, for
// all the batch's mails.

/** An inbox entry's columns (`n`) that a mail or a push is written from. */
export const ENTRY_COLUMNS = ['n.id', 'n.kind', 'n.title', 'n.message', 'n.link'] as const;

/** The kinds whose entry's event the mail job reads: a reminder's details, a waiting application's stream and version. */
const EVENT_KINDS: readonly NotificationKind[] = ['approvalsReminder', 'applicationWaiting'];

/**
 * The batch's read, one statement: the entries, their recipients (their name, address, role, language and
 * whether they may still hear of anything), e-mail preferences and mail rows, and a reminder's event (its
 * details), by entry id.
 */
export function notificationMailBatch(db: Db, notificationIds: readonly string[]) {
  return (
    db
      .selectFrom('notifications as n')
      .$call((q) => joinPerson(q, 'u', 'n.recipient_id'))
      .leftJoin('notification_preferences as p', 'p.user_id', 'n.recipient_id')
      .leftJoin('outgoing_mail as m', 'm.id', 'n.id')
      // A reminder's event, for its details, and an application's waiting one, for its decision links (its
      // stream and version): the event store's join, in this one statement.
      .$call((q) => leftJoinEventAt(q, 'e', 'n.event_position', { column: 'n.kind', is: EVENT_KINDS }))
      .select([
        ...ENTRY_COLUMNS,
        'u.id as personId',
        'u.name',
        'u.email',
        'u.role',
        'u.language',
        'u.is_active as isActive',
        'u.deleted_at as deletedAt',
        'p.email as preferences',
        'm.status as mailStatus',
        'e.stream_id as streamId',
        'e.type as eventType',
        'e.data as eventData',
        'e.version as eventVersion',
      ])
      .where('n.id', 'in', notificationIds)
      .orderBy('n.id')
      .execute()
  );
}

/** Writes the new mails' rows; a row another run wrote first is that run's. The ids this call wrote. */
export async function keepMailCopies(db: Db, mails: readonly NewMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const inserted = await db
    .insertInto('outgoing_mail')
    .values(mails.map(rowOf))
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

/**
 * Claims the rows of mails to try again, their attempt counted: of runs racing for one, one gets it. The
 * ids claimed.
 */
export async function claimMailRetries(db: Db, ids: readonly string[]): Promise<string[]> {
  const claimed = await db
    .updateTable('outgoing_mail')
    .set((eb) => ({ status: 'sending', last_error: null, attempts: eb('attempts', '+', 1), updated_at: new Date() }))
    .where('id', 'in', [...ids])
    .where((eb) =>
      eb.or([
        eb('status', '=', 'failed'),
        // 'sending' with a failure recorded: an earlier attempt of this mail failed. With none: another run
        // is sending it right now (left to it), unless it has been so for longer than the lease, when that
        // run died between the SMTP exchange and its update (the sweep queues such rows again).
        eb.and([
          eb('status', '=', 'sending'),
          eb.or([eb('last_error', 'is not', null), eb('updated_at', '<', sql<Date>`now() - make_interval(mins => ${MAIL_SENDING_LEASE_MINUTES})`)]),
        ]),
      ]),
    )
    .returning('id')
    .execute();
  return claimed.map((row) => row.id);
}

/** Mails handed to the SMTP server. */
export async function mailsSent(db: Db, ids: readonly string[]): Promise<void> {
  await db.updateTable('outgoing_mail').set({ status: 'sent', last_error: null, updated_at: new Date() }).where('id', 'in', [...ids]).execute();
}

/** Mails whose attempt failed with this reason; failed for good after the last attempt. */
export async function mailsFailed(db: Db, ids: readonly string[], reason: string, finalAttempt: boolean | undefined): Promise<void> {
  await db
    .updateTable('outgoing_mail')
    .set({ last_error: reason, updated_at: new Date(), ...(finalAttempt ? { status: 'failed' as const } : {}) })
    .where('id', 'in', [...ids])
    .execute();
}

export async function listOutgoingMail(db: Db, page: { limit?: number | undefined; offset?: number | undefined }): Promise<{ mails: OutgoingMailDto[]; total: number }> {
  const rows = await db
    .selectFrom('outgoing_mail')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit ?? 25)
    .offset(page.offset ?? 0)
    .execute();
  const total = await db.selectFrom('outgoing_mail').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return {
    mails: rows.map((row) => ({
      _id: row.id,
      recipientName: row.recipient_name,
      to: row.to_address,
      kind: row.kind,
      subject: row.subject,
      text: row.text_body,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    })),
    total: Number(total.n),
  };
}
