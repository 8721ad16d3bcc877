// The owner of the sessions table (docs/architecture.md, "Each table one owner"): the sessions a person
// started, at which token version, so that 'Signed-in devices' lists those whose tokens still open the
// product. A session of an older token version has ended for good (its token no longer verifies). Since
// issue 49 a session's token carries the session's id, and one session can end alone (`ended_at`): the
// api refuses the token of an ended session (docs/decisions/0390-a-sign-out-per-device.md).

import { randomUUID } from 'node:crypto';
import type { SessionMethod } from '@leave/domain';
import type { Db } from '../db';

/** One session still standing, as the sessions table holds it. */
export interface LiveSession {
  id: string;
  startedAt: Date;
  device: string;
  method: SessionMethod;
  /** Whether its token carries its id, so that it can be signed out alone. */
  namedInToken: boolean;
}

/**
 * Records a session started now at the person's token version, its token carrying the id answered; the
 * sessions of older versions go.
 */
export async function recordSession(db: Db, session: { userId: string; tokenVersion: number; startedAt: Date; device: string; method: SessionMethod }): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('sessions')
    .values({ id, user_id: session.userId, token_version: session.tokenVersion, started_at: session.startedAt, device: session.device, method: session.method, named_in_token: true })
    .execute();
  // The sessions of versions gone by ended for good: they go, so the table holds live ones only.
  await db.deleteFrom('sessions').where('user_id', '=', session.userId).where('token_version', '<', session.tokenVersion).execute();
  return id;
}

/** The person's sessions at this token version started after `since` (older tokens have expired) and not signed out, newest first. */
export async function liveSessions(db: Db, person: { userId: string; tokenVersion: number }, since: Date, limit: number): Promise<LiveSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'started_at', 'device', 'method', 'named_in_token'])
    .where('user_id', '=', person.userId)
    .where('token_version', '=', person.tokenVersion)
    .where('started_at', '>', since)
    .where('ended_at', 'is', null)
    .orderBy('started_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, startedAt: new Date(row.started_at), device: row.device, method: row.method as SessionMethod, namedInToken: row.named_in_token }));
}

/**
 * Ends one session of the person still standing (at their token version, started after `since`, not signed
 * out): its device in words, 'unknown' when they have no such session (another person's, an ended or
 * expired one, none), 'unnamed' when its token carries no id.
 */
export async function endSession(db: Db, person: { userId: string; tokenVersion: number }, sessionId: string, since: Date, at: Date): Promise<{ device: string } | 'unknown' | 'unnamed'> {
  const row = await db
    .selectFrom('sessions')
    .select(['device', 'named_in_token'])
    .where('id', '=', sessionId)
    .where('user_id', '=', person.userId)
    .where('token_version', '=', person.tokenVersion)
    .where('started_at', '>', since)
    .where('ended_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return 'unknown';
  if (!row.named_in_token) return 'unnamed';
  await db.updateTable('sessions').set({ ended_at: at }).where('id', '=', sessionId).execute();
  return { device: row.device };
}

/**
 * The sessions signed out one by one, by person: of `userIds`, or with null of everybody (at most `limit`,
 * the newest). A token naming one of them is refused. Those of token versions gone by are listed too, and
 * harmless: their tokens fail the version's check anyway, and the next sign-in deletes them.
 */
export async function endedSessionsOf(db: Db, userIds: readonly string[] | null, limit = 100_000): Promise<Map<string, Set<string>>> {
  if (userIds && userIds.length === 0) return new Map();
  let query = db.selectFrom('sessions').select(['id', 'user_id']).where('ended_at', 'is not', null);
  if (userIds) query = query.where('user_id', 'in', userIds);
  const rows = await query.orderBy('ended_at', 'desc').limit(limit).execute();
  const ended = new Map<string, Set<string>>();
  for (const row of rows) {
    const ids = ended.get(row.user_id) ?? new Set<string>();
    ids.add(row.id);
    ended.set(row.user_id, ids);
  }
  return ended;
}
