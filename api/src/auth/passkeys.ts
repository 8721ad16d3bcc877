// Passkeys (WebAuthn) through @simplewebauthn/server: a signed-in person registers one, anyone signs in
// with one. Challenges are one-time rows (`passkey_challenges`, 5 minutes) so that any api node finishes
// what another began; the challenge a browser signed is read from its client data and its row deleted
// before anything is verified, so a replayed response finds nothing. Adding and removing a passkey is a
// user event, so every node's account cache forgets the person.

import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { challengeOf, DomainError, MAX_PASSKEYS, PASSKEY_MESSAGES, relyingPartyOf, type PasskeyDto, type PasskeyRegistrationBody, type PasskeySignInBody, type Account } from '@leave/domain';
import type { Config } from '@leave/core/config';
import type { Db } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';
import { handleCommand, userStream, type EventMetadata, type EventStore } from '@leave/core/event-store';
import { findUser } from '../users/queries';
import { recordSignIn } from '@leave/core/users';

export interface PasskeyServices {
  db: Db;
  eventStore: EventStore;
  clock: Clock;
  config: Config;
}

const CHALLENGE_MS = 5 * 60_000;

async function keepChallenge(deps: PasskeyServices, challenge: string, purpose: 'register' | 'sign-in', userId: string | null): Promise<void> {
  const now = deps.clock.now();
  await deps.db.deleteFrom('passkey_challenges').where('expires_at', '<', now).execute();
  await deps.db.insertInto('passkey_challenges').values({ challenge, purpose, user_id: userId, expires_at: new Date(now.getTime() + CHALLENGE_MS) }).execute();
}

/** The challenge the browser signed, taken (once) if it was handed out for this purpose and person and has not expired. */
async function takeChallenge(deps: PasskeyServices, clientDataJSON: string, purpose: 'register' | 'sign-in', userId: string | null): Promise<string> {
  const challenge = challengeOf(clientDataJSON);
  if (challenge === null) throw DomainError.validation(PASSKEY_MESSAGES.notVerified);
  const row = await deps.db.deleteFrom('passkey_challenges').where('challenge', '=', challenge).returning(['purpose', 'user_id', 'expires_at']).executeTakeFirst();
  if (!row || row.purpose !== purpose || row.user_id !== userId || new Date(row.expires_at).getTime() <= deps.clock.now().getTime()) {
    throw DomainError.validation(PASSKEY_MESSAGES.expired);
  }
  return challenge;
}

export async function passkeysOf(db: Db, userId: string): Promise<PasskeyDto[]> {
  const rows = await db.selectFrom('passkeys').select(['id', 'name', 'created_at', 'last_used_at']).where('user_id', '=', userId).orderBy('created_at').execute();
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: new Date(row.created_at).toISOString(), lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null }));
}

/** The options for the browser's navigator.credentials.create: a discoverable credential, none of the person's own again. */
export async function registrationOptions(deps: PasskeyServices, person: Account): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingPartyOf(deps.config.appUrl);
  const existing = await deps.db.selectFrom('passkeys').select(['id', 'transports']).where('user_id', '=', person.id).execute();
  const options = await generateRegistrationOptions({
    rpName: deps.config.collegeName,
    rpID: rp.id,
    userName: person.email,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(person.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(deps, options.challenge, 'register', person.id);
  return options;
}

export async function addPasskey(deps: PasskeyServices, person: Account, body: PasskeyRegistrationBody, metadata: EventMetadata): Promise<PasskeyDto> {
  const challenge = await takeChallenge(deps, body.credential.response.clientDataJSON, 'register', person.id);
  const rp = relyingPartyOf(deps.config.appUrl);
  let verified;
  try {
    verified = await verifyRegistrationResponse({ response: body.credential as RegistrationResponseJSON, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: false });
  } catch {
    throw DomainError.validation(PASSKEY_MESSAGES.notVerified);
  }
  if (!verified.verified) throw DomainError.validation(PASSKEY_MESSAGES.notVerified);
  const { credential } = verified.registrationInfo;
  const now = deps.clock.now();
  const name = body.name ?? `Passkey added ${now.toISOString().slice(0, 10)}`;
  await deps.eventStore.transaction(async (tx) => {
    const count = await tx.trx.selectFrom('passkeys').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', person.id).executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_PASSKEYS) throw DomainError.conflict(PASSKEY_MESSAGES.tooMany);
    const inserted = await tx.trx
      .insertInto('passkeys')
      .values({ id: credential.id, user_id: person.id, name, public_key: credential.publicKey, counter: credential.counter, transports: JSON.stringify(credential.transports ?? []), created_at: now })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw DomainError.conflict('This passkey is already registered');
    await handleCommand(tx, userStream, person.id, () => [{ type: 'UserPasskeyAdded', data: { userId: person.id, passkeyId: credential.id } }], metadata);
  });
  return { id: credential.id, name, createdAt: now.toISOString(), lastUsedAt: null };
}

export async function removePasskey(deps: PasskeyServices, person: Account, passkeyId: string, metadata: EventMetadata): Promise<void> {
  await deps.eventStore.transaction(async (tx) => {
    const removed = await tx.trx.deleteFrom('passkeys').where('id', '=', passkeyId).where('user_id', '=', person.id).returning('id').executeTakeFirst();
    if (!removed) throw DomainError.notFound(PASSKEY_MESSAGES.notFound);
    await handleCommand(tx, userStream, person.id, () => [{ type: 'UserPasskeyRemoved', data: { userId: person.id, passkeyId } }], metadata);
  });
}

/** The options for navigator.credentials.get: any discoverable passkey of this site. */
export async function signInOptions(deps: PasskeyServices): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: relyingPartyOf(deps.config.appUrl).id, userVerification: 'preferred', challenge: randomBytes(32) });
  await keepChallenge(deps, options.challenge, 'sign-in', null);
  return options;
}

/** The person a passkey's assertion signs in; 401 for an unknown or removed passkey or a bad signature. */
export async function signInWithPasskey(deps: PasskeyServices, body: PasskeySignInBody): Promise<Account> {
  const challenge = await takeChallenge(deps, body.credential.response.clientDataJSON, 'sign-in', null);
  const passkey = await deps.db.selectFrom('passkeys').selectAll().where('id', '=', body.credential.id).executeTakeFirst();
  if (!passkey) throw DomainError.unauthorized(PASSKEY_MESSAGES.unknown);
  const rp = relyingPartyOf(deps.config.appUrl);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: body.credential as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.id, publicKey: new Uint8Array(passkey.public_key), counter: Number(passkey.counter), transports: passkey.transports },
      requireUserVerification: false,
    });
  } catch {
    throw DomainError.unauthorized(PASSKEY_MESSAGES.notVerified);
  }
  if (!verified.verified) throw DomainError.unauthorized(PASSKEY_MESSAGES.notVerified);
  const person = await findUser(deps.db, passkey.user_id);
  if (!person) throw DomainError.unauthorized(PASSKEY_MESSAGES.unknown);
  if (!person.isActive) throw DomainError.forbidden(PASSKEY_MESSAGES.inactive);
  const now = deps.clock.now();
  await deps.db.updateTable('passkeys').set({ counter: verified.authenticationInfo.newCounter, last_used_at: now }).where('id', '=', passkey.id).execute();
  return recordSignIn(deps.db, person.id, now);
}
