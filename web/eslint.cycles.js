// No import cycle in the web app (docs/architecture.md), spread into the root eslint.config.js. Two modules
// that import each other run in an order that depends on which one a page loaded first: a value read at
// load time can be undefined in one order and not the other, and Rollup must put both in one chunk. A
// dynamic import() counts too: the lazy path back is still a path back. Type-only imports do not (they
// leave nothing at run time).
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const TYPESCRIPT = ['.ts', '.tsx'];

export default [
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': [...TYPESCRIPT, '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': TYPESCRIPT },
      'import-x/external-module-folders': ['node_modules'],
      // Resolved as Vite and TypeScript resolve them: '@/...' is web/src/ by web/tsconfig.json's paths.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: [...TYPESCRIPT, '.js', '.mjs', '.json'],
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];
