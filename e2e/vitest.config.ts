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
    testTimeout: 90_000,
    hookTimeout: 240_000,
  },
});
