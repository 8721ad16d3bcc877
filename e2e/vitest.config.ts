import { defineConfig } from 'vitest/config';

// The browser suite: Debian's Chromium driven by playwright-core against the product started as the
// README says (`npm start`), on a fresh DATA_DIR and a free port. With DATABASE_URL and REDIS_URL set, the
// screens' suite runs once more against `npm start` on Postgres and Redis with `npm run worker` beside it
// (a fresh database and Redis prefix): every screen of every portal, the audit trail, a leave's whole flow
// with its live queues, a new person's first sign-in by e-mail, and a claim of compensatory leave.
const withServices = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
if (process.env.CI && !withServices) throw new Error('CI must set DATABASE_URL and REDIS_URL: the browser suite runs on the real services too');

const shared = {
  root: import.meta.dirname,
  globalSetup: ['./global-setup.ts'],
  environment: 'node' as const,
  // A browser test waits for what a person would see; on a busy machine (CI's cores shared with the
  // product, Postgres and Chromium) a screen can take seconds, so waits are generous: they bound a hang,
  // they do not time anything (speed is the bench's).
  testTimeout: 180_000,
  expect: { poll: { timeout: 15_000 } },
  hookTimeout: 240_000,
};

export default defineConfig({
  test: {
    fileParallelism: false,
    projects: [
      { test: { ...shared, name: 'e2e', include: ['**/*.e2e.ts'] } },
      ...(withServices
        ? [{ test: { ...shared, name: 'e2e:services', include: ['portals.e2e.ts', 'audit.e2e.ts', 'leave-flow.e2e.ts', 'first-sign-in.e2e.ts', 'comp-off.e2e.ts'] } }]
        : []),
    ],
  },
});
