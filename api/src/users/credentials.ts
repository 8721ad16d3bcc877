// What ends a person's tokens: a password change (the current password checked, with a bound on guesses)
// and signing out everywhere, each of which moves the token version on, and signing out one device (issue
// 49), which ends that one session. Each is appended to the `user-<id>` stream, which drops the person from
// every api node's account cache.

import { DomainError, SESSION_MESSAGES, type ChangePasswordBody, type Account } from '@leave/domain';
import { handleCommand, userStream, type EventMetadata } from '@leave/core/event-store';
import { endAllTokens, endSession, hashPassword, passwordMatches, storePassword } from '@leave/core/users';
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
 * DELETE /users/me/sessions/:id: one session of the person ends (its token is refused from the next request
 * on, on every node), the others stand. Another person's session, an ended or unknown one is 404; one whose
 * token carries no session id (started before issue 49) is 409, since its token cannot be told apart.
 */
export async function signOutSession(deps: UserServices, user: Account, sessionId: string, since: Date, metadata: EventMetadata): Promise<void> {
  await deps.eventStore.transaction(async (tx) => {
    const ended = await endSession(tx.trx, { userId: user.id, tokenVersion: user.tokenVersion }, sessionId, since, deps.clock.now());
    if (ended === 'unknown') throw DomainError.notFound(SESSION_MESSAGES.notFound);
    if (ended === 'unnamed') throw DomainError.conflict(SESSION_MESSAGES.unnamed);
    await handleCommand(tx, userStream, user.id, () => [{ type: 'UserSignedOutOnDevice', data: { userId: user.id, sessionId, device: ended.device } }], metadata);
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
