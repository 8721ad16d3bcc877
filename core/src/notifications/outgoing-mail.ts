// outgoing_mail: every mail the worker sends (notification mails, set-password links) with its state, the
// mail's idempotency key (its id). The admin's 'Outgoing mail' lists them, newest first: sent, held
// (SMTP_URL unset), being sent or failed with its reason. One statement per function.

import { sql, type Insertable } from 'kysely';
import type { OutgoingMailDto } from '@leave/domain';
import type { Database } from '@leave/migrations';
import type { Db } from '../db';

export type OutgoingMailRow = Insertable<Database['outgoing_mail']> & { id: string };

/** The state of one mail, undefined before its row is written. */
export async function outgoingMailStatus(db: Db, mailId: string): Promise<Database['outgoing_mail']['status'] | undefined> {
  const existing = await db.selectFrom('outgoing_mail').select('status').where('id', '=', mailId).executeTakeFirst();
  return existing?.status;
}

/** Writes a mail's row unless one with its id exists; true when this call wrote it. */
export async function keepMailCopy(db: Db, row: OutgoingMailRow): Promise<boolean> {
  const inserted = await db.insertInto('outgoing_mail').values(row).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
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
