// What ends a person's tokens: a password change (the current password checked, with a bound on guesses)
// and signing out everywhere. Each moves the token version on and is appended to the `user-<id>` stream.

import { DomainError, type ChangePasswordBody, type Account } from '@leave/domain';
import { handleCommand, userStream, type EventMetadata } from '@leave/core/event-store';
import { endAllTokens, hashPassword, passwordMatches, storePassword } from '@leave/core/users';
import { FAILURE_COUNTERS, type LoginAttempts } from '../auth/login-attempts';
import { SIGN_IN_REFUSALS } from '../auth/sign-in';
import type { UserServices } from './commands';

const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

/**
 * POST /auth/sign-out-everywhere: every token issued to the person stops working, this browser's too (the
 * token version moves on, as a password change moves it), and the event says so in their record.
 */
export async function signOutEverywhere(deps: UserServices, user: Account, metadata: EventMetadata): Promise<void> {
  await deps.eventStore.transaction(async (tx) => {
    await endAllTokens(tx.trx, user.id, deps.clock.now());
    await handleCommand(tx, userStream, user.id, () => [{ type: 'UserSignedOutEverywhere', data: { userId: user.id } }], metadata);
  });
}

/**
 * PUT /auth/change-password: every token issued before stops working; the caller gets a fresh one. A
 * stolen token must not buy unlimited guesses at the current password: 5 per person per 15 minutes.
 */
export async function changePassword(
  deps: UserServices & { loginAttempts: LoginAttempts },
  user: Account,
  body: ChangePasswordBody,
  metadata: EventMetadata,
): Promise<Account> {
  const guesses = FAILURE_COUNTERS.passwordChange(user.id);
  if (await deps.loginAttempts.isBlocked([guesses])) throw DomainError.rateLimited(SIGN_IN_REFUSALS.tooManyAttempts);
  if (!(await passwordMatches(deps.db, user.id, body.currentPassword))) {
    await deps.loginAttempts.recordFailure([guesses]);
    throw DomainError.validation(CURRENT_PASSWORD_WRONG, 'currentPassword');
  }
  await deps.loginAttempts.clear(guesses);
  const passwordHash = await hashPassword(body.newPassword);
  return deps.eventStore.transaction(async (tx) => {
    // A second change racing this one was checked against the old password: only one may win.
    const updated = await storePassword(tx.trx, user.id, passwordHash, deps.clock.now(), { tokenVersion: user.tokenVersion });
    if (!updated) throw DomainError.conflict('Your password was changed at the same time. Please sign in again.');
    await handleCommand(tx, userStream, user.id, () => [{ type: 'UserPasswordChanged', data: { userId: user.id } }], metadata);
    return updated;
  });
}
