import { DomainError, type Account } from '@leave/domain';
import type { Db } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';
import { FAILURE_COUNTERS, type LoginAttempts } from './login-attempts';
import type { Device } from '../plugins/device-cookie';
import { recordSignIn, signInCandidate } from '@leave/core/users';

export const SIGN_IN_REFUSALS = {
  invalidCredentials: 'Invalid credentials',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  inactive: 'Your account is inactive. Please contact the administrator.',
} as const;

/** The counters a sign-in attempt counts toward: this e-mail from this address, and the address alone. */
export function signInCounters(email: string, address: string) {
  return [FAILURE_COUNTERS.signIn(email, address), FAILURE_COUNTERS.signInFromAddress(address)];
}

/**
 * Checks an e-mail and password. An unknown e-mail and a wrong password get the same answer after the
 * same work (a dummy hash is verified); only a correct password reveals that an account is inactive.
 * A success forgets the e-mail's failures but not the address's: otherwise an attacker holding one
 * account could sign into it between guesses at the others and never be stopped.
 * A browser with the device cookie of the person it signs in as (`device`) is counted on its own: the
 * e-mail's and the address's limits are for untrusted browsers only (auth/device-cookie.ts).
 */
export async function signIn(
  deps: { db: Db; clock: Clock; loginAttempts: LoginAttempts },
  credentials: { email: string; password: string },
  address: string,
  device: Device | null = null,
): Promise<Account> {
  const { email, password } = credentials;
  const { account: user, passwordMatches } = await signInCandidate(deps.db, email);
  const trusted = device !== null && user !== undefined && device.userId === user.id;
  const counters = trusted ? [FAILURE_COUNTERS.signInFromDevice(device.nonce)] : signInCounters(email, address);
  if (await deps.loginAttempts.isBlocked(counters)) throw DomainError.rateLimited(SIGN_IN_REFUSALS.tooManyAttempts);
  const valid = await passwordMatches(password);
  if (!user || !valid) {
    await deps.loginAttempts.recordFailure(counters);
    throw DomainError.unauthorized(SIGN_IN_REFUSALS.invalidCredentials);
  }
  if (!user.isActive) throw DomainError.forbidden(SIGN_IN_REFUSALS.inactive);
  await deps.loginAttempts.clear(trusted ? FAILURE_COUNTERS.signInFromDevice(device.nonce) : FAILURE_COUNTERS.signIn(email, address));
  return recordSignIn(deps.db, user.id, deps.clock.now());
}
