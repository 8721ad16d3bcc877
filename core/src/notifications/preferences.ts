// Each person's choice of which notification kinds also come by e-mail, and which are pushed to their
// browsers (notification_preferences: their own state, not a read model). Kinds never chosen are on by
// e-mail and off by push.

import { emailPreferencesOf, pushPreferencesOf, type EmailPreferences, type NotificationPreferencesBody, type NotificationPreferencesDto } from '@leave/domain';
import type { Db } from '../db';

export async function notificationPreferences(db: Db, userId: string): Promise<Omit<NotificationPreferencesDto, 'kinds'>> {
  const row = await db.selectFrom('notification_preferences').select(['email', 'push']).where('user_id', '=', userId).executeTakeFirst();
  return { email: emailPreferencesOf(row?.email), push: pushPreferencesOf(row?.push) };
}

export async function updateNotificationPreferences(db: Db, userId: string, body: NotificationPreferencesBody): Promise<Omit<NotificationPreferencesDto, 'kinds'>> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('notification_preferences').select(['email', 'push']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    const next = { email: emailPreferencesOf(row?.email), push: pushPreferencesOf(row?.push) };
    for (const channel of ['email', 'push'] as const) {
      for (const [kind, on] of Object.entries(body[channel] ?? {}) as [keyof EmailPreferences, boolean | undefined][]) if (on !== undefined) next[channel][kind] = on;
    }
    const values = { user_id: userId, email: JSON.stringify(next.email), push: JSON.stringify(next.push), updated_at: new Date() };
    await trx.insertInto('notification_preferences').values(values).onConflict((oc) => oc.column('user_id').doUpdateSet(values)).execute();
    return next;
  });
}
