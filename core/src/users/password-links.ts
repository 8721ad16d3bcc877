// The owner of the password_links table (docs/architecture.md, "Each table one owner"): the sha-256 of each
// set-password link's secret, whose it is and until when it works. The mail job keeps a link when it sends
// one (the person's earlier links go, so only the newest works); setting a password takes it once.

import type { Transaction } from 'kysely';
import type { PasswordLinkPurpose } from '@leave/domain';
import type { Database } from '@leave/migrations';
import type { Db } from '../db';
import { passwordLinkHash } from './passwords';

/** Keeps the link of `token` for the person until `expiresAt`; their earlier links, and expired ones, go. */
export async function keepPasswordLink(db: Db, link: { token: string; userId: string; purpose: PasswordLinkPurpose; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('password_links').where((eb) => eb.or([eb('user_id', '=', link.userId), eb('expires_at', '<', link.createdAt)])).execute();
    await trx
      .insertInto('password_links')
      .values({ token_hash: passwordLinkHash(link.token), user_id: link.userId, purpose: link.purpose, created_at: link.createdAt, expires_at: link.expiresAt })
      .execute();
  });
}

/** The link of a mail that did not go out: of no use to anybody. */
export async function dropPasswordLink(db: Db, token: string): Promise<void> {
  await db.deleteFrom('password_links').where('token_hash', '=', passwordLinkHash(token)).execute();
}

/** Whose link `token` is, while it works (undefined for an unknown or expired one). */
export async function passwordLinkOwner(db: Db, token: string, now: Date): Promise<string | undefined> {
  const link = await db.selectFrom('password_links').select(['user_id', 'expires_at']).where('token_hash', '=', passwordLinkHash(token)).executeTakeFirst();
  return link && new Date(link.expires_at).getTime() > now.getTime() ? link.user_id : undefined;
}

/**
 * Takes the link of `token` once, in the transaction that sets the password: of two requests with the same
 * link only the one that deletes its row goes on. The person's other links go too. Whose it was, or
 * undefined when it was taken or expired meanwhile.
 */
export async function takePasswordLink(trx: Transaction<Database>, token: string, now: Date): Promise<string | undefined> {
  const taken = await trx.deleteFrom('password_links').where('token_hash', '=', passwordLinkHash(token)).where('expires_at', '>', now).returning('user_id').executeTakeFirst();
  if (taken) await trx.deleteFrom('password_links').where('user_id', '=', taken.user_id).execute();
  return taken?.user_id;
}
