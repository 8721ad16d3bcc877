// Each person's choice of which notification kinds also come by e-mail (notification_preferences: their
// own state, not a read model). Kinds never chosen are on.

import { emailPreferencesOf, type EmailPreferences, type NotificationPreferencesBody } from '@leave/domain';
import type { Db } from '@leave/core/db';

export async function emailPreferences(db: Db, userId: string): Promise<EmailPreferences> {
  const row = await db.selectFrom('notification_preferences').select('email').where('user_id', '=', userId).executeTakeFirst();
  return emailPreferencesOf(row?.email);
}

export async function updateEmailPreferences(db: Db, userId: string, body: NotificationPreferencesBody): Promise<EmailPreferences> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('notification_preferences').select('email').where('user_id', '=', userId).forUpdate().executeTakeFirst();
    const next = emailPreferencesOf(row?.email);
    for (const [kind, on] of Object.entries(body.email) as [keyof EmailPreferences, boolean | undefined][]) if (on !== undefined) next[kind] = on;
    const values = { user_id: userId, email: JSON.stringify(next), updated_at: new Date() };
    await trx.insertInto('notification_preferences').values(values).onConflict((oc) => oc.column('user_id').doUpdateSet(values)).execute();
    return next;
  });
}
