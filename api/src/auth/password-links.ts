// Set-password links (issue 26): the e-mail to a person an admin added, 'Forgot password?' on the sign-in
// page, and setting the password with a link. The link's secret is made by the mail job when it sends
// (worker/src/jobs/send-password-link.ts) and only its sha-256 is kept (password_links): here a secret
// that comes back is hashed and its row taken once, if it has not expired. Setting the password moves the
// token version on (every session ends, as a password change ends them) and is a UserPasswordChanged
// event; neither the secret nor its hash is ever in an event, a log line or an answer.

import { randomUUID } from 'node:crypto';
import { DomainError, PASSWORD_LINK_MESSAGES, type PasswordLinkPurpose, type SetPasswordBody, type Account } from '@leave/domain';
import type { Db } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';
import { handleCommand, userStream, type EventMetadata, type EventStore } from '@leave/core/event-store';
import { passwordLinkJobId, SEND_PASSWORD_LINK, type JobQueue } from '@leave/core/jobs';
import { accountById, hashPassword, passwordLinkOwner, storePassword, takePasswordLink } from '@leave/core/users';
import { FAILURE_COUNTERS, type LoginAttempts } from './login-attempts';
import { SIGN_IN_REFUSALS } from './sign-in';
import { findUserByEmail } from '../users/queries';

/** Queues the e-mail with a set-password link for a person (the job makes the link when it sends). */
export async function queuePasswordLink(deps: { jobs: JobQueue }, userId: string, purpose: PasswordLinkPurpose): Promise<void> {
  const mailId = randomUUID();
  await deps.jobs.enqueue(SEND_PASSWORD_LINK, { userId, purpose, mailId }, { jobId: passwordLinkJobId(mailId) });
}

/**
 * POST /auth/forgot-password. The same answer whatever the address (no account is revealed); a new link
 * only for an active person. Every request counts toward its own limits, like failed sign-ins: 5 for one
 * e-mail from one address, 20 from one address, within 15 minutes, then 429 for any address.
 */
export async function requestPasswordLink(deps: { db: Db; jobs: JobQueue; loginAttempts: LoginAttempts }, email: string, address: string): Promise<void> {
  const counters = [FAILURE_COUNTERS.passwordLink(email, address), FAILURE_COUNTERS.passwordLinkFromAddress(address)];
  if (await deps.loginAttempts.isBlocked(counters)) throw DomainError.rateLimited(SIGN_IN_REFUSALS.tooManyAttempts);
  await deps.loginAttempts.recordFailure(counters);
  const person = await findUserByEmail(deps.db, email);
  if (person && person.isActive) await queuePasswordLink(deps, person.id, 'reset');
}

/**
 * POST /auth/set-password: the password of the person whose link this is, if the link is known, unused
 * and not expired (400 otherwise, nothing changed). The link is used up, and so are the person's others.
 */
export async function setPasswordWithLink(
  deps: { db: Db; eventStore: EventStore; clock: Clock },
  body: SetPasswordBody,
  metadataFor: (person: Account) => EventMetadata,
): Promise<Account> {
  const now = deps.clock.now();
  const owner = await passwordLinkOwner(deps.db, body.token, now);
  if (owner === undefined) throw DomainError.validation(PASSWORD_LINK_MESSAGES.invalid, 'token');
  const person = await accountById(deps.db, owner);
  if (!person) throw DomainError.validation(PASSWORD_LINK_MESSAGES.invalid, 'token');
  if (!person.isActive) throw DomainError.forbidden(PASSWORD_LINK_MESSAGES.inactive);
  const passwordHash = await hashPassword(body.newPassword);
  return deps.eventStore.transaction(async (tx) => {
    // Taken once: of two requests with the same link, only the one that deletes the row goes on.
    if ((await takePasswordLink(tx.trx, body.token, now)) !== person.id) throw DomainError.validation(PASSWORD_LINK_MESSAGES.invalid, 'token');
    const updated = await storePassword(tx.trx, person.id, passwordHash, now, 'live');
    if (!updated) throw DomainError.validation(PASSWORD_LINK_MESSAGES.invalid, 'token');
    await handleCommand(tx, userStream, person.id, () => [{ type: 'UserPasswordChanged', data: { userId: person.id, withLink: true } }], metadataFor(person));
    return updated;
  });
}
