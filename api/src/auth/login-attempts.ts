// Counters of failed password checks, each with its own limit within a 15-minute window (docs/contract.md):
// sign-in failures per e-mail and address (5), per address across every e-mail (20, so that one password
// sprayed over many accounts is noticed), per trusted browser (5: its device cookie, which the first two do
// not apply to), wrong current passwords per person (5), and requests for a set-password link per e-mail and
// address (5) and per address (20). Redis keeps the
// counters when REDIS_URL is set, so that every api node sees the same count; otherwise the login_failures
// table does. Both count the same way: the window starts with the first failure.

import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import type { Db } from '@leave/core/db';
import type { Clock } from '@leave/core/clock';

const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** One counter: what it counts (scope), its limit, and whose failures (e-mail, address, person id). */
export interface FailureCounter {
  scope: 'sign-in' | 'sign-in-address' | 'sign-in-device' | 'password-change' | 'password-link' | 'password-link-address' | 'decision-link-address' | 'decision-link-unknown';
  max: number;
  subject: readonly string[];
}

export const FAILURE_COUNTERS = {
  /** Guessing one account's password from one address. */
  signIn: (email: string, address: string): FailureCounter => ({ scope: 'sign-in', max: 5, subject: [email.trim().toLowerCase(), address] }),
  /** One address guessing across accounts (password spraying). */
  signInFromAddress: (address: string): FailureCounter => ({ scope: 'sign-in-address', max: 20, subject: [address] }),
  /** Wrong passwords from a browser that carries a person's device cookie (auth/device-cookie.ts). */
  signInFromDevice: (nonce: string): FailureCounter => ({ scope: 'sign-in-device', max: 5, subject: [nonce] }),
  /** Guessing the current password with someone's token. */
  passwordChange: (userId: string): FailureCounter => ({ scope: 'password-change', max: 5, subject: [userId] }),
  /** 'Forgot password?' for one e-mail from one address (every request counts, issue 26). */
  passwordLink: (email: string, address: string): FailureCounter => ({ scope: 'password-link', max: 5, subject: [email.trim().toLowerCase(), address] }),
  /** 'Forgot password?' from one address across e-mails. */
  passwordLinkFromAddress: (address: string): FailureCounter => ({ scope: 'password-link-address', max: 20, subject: [address] }),
  /** Every request to a decision link from one address (issue 44): a scanner or a person opens a few. */
  decisionLinkFromAddress: (address: string): FailureCounter => ({ scope: 'decision-link-address', max: 100, subject: [address] }),
  /** Links nobody was sent, from one address: guessing. */
  decisionLinkUnknown: (address: string): FailureCounter => ({ scope: 'decision-link-unknown', max: 20, subject: [address] }),
};

export interface LoginAttempts {
  /** Whether any of the counters has used up its failures for the current window. */
  isBlocked(counters: readonly FailureCounter[]): Promise<boolean>;
  recordFailure(counters: readonly FailureCounter[]): Promise<void>;
  /** Forgets a counter's failures (after the right password). */
  clear(counter: FailureCounter): Promise<void>;
  close(): Promise<void>;
}

/** The counter's key: hashed, so that neither e-mails nor addresses sit in Redis or a table in clear. */
function keyOf(counter: FailureCounter): string {
  return createHash('sha256').update([counter.scope, ...counter.subject].join('\n')).digest('hex');
}

export function tableLoginAttempts(db: Db, clock: Clock): LoginAttempts {
  const windowStart = () => new Date(clock.now().getTime() - FAILURE_WINDOW_MS);
  return {
    async isBlocked(counters) {
      const rows = await db
        .selectFrom('login_failures')
        .select(['key', 'count'])
        .where('key', 'in', counters.map(keyOf))
        .where('window_started_at', '>', windowStart())
        .execute();
      const counts = new Map(rows.map((row) => [row.key, row.count]));
      return counters.some((counter) => (counts.get(keyOf(counter)) ?? 0) >= counter.max);
    },
    async recordFailure(counters) {
      const now = clock.now();
      for (const counter of counters) {
        await db
          .insertInto('login_failures')
          .values({ key: keyOf(counter), count: 1, window_started_at: now })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({
              // A window that has run out starts again at this failure.
              count: sql`case when login_failures.window_started_at <= ${windowStart()} then 1 else login_failures.count + 1 end`,
              window_started_at: sql`case when login_failures.window_started_at <= ${windowStart()} then ${now} else login_failures.window_started_at end`,
            }),
          )
          .execute();
      }
      // Counters whose window has run out are of no use: the table holds only the last 15 minutes.
      await db.deleteFrom('login_failures').where('window_started_at', '<=', windowStart()).execute();
    },
    async clear(counter) {
      await db.deleteFrom('login_failures').where('key', '=', keyOf(counter)).execute();
    },
    async close() {},
  };
}

export function redisLoginAttempts(redisUrl: string, prefix: string): LoginAttempts {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false });
  redis.on('error', () => undefined);
  const redisKey = (counter: FailureCounter) => `${prefix}:login-failures:${keyOf(counter)}`;
  return {
    async isBlocked(counters) {
      const counts = await redis.mget(counters.map(redisKey));
      return counters.some((counter, i) => Number(counts[i] ?? 0) >= counter.max);
    },
    async recordFailure(counters) {
      const transaction = redis.multi();
      // The window starts with the first failure: NX leaves a running expiry alone.
      for (const key of counters.map(redisKey)) transaction.incr(key).pexpire(key, FAILURE_WINDOW_MS, 'NX');
      await transaction.exec();
    },
    async clear(counter) {
      await redis.del(redisKey(counter));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
