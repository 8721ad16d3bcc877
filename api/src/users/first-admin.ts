import type { Config } from '@leave/core/config';
import type { Db } from '@leave/core/db';
import type { EventStore } from '@leave/core/event-store';
import type { Clock } from '@leave/core/clock';
import { createUser } from '@leave/core/users';
import { hashPassword, liveAdminCount } from '@leave/core/users';

/** On a database with no admin, creates one from ADMIN_EMAIL / ADMIN_PASSWORD. Returns whether it did. */
export async function ensureFirstAdmin(deps: { db: Db; eventStore: EventStore; config: Config; clock: Clock }): Promise<boolean> {
  const admins = () => liveAdminCount(deps.db);
  if ((await admins()) > 0) return false;
  const passwordHash = await hashPassword(deps.config.adminPassword);
  try {
    await createUser(
      deps,
      {
        name: 'Administrator',
        email: deps.config.adminEmail,
        passwordHash,
        role: 'admin',
        department: null,
        designation: 'Administrator',
      },
      deps.clock.today(),
      { actor: null, reason: 'first admin from ADMIN_EMAIL' },
    );
  } catch (error) {
    // Two api nodes starting together on an empty database: the other one created the admin first.
    if ((await admins()) > 0) return false;
    throw error;
  }
  return true;
}
