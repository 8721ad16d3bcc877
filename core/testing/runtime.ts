// What every server test starts from: a fresh database (a loaded PGlite dump, or a clone of the
// Postgres template made by global-setup.ts), the configuration of a test run, and a clock that stands
// still. Used by the core, api and worker tests alike.

import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { addDays, isCalendarDate, todayIn, type CalendarDate } from '@leave/domain';
import { loadConfig, type Config } from '../src/config';
import { createPgliteDatabase, createPostgresDatabase, type DatabaseHandle } from '../src/db';
import type { Clock } from '../src/clock';
import { adminQuery } from './global-setup';

/** Whether this run uses the real services (Postgres + Redis) instead of the embedded runtime. */
export const usesServices = process.env.TEST_SERVICES === '1';

/**
 * A fresh database for one test file: a loaded PGlite dump, or a clone of the Postgres template (over a
 * pool of `connections`: one makes every statement run on the same connection).
 */
export async function openTestDatabase({ connections = 5 }: { connections?: number } = {}): Promise<DatabaseHandle & { url?: string }> {
  if (!usesServices) {
    const dump = readFileSync(inject('pgliteTemplatePath'));
    return createPgliteDatabase('memory://', new Blob([dump]));
  }
  const url = process.env.DATABASE_URL!;
  const name = `leave_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name} template ${inject('postgresTemplate')}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = createPostgresDatabase(dbUrl.toString(), connections);
  return {
    ...handle,
    url: dbUrl.toString(),
    async close() {
      await handle.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The clock of a test that fixes none: the machine's, or, with `TEST_TODAY=YYYY-MM-DD` (read by the test
 * runtime only), the machine's moved to that day at the same time of day, so that `npm test` can be run as
 * if it were another day (a year ahead, say): a test that applies for a date written into it, against a
 * clock it does not fix, fails then as it would on that day.
 */
export function testRuntimeClock(timeZone: string): Clock {
  const shifted = process.env.TEST_TODAY;
  if (shifted === undefined || shifted === '') return { now: () => new Date(), today: () => todayIn(timeZone, new Date()) };
  if (!isCalendarDate(shifted)) throw new Error(`TEST_TODAY must be a date (YYYY-MM-DD), got "${shifted}"`);
  const offset = Date.parse(`${shifted}T00:00:00.000Z`) - Date.parse(`${todayIn(timeZone, new Date())}T00:00:00.000Z`);
  const now = () => new Date(Date.now() + offset);
  return { now, today: () => todayIn(timeZone, now()) };
}

/** The day a test that fixes no clock should count from: its runtime's today (see testRuntimeClock). */
export function testToday(timeZone = 'Asia/Kolkata'): CalendarDate {
  return testRuntimeClock(timeZone).today();
}

/** A clock that stands still at a chosen day (12:00 UTC) unless a test moves it. */
export function fixedClock(today: CalendarDate): Clock & { set(day: CalendarDate): void; advance(days: number): void } {
  let day = today;
  return {
    now: () => new Date(`${day}T12:00:00.000Z`),
    today: () => day,
    set(next) {
      day = next;
    },
    advance(days) {
      day = addDays(day, days);
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/leave-test-data',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_EMAIL: 'admin@college.edu',
    ADMIN_PASSWORD: 'admin123',
    WEB_DIST: '',
    DEMO_MODE: 'false',
    ...(usesServices ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `leave-test-${randomBytes(4).toString('hex')}` } : {}),
    ...overrides,
  });
}
