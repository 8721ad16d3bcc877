import { defineConfig } from 'vitest/config';

// The browser suite: Debian's Chromium driven by playwright-core against the product started as the
// README says (`npm start`), on a fresh DATA_DIR and a free port.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    // A browser test waits for what a person would see; on a busy machine (CI's cores shared with the
    // product, Postgres and Chromium) a screen can take seconds, so waits are generous: they bound a hang,
    // they do not time anything (speed is the bench's).
    testTimeout: 180_000,
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 240_000,
  },
});
