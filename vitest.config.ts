import { defineConfig } from 'vitest/config';

// One runner for every workspace. The server-side suites run on the embedded runtime (PGlite, jobs
// in-process) and, when DATABASE_URL and REDIS_URL are set, once more on the real services.
const withServices = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
if (process.env.CI && !withServices) throw new Error('CI must set DATABASE_URL and REDIS_URL: the suite runs on the real services too');

const runtimes = [
  { suffix: '', env: { TEST_SERVICES: '0' } },
  ...(withServices ? [{ suffix: ':services', env: { TEST_SERVICES: '1' } }] : []),
];

const serverProject = (name: string, root: string, extra: { globalSetup?: string[] } = {}) =>
  runtimes.map(({ suffix, env }) => ({
    extends: false as const,
    test: {
      name: `${name}${suffix}`,
      root,
      environment: 'node' as const,
      include: ['test/**/*.spec.ts', 'src/**/*.spec.ts'],
      // `*.services.spec.ts` need the real services (several processes over one Postgres and Redis).
      exclude: env.TEST_SERVICES === '1' ? [] : ['**/*.services.spec.ts'],
      env,
      testTimeout: 60_000,
      hookTimeout: 60_000,
      ...extra,
    },
  }));

export default defineConfig({
  test: {
    projects: [
      { extends: false, test: { name: 'domain', root: './domain', environment: 'node', include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'] } },
      ...serverProject('core', './core', { globalSetup: ['./testing/global-setup.ts'] }),
      ...serverProject('api', './api', { globalSetup: ['../core/testing/global-setup.ts'] }),
      ...serverProject('worker', './worker', { globalSetup: ['../core/testing/global-setup.ts'] }),
      { extends: false, test: { name: 'repo', root: './test', environment: 'node', include: ['**/*.spec.ts'], testTimeout: 60_000 } },
      './web/vitest.config.ts',
    ],
  },
});
