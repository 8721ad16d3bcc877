// The web app's import boundaries (web/eslint.boundaries.js) and its ban on import cycles
// (web/eslint.cycles.js) as `npm run lint` applies them: an import across a boundary or closing a cycle
// fails, the imports the layout intends pass, and the tree as it stands is clean.
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

/**
 * The import cycles ESLint finds in a file of the tree written as `text`: the modules it imports are read
 * from disk as they are, so a cycle is an import of a module that (through others) imports this file.
 */
async function cycleProblems(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-cycle').map((message) => message.message);
}

describe('web import boundaries', () => {
  it('fail a test file of one feature that imports another feature', async () => {
    const problems = await boundaryProblems('web/src/features/leaves/x.test.tsx', '@/features/users/api/get-users');
    expect(problems).toEqual([expect.stringContaining('may not import another feature')]);
  });

  it('fail a relative import that climbs out of the feature into another', async () => {
    expect(await boundaryProblems('web/src/features/leaves/x.test.tsx', '../users/user-filters')).toHaveLength(1);
    expect(await boundaryProblems('web/src/features/leaves/components/X.tsx', '../../users/user-filters')).toHaveLength(1);
  });

  it('let a feature import its own files, shared code, the domain and (in tests) the test helpers', async () => {
    for (const source of ['../api/get-leaves', '@/features/leaves/leave-filters', '@/lib/api', '@/components/ui/button/Button', '@/config/paths', '@leave/domain', '@/test/render-app']) {
      expect(await boundaryProblems('web/src/features/leaves/components/x.test.tsx', source), source).toEqual([]);
    }
  });

  it('fail a feature that imports a portal or app/', async () => {
    expect(await boundaryProblems('web/src/features/leaves/x.ts', '@/portals/hod/HodPortal')).toHaveLength(1);
    expect(await boundaryProblems('web/src/features/leaves/x.ts', '@/app/store')).toHaveLength(1);
  });

  it('fail shared UI and lib/ that import a feature, a portal or app/', async () => {
    expect(await boundaryProblems('web/src/components/layout/PortalLayout.tsx', '@/features/auth/use-sign-out')).toHaveLength(1);
    expect(await boundaryProblems('web/src/components/ui/toasts/Toaster.test.tsx', '@/app/store')).toHaveLength(1);
    expect(await boundaryProblems('web/src/lib/live/x.ts', '@/portals/shared/PortalShell')).toHaveLength(1);
    expect(await boundaryProblems('web/src/lib/live/x.ts', '../../features/leaves/api/get-leaves')).toHaveLength(1);
  });

  it('fail a portal that imports another portal, and let it import portals/shared/ and features', async () => {
    expect(await boundaryProblems('web/src/portals/admin/pages/X.tsx', '@/portals/hod/pages/HodHistoryPage')).toHaveLength(1);
    expect(await boundaryProblems('web/src/portals/admin/AdminPortal.tsx', '../hod/HodPortal')).toHaveLength(1);
    expect(await boundaryProblems('web/src/portals/admin/AdminPortal.tsx', '@/portals/shared/PortalShell')).toEqual([]);
    expect(await boundaryProblems('web/src/portals/admin/pages/X.tsx', '@/features/leaves/components/ReviewQueue')).toEqual([]);
  });

  it('keep the test helpers out of production code', async () => {
    expect(await boundaryProblems('web/src/features/leaves/components/X.tsx', '@/test/fixtures')).toHaveLength(1);
    expect(await boundaryProblems('web/src/features/leaves/components/X.stories.tsx', '@/test/fixtures')).toEqual([]);
  });

  // texts.ts reads the language from i18n.ts, so i18n.ts may not import texts.ts back.
  it('refuse an import that closes a cycle, by an alias, a relative path or a lazy import()', async () => {
    const i18n = 'web/src/lib/i18n/i18n.ts';
    expect(await cycleProblems(i18n, "import { translateText } from '@/lib/i18n/texts';\nexport { translateText };\n")).toHaveLength(1);
    expect(await cycleProblems(i18n, "import { translateText } from './texts';\nexport { translateText };\n")).toHaveLength(1);
    expect(await cycleProblems(i18n, "export const loadTexts = () => import('./texts');\n")).toHaveLength(1);
  });

  it('let a module import types from a module that imports it, and modules with no path back', async () => {
    const i18n = 'web/src/lib/i18n/i18n.ts';
    expect(await cycleProblems(i18n, "import type { TemplateKind } from './template-tables';\nexport type Kind = TemplateKind;\n")).toEqual([]);
    expect(await cycleProblems(i18n, "import { compileSourceMessage } from './source-messages';\nexport { compileSourceMessage };\n")).toEqual([]);
  });

  it('find no boundary problem and no import cycle in the web app as it stands', async () => {
    const results = await eslint.lintFiles(['web']);
    const problems = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'import-x/no-cycle')
        .map((message) => `${result.filePath}:${message.line} ${message.message}`),
    );
    expect(problems).toEqual([]);
  });
});
