import type { Db } from '@leave/api/db/index';
import type { EventMetadata } from '@leave/api/event-store/event-store';
import { actorOf as actorOfUser } from '@leave/api/users/user-dto';

/** The event metadata's actor for a person's id (null when they no longer exist). */
export async function actorOf(db: Db, userId: string): Promise<EventMetadata['actor']> {
  const user = await db.selectFrom('users').select(['id', 'name', 'role']).where('id', '=', userId).executeTakeFirst();
  return user ? actorOfUser(user) : null;
}
