// decision_links (issue 44), of the notification family: the links of a 'waiting for your decision' mail,
// and of its push to each browser (docs/decisions/0330-a-push-has-its-own-decision-link.md): a push's row is
// keyed by its delivery ('push:' entry and subscription) in the same key column, which names the link's
// channel (no migration: a mail's key is its entry's id, which never starts so).
// Only the sha-256 of a link's secret is kept, with the mail it went in (one link per mail: a new attempt at
// sending the same mail replaces the secret, docs/decisions/0271-one-decision-link-per-mail.md), whose it
// is, the application and its stream version at sending, until when it works and when it was used. The
// secret is in no row, event, log line or stored copy of the mail.

import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '@leave/migrations';
import { DECIDED_VIA_EMAIL_LINK, DECIDED_VIA_PUSH, type LinkChannel } from '@leave/domain';
import type { Db } from '../db';

const PUSH_KEY_PREFIX = 'push:';

/** The key of a push's link: its delivery (the entry to one browser), never a mail's id. */
export function pushDecisionLinkKey(notificationId: string, subscriptionId: string): string {
  return `${PUSH_KEY_PREFIX}${notificationId}:${subscriptionId}`;
}

/** The channel a link went out by, from its row's key. */
export function decisionLinkChannel(key: string): LinkChannel {
  return key.startsWith(PUSH_KEY_PREFIX) ? DECIDED_VIA_PUSH : DECIDED_VIA_EMAIL_LINK;
}

/** The sha-256 (hex) a secret is kept and found by: enough for 256 random bits. */
export function decisionLinkHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new secret: 32 random bytes, base64url (43 characters). */
export function newDecisionLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface DecisionLink {
  /** The mail's id, or a push's key (pushDecisionLinkKey). */
  mailId: string;
  /** What a decision taken with it says it came from. */
  channel: LinkChannel;
  personId: string;
  leaveId: string;
  streamVersion: number;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

/**
 * Keeps the link of `token` for its mail: one row per mail, a later attempt's secret replacing the earlier
 * one unless that was used already (then no link: false, and the mail goes without buttons).
 */
export async function keepDecisionLink(
  db: Db,
  link: { mailId: string; token: string; personId: string; leaveId: string; streamVersion: number; createdAt: Date; expiresAt: Date },
): Promise<boolean> {
  const row = {
    mail_id: link.mailId,
    token_hash: decisionLinkHash(link.token),
    person_id: link.personId,
    leave_id: link.leaveId,
    stream_version: link.streamVersion,
    created_at: link.createdAt,
    expires_at: link.expiresAt,
  };
  const kept = await db
    .insertInto('decision_links')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('mail_id')
        .doUpdateSet({ token_hash: row.token_hash, created_at: row.created_at, expires_at: row.expires_at })
        .where('decision_links.used_at', 'is', null),
    )
    .returning('mail_id')
    .executeTakeFirst();
  return kept !== undefined;
}

/** The link of a mail that did not go out: of no use to anybody. */
export async function dropDecisionLinks(db: Db, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db.deleteFrom('decision_links').where('token_hash', 'in', tokens.map(decisionLinkHash)).where('used_at', 'is', null).execute();
}

/** The link of `token`, used, expired or not (undefined: no such link). */
export async function decisionLinkOf(db: Db | Transaction<Database>, token: string): Promise<DecisionLink | undefined> {
  const row = await db.selectFrom('decision_links').selectAll().where('token_hash', '=', decisionLinkHash(token)).executeTakeFirst();
  return row && { mailId: row.mail_id, channel: decisionLinkChannel(row.mail_id), personId: row.person_id, leaveId: row.leave_id, streamVersion: Number(row.stream_version), createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at), usedAt: row.used_at === null ? null : new Date(row.used_at) };
}

/**
 * Takes the link of `token` once, in the transaction that decides: of two requests with the same link only
 * the one that marks it used goes on (the other waits for the row, then finds it used). True when taken.
 */
export async function takeDecisionLink(trx: Transaction<Database>, token: string, now: Date): Promise<boolean> {
  const taken = await trx
    .updateTable('decision_links')
    .set({ used_at: now })
    .where('token_hash', '=', decisionLinkHash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('mail_id')
    .executeTakeFirst();
  return taken !== undefined;
}
