// Failed sign-ins per e-mail and address (docs/contract.md: 5 failures in 15 minutes give 429). Redis keeps
// the counters when REDIS_URL is set, so that every api node sees the same count; otherwise the
// login_failures table does.

import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import type { Db } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';

const MAX_LOGIN_FAILURES = 5;
const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface LoginAttempts {
  /** Whether this e-mail and address have used up their failures for the current window. */
  isBlocked(email: string, address: string): Promise<boolean>;
  recordFailure(email: string, address: string): Promise<void>;
  /** A successful sign-in forgets earlier failures. */
  clear(email: string, address: string): Promise<void>;
  close(): Promise<void>;
}

/** The counter's key: hashed, so that neither e-mails nor addresses sit in Redis or a table in clear. */
function keyOf(email: string, address: string): string {
  return createHash('sha256').update(`${email.trim().toLowerCase()}\n${address}`).digest('hex');
}

export function tableLoginAttempts(db: Db, clock: Clock): LoginAttempts {
  const windowStart = () => new Date(clock.now().getTime() - LOGIN_FAILURE_WINDOW_MS);
  return {
    async isBlocked(email, address) {
      const row = await db.selectFrom('login_failures').select(['count', 'window_started_at']).where('key', '=', keyOf(email, address)).executeTakeFirst();
      return !!row && row.count >= MAX_LOGIN_FAILURES && new Date(row.window_started_at) > windowStart();
    },
    async recordFailure(email, address) {
      const now = clock.now();
      await db
        .insertInto('login_failures')
        .values({ key: keyOf(email, address), count: 1, window_started_at: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            // A window that has run out starts again at this failure.
            count: sql`case when login_failures.window_started_at <= ${windowStart()} then 1 else login_failures.count + 1 end`,
            window_started_at: sql`case when login_failures.window_started_at <= ${windowStart()} then ${now} else login_failures.window_started_at end`,
          }),
        )
        .execute();
      // Counters whose window has run out are of no use: the table holds only the last 15 minutes.
      await db.deleteFrom('login_failures').where('window_started_at', '<=', windowStart()).execute();
    },
    async clear(email, address) {
      await db.deleteFrom('login_failures').where('key', '=', keyOf(email, address)).execute();
    },
    async close() {},
  };
}

export function redisLoginAttempts(redisUrl: string, prefix: string): LoginAttempts {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
  redis.on('error', () => undefined);
  const redisKey = (email: string, address: string) => `${prefix}:login-failures:${keyOf(email, address)}`;
  return {
    async isBlocked(email, address) {
      const count = Number((await redis.get(redisKey(email, address))) ?? 0);
      return count >= MAX_LOGIN_FAILURES;
    },
    async recordFailure(email, address) {
      const key = redisKey(email, address);
      // The window starts with the first failure: NX leaves a running expiry alone.
      await redis.multi().incr(key).pexpire(key, LOGIN_FAILURE_WINDOW_MS, 'NX').exec();
    },
    async clear(email, address) {
      await redis.del(redisKey(email, address));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
