import { timingSafeEqual } from 'node:crypto';
import { DomainError, profileChangeEvents, type UserEvent, type Account } from '@leave/domain';
import type { Config } from '@leave/core/config';
import type { Db } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';
import { handleCommand, userStream, type EventMetadata, type EventStore } from '@leave/core/event-store';
import type { LoginAttempts } from '../auth/login-attempts';
import { SIGN_IN_REFUSALS, signInCounters } from '../auth/sign-in';
import { createUser } from '@leave/core/users';
import { hashPassword, recordSignIn, restoreDemoAdmin } from '@leave/core/users';
import { findUserByEmail } from '../users/queries';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * POST /demo-login (DEMO_MODE only): with exactly ADMIN_EMAIL and ADMIN_PASSWORD, makes sure that admin
 * exists, is active and has that password (a visitor may have changed or deleted it), and signs it in.
 */
export async function demoAdminSignIn(
  deps: { db: Db; eventStore: EventStore; config: Config; clock: Clock; loginAttempts: LoginAttempts },
  credentials: { email: string; password: string },
  address: string,
  metadata: EventMetadata,
): Promise<Account> {
  const { email, password } = credentials;
  const counters = signInCounters(email, address);
  if (await deps.loginAttempts.isBlocked(counters)) throw DomainError.rateLimited(SIGN_IN_REFUSALS.tooManyAttempts);
  if (!sameText(email, deps.config.adminEmail) || !sameText(password, deps.config.adminPassword)) {
    await deps.loginAttempts.recordFailure(counters);
    throw DomainError.unauthorized(SIGN_IN_REFUSALS.invalidCredentials);
  }
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(deps.db, email);
  if (existing) {
    // Restored like any edit: the row and its events together (a node caching accounts learns of it).
    return deps.eventStore.transaction(async (tx) => {
      const restored = await restoreDemoAdmin(tx.trx, existing.id, passwordHash, deps.clock.now());
      const events: UserEvent[] = [
        ...profileChangeEvents(existing.id, { role: existing.role, department: existing.department, isActive: existing.isActive }, { role: 'admin', isActive: true }),
        { type: 'UserPasswordChanged', data: { userId: existing.id } },
      ];
      await handleCommand(tx, userStream, existing.id, () => events, { ...metadata, reason: 'demo admin restored by /demo-login' });
      return restored;
    });
  }
  const created = await createUser(
    deps,
    { name: 'Administrator', email, passwordHash, role: 'admin', department: null, designation: 'Administrator' },
    deps.clock.today(),
    { ...metadata, reason: 'demo admin recreated by /demo-login' },
  );
  return recordSignIn(deps.db, created.id, deps.clock.now());
}
