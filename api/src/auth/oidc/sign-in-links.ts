// Who a college account signs in as (sign_in_links), the one-time hand-over of a finished sign-in to the
// web app (sign_in_handoffs), and the sign-in transactions already finished (used_sign_in_states). A
// sign-in never creates a person: the first one links the account to the active person with its verified
// e-mail (domain/people/sign-in-links.ts), later ones go by issuer and subject alone; a privileged person's
// account is linked only when they connect it themselves while signed in. Linking and unlinking are
// appended to the person's stream, so every node's account cache forgets them.

import { createHash, randomBytes } from 'node:crypto';
import { checkSignInClaims, DomainError, linkSignsIn, linksOnlyByOwnAction, type IdTokenClaims, type SignInLinkDto, type SignInLinkRefusal, type SignInRules, type Account } from '@leave/domain';
import type { Db } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';
import { handleCommand, userStream, type EventMetadata, type EventStore } from '@leave/core/event-store';
import { findUser, findUserByEmail } from '../../users/queries';
import { recordSignIn } from '@leave/core/users';

export interface SignInLinkServices {
  db: Db;
  eventStore: EventStore;
  clock: Clock;
}

/** How long the web app has to collect a finished sign-in. */
const HANDOFF_MS = 2 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The person an ID token signs in, linking the account at the first sign-in, or the refusal.
 * `metadataFor` names the actor of the link's event: the person themselves.
 */
export async function personForSignIn(
  deps: SignInLinkServices,
  issuer: string,
  claims: IdTokenClaims,
  rules: SignInRules,
  metadataFor: (person: Account) => EventMetadata,
): Promise<Account | { refusal: SignInLinkRefusal }> {
  const linked = await deps.db.selectFrom('sign_in_links').select(['user_id', 'by_own_action']).where('issuer', '=', issuer).where('subject', '=', claims.sub).executeTakeFirst();
  if (linked) {
    const checked = checkSignInClaims(claims, rules, false);
    if ('refusal' in checked) return checked;
    const person = await findUser(deps.db, linked.user_id);
    if (!person || !person.isActive) return { refusal: 'inactive' };
    // An e-mail link of a person who is privileged now (made before issue 47, or before a promotion).
    if (!linkSignsIn(person, { byOwnAction: linked.by_own_action })) return { refusal: 'connectFirst' };
    return person;
  }

  const checked = checkSignInClaims(claims, rules, true);
  if ('refusal' in checked) return checked;
  const person = await findUserByEmail(deps.db, checked.email!);
  if (!person) return { refusal: 'unknownPerson' };
  if (!person.isActive) return { refusal: 'inactive' };
  if (linksOnlyByOwnAction(person)) return { refusal: 'connectFirst' };
  return deps.eventStore.transaction(async (tx) => {
    const inserted = await tx.trx
      .insertInto('sign_in_links')
      .values({ user_id: person.id, issuer, subject: claims.sub, email: checked.email!, linked_at: deps.clock.now() })
      .onConflict((conflict) => conflict.doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!inserted) {
      // Another account of this issuer holds the person, or a concurrent first sign-in linked this one.
      const holder = await tx.trx.selectFrom('sign_in_links').select('subject').where('user_id', '=', person.id).where('issuer', '=', issuer).executeTakeFirst();
      return holder?.subject === claims.sub ? person : { refusal: 'linkedElsewhere' as const };
    }
    await handleCommand(tx, userStream, person.id, () => [{ type: 'UserSignInLinked', data: { userId: person.id, issuer } }], metadataFor(person));
    return person;
  });
}

/**
 * Links the account of an ID token to the signed-in person who asked to connect it ('Connect your college
 * account'), or the refusal: the domain rules hold, an account another person holds stays theirs, and the
 * person keeps one account per provider. Their e-mail link of this account becomes one of their own action.
 */
export async function connectSignInLink(
  deps: SignInLinkServices,
  issuer: string,
  claims: IdTokenClaims,
  rules: SignInRules,
  person: Account,
  metadata: EventMetadata,
): Promise<SignInLinkRefusal | null> {
  const checked = checkSignInClaims(claims, rules, false);
  if ('refusal' in checked) return checked.refusal;
  return deps.eventStore.transaction(async (tx) => {
    const holder = await tx.trx.selectFrom('sign_in_links').select(['user_id', 'by_own_action']).where('issuer', '=', issuer).where('subject', '=', claims.sub).executeTakeFirst();
    if (holder && holder.user_id !== person.id) return 'accountTaken';
    if (holder?.by_own_action) return null;
    if (holder) {
      await tx.trx.updateTable('sign_in_links').set({ by_own_action: true }).where('user_id', '=', person.id).where('issuer', '=', issuer).execute();
    } else {
      const inserted = await tx.trx
        .insertInto('sign_in_links')
        .values({ user_id: person.id, issuer, subject: claims.sub, email: checked.email ?? '', linked_at: deps.clock.now(), by_own_action: true })
        .onConflict((conflict) => conflict.doNothing())
        .returning('user_id')
        .executeTakeFirst();
      // Another account of this provider is linked to the person (or this one to someone else, at this moment).
      if (!inserted) return 'linkedElsewhere';
    }
    await handleCommand(tx, userStream, person.id, () => [{ type: 'UserSignInLinked', data: { userId: person.id, issuer, by: 'profile' as const } }], metadata);
    return null;
  });
}

/**
 * Records a sign-in transaction's state as finished until `expiresAt`: true the first time, false for
 * every later callback of the same transaction, on any api node.
 */
export async function finishSignInOnce(deps: SignInLinkServices, state: string, expiresAt: Date): Promise<boolean> {
  await deps.db.deleteFrom('used_sign_in_states').where('expires_at', '<', deps.clock.now()).execute();
  const recorded = await deps.db
    .insertInto('used_sign_in_states')
    .values({ state_hash: sha256(state), expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('state_hash').doNothing())
    .returning('state_hash')
    .executeTakeFirst();
  return recorded !== undefined;
}

/** A person's links, for the admin's dialog and their profile. */
export async function signInLinksOf(db: Db, userId: string): Promise<SignInLinkDto[]> {
  const rows = await db.selectFrom('sign_in_links').select(['issuer', 'email', 'linked_at', 'by_own_action']).where('user_id', '=', userId).orderBy('issuer').execute();
  return rows.map((row) => ({ issuer: row.issuer, email: row.email, linkedAt: new Date(row.linked_at).toISOString(), byOwnAction: row.by_own_action }));
}

/** The administrator removes a person's links: their next sign-in with a college account links again by e-mail. */
export async function removeSignInLinks(deps: SignInLinkServices, userId: string, metadata: EventMetadata): Promise<void> {
  await deps.eventStore.transaction(async (tx) => {
    const removed = await tx.trx.deleteFrom('sign_in_links').where('user_id', '=', userId).returning('issuer').execute();
    if (removed.length === 0) throw DomainError.notFound('This person has no college account linked');
    await handleCommand(tx, userStream, userId, () => removed.map((row) => ({ type: 'UserSignInUnlinked' as const, data: { userId, issuer: row.issuer } })), metadata);
  });
}

/** A one-time code for the web app to collect the session with (kept hashed, for two minutes). */
export async function createHandoff(deps: SignInLinkServices, userId: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.db.deleteFrom('sign_in_handoffs').where('expires_at', '<', now).execute();
  await deps.db.insertInto('sign_in_handoffs').values({ code_hash: sha256(code), user_id: userId, expires_at: new Date(now.getTime() + HANDOFF_MS) }).execute();
  return code;
}

/** The person a handoff code signs in, once; null for an unknown, used or expired code or a person no longer active. */
export async function collectHandoff(deps: SignInLinkServices, code: string): Promise<Account | null> {
  const row = await deps.db.deleteFrom('sign_in_handoffs').where('code_hash', '=', sha256(code)).returning(['user_id', 'expires_at']).executeTakeFirst();
  if (!row || new Date(row.expires_at).getTime() <= deps.clock.now().getTime()) return null;
  const person = await findUser(deps.db, row.user_id);
  if (!person || !person.isActive) return null;
  return recordSignIn(deps.db, person.id, deps.clock.now());
}
