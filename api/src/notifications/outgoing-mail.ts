// The admin's 'Outgoing mail': every notification e-mail, newest first, sent, held (SMTP_URL unset),
// being sent or failed with its reason.

import { sql } from 'kysely';
import type { OutgoingMailDto } from '@leave/domain';
import type { Db } from '@leave/core/db';


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
