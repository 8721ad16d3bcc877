// The owner of the sessions table (docs/architecture.md, "Each table one owner"): the sessions a person
// started, at which token version, so that 'Signed-in devices' lists those whose tokens still open the
// product. A session of an older token version has ended for good (its token no longer verifies).

import { randomUUID } from 'node:crypto';
import type { SessionDto, SessionMethod } from '@leave/domain';
import type { Db } from '../db';

/** Records a session started now at the person's token version; the sessions of older versions go. */
export async function recordSession(db: Db, session: { userId: string; tokenVersion: number; startedAt: Date; device: string; method: SessionMethod }): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ id: randomUUID(), user_id: session.userId, token_version: session.tokenVersion, started_at: session.startedAt, device: session.device, method: session.method })
    .execute();
  // The sessions of versions gone by ended for good: they go, so the table holds live ones only.
  await db.deleteFrom('sessions').where('user_id', '=', session.userId).where('token_version', '<', session.tokenVersion).execute();
}

/** The person's sessions at this token version started after `since` (older tokens have expired), newest first. */
export async function liveSessions(db: Db, person: { userId: string; tokenVersion: number }, since: Date, limit: number): Promise<SessionDto[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'started_at', 'device', 'method'])
    .where('user_id', '=', person.userId)
    .where('token_version', '=', person.tokenVersion)
    .where('started_at', '>', since)
    .orderBy('started_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ _id: row.id, startedAt: new Date(row.started_at).toISOString(), device: row.device, method: row.method as SessionMethod }));
}
