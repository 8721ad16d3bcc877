// The server packages' import boundaries (eslint.server-boundaries.js) as `npm run lint` applies them: an
// import across a boundary fails, the imports the layout intends pass, and the tree as it stands is clean.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The boundary problems of a file at `filePath` that imports `source` (other rules are not this test's). */
async function boundaryProblems(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as imported from '${source}';\nexport { imported };\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('server import boundaries', () => {
  it('fail a worker test that imports the api, by its name or by a relative path', async () => {
    expect(await boundaryProblems('worker/test/x.spec.ts', '@leave/api/runtime')).toEqual([expect.stringContaining('worker/ never imports the api')]);
    expect(await boundaryProblems('worker/test/x.spec.ts', '../../api/test/helper')).toEqual([expect.stringContaining('may not leave its package')]);
    expect(await boundaryProblems('worker/src/jobs/x.ts', '@leave/api')).toHaveLength(1);
  });

  it('let the worker import core, domain and its own files', async () => {
    for (const source of ['@leave/core/event-store', '@leave/core/testing/runtime', '@leave/domain', '../src/jobs', 'bullmq']) {
      expect(await boundaryProblems('worker/test/x.spec.ts', source), source).toEqual([]);
    }
  });

  it('fail the api importing the worker anywhere but the file that wires the job runtime', async () => {
    expect(await boundaryProblems('api/src/routes/excel/index.ts', '@leave/worker')).toEqual([expect.stringContaining('only in src/job-runtime.ts')]);
    expect(await boundaryProblems('api/test/jobs/x.spec.ts', '@leave/worker')).toHaveLength(1);
    expect(await boundaryProblems('api/src/routes/excel/index.ts', '../../../../worker/src/jobs')).toHaveLength(1);
    expect(await boundaryProblems('api/src/job-runtime.ts', '@leave/worker')).toEqual([]);
    expect(await boundaryProblems('api/src/routes/excel/index.ts', '@leave/core/jobs')).toEqual([]);
  });

  it("fail the api and the worker importing a table's rows, in sources and tests alike", async () => {
    for (const filePath of ['api/src/routes/users/index.ts', 'api/src/plugins/auth.ts', 'api/src/cli/migrate.ts', 'api/test/routes/x.spec.ts', 'worker/src/jobs/x.ts', 'worker/test/x.spec.ts']) {
      expect(await boundaryProblems(filePath, '@leave/migrations'), filePath).toEqual([expect.stringContaining("never sees a table's row")]);
    }
    expect(await boundaryProblems('api/src/plugins/auth.ts', '@leave/core/users')).toEqual([]);
    expect(await boundaryProblems('worker/src/jobs/x.ts', '@leave/core/db')).toEqual([]);
  });

  it('fail domain code that does I/O, uses a framework or imports another package of ours', async () => {
    for (const source of ['kysely', 'pg', 'fastify', 'bullmq', 'ioredis', 'node:fs', 'fs', '@leave/core/db', '@leave/migrations', '@leave/api/runtime']) {
      expect(await boundaryProblems('domain/src/leave/x.ts', source), source).toHaveLength(1);
    }
    for (const source of ['xstate', 'zod', '../dates', './leave.events']) {
      expect(await boundaryProblems('domain/src/leave/x.ts', source), source).toEqual([]);
    }
  });

  it('fail a domain contract that imports the permission rules (an import circle), and let it import the roles', async () => {
    expect(await boundaryProblems('domain/src/contracts/x.ts', '../people/permissions')).toEqual([expect.stringContaining('sits below the permission rules')]);
    expect(await boundaryProblems('domain/src/contracts/x.ts', 'node:fs')).toHaveLength(1);
    for (const source of ['../people/roles', './fields', 'zod']) expect(await boundaryProblems('domain/src/contracts/x.ts', source), source).toEqual([]);
    expect(await boundaryProblems('domain/src/people/x.ts', '../contracts/api')).toEqual([]);
  });

  it('fail migrations that import app code, and let them use Kysely', async () => {
    expect(await boundaryProblems('migrations/src/migrations/x.ts', '@leave/domain')).toHaveLength(1);
    expect(await boundaryProblems('migrations/src/migrations/x.ts', '@leave/core/db')).toHaveLength(1);
    expect(await boundaryProblems('migrations/src/migrations/x.ts', 'kysely')).toEqual([]);
  });

  it('fail core importing the api, the worker or a process framework, and let it import domain and migrations', async () => {
    for (const source of ['@leave/api/runtime', '@leave/worker', 'fastify', 'bullmq', '../../../api/src/app']) {
      expect(await boundaryProblems('core/src/event-store/x.ts', source), source).toHaveLength(1);
    }
    for (const source of ['@leave/domain', '@leave/migrations', 'kysely', '../db']) {
      expect(await boundaryProblems('core/src/event-store/x.ts', source), source).toEqual([]);
    }
  });

  it("fail bench importing a package's tests", async () => {
    expect(await boundaryProblems('bench/x.ts', '@leave/api/test/fixtures')).toHaveLength(1);
    expect(await boundaryProblems('bench/x.ts', '../api/test/fixtures')).toHaveLength(1);
    expect(await boundaryProblems('bench/x.ts', '@leave/api/runtime')).toEqual([]);
  });

  it('find no boundary problem in the server packages as they stand', async () => {
    const results = await eslint.lintFiles(['domain', 'migrations', 'core', 'api', 'worker', 'bench']);
    const problems = results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => `${result.filePath}:${message.line} ${message.message}`),
    );
    expect(problems).toEqual([]);
  });
});
