import { sql } from 'kysely';
import type { Config } from '@leave/core/config';
import type { Db } from '@leave/core/db';
import type { EventStore } from '@leave/core/event-store';
import type { Clock } from '@leave/core/clock';
import { createUser } from '@leave/core/users';
import { hashPassword } from '@leave/core/users';

/** On a database with no admin, creates one from ADMIN_EMAIL / ADMIN_PASSWORD. Returns whether it did. */
export async function ensureFirstAdmin(deps: { db: Db; eventStore: EventStore; config: Config; clock: Clock }): Promise<boolean> {
  const existing = await deps.db.selectFrom('users').select(sql<number>`count(*)`.as('n')).where('role', '=', 'admin').where('deleted_at', 'is', null).executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return false;
  await createUser(
    deps,
    {
      name: 'Administrator',
      email: deps.config.adminEmail,
      passwordHash: await hashPassword(deps.config.adminPassword),
      role: 'admin',
      department: null,
      designation: 'Administrator',
    },
    deps.clock.today(),
    { actor: null, reason: 'first admin from ADMIN_EMAIL' },
  );
  return true;
}
