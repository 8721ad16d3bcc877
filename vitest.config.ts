import { defineConfig } from 'vitest/config';

// One runner for every workspace. Server-side projects run in node; the web project in jsdom.
export default defineConfig({
  test: {
    projects: [
      { extends: false, test: { name: 'domain', root: './domain', environment: 'node', include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'] } },
      { extends: false, test: { name: 'migrations', root: './migrations', environment: 'node', include: ['test/**/*.spec.ts'], globalSetup: ['../api/test/global-setup.ts'] } },
      { extends: false, test: { name: 'api', root: './api', environment: 'node', include: ['test/**/*.spec.ts'], globalSetup: ['./test/global-setup.ts'], testTimeout: 30000, hookTimeout: 60000 } },
      { extends: false, test: { name: 'worker', root: './worker', environment: 'node', include: ['test/**/*.spec.ts'], globalSetup: ['../api/test/global-setup.ts'], testTimeout: 60000, hookTimeout: 60000 } },
      './web/vitest.config.ts',
    ],
  },
});
