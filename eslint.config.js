import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import serverBoundaries from './eslint.server-boundaries.js';
import tableOwners from './eslint.table-owners.js';
import testDates from './eslint.test-dates.js';
import webBoundaries from './web/eslint.boundaries.js';
import webCycles from './web/eslint.cycles.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', '.data/**', '.tmp/**', 'e2e/screenshots/**', 'build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Blob: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', window: 'readonly', document: 'readonly', localStorage: 'readonly', sessionStorage: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    // docs/product.md §8: the web's silent failures are "only logged": to the browser console, as errors.
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'no-console': ['error', { allow: ['error', 'warn'] }] },
  },
  ...serverBoundaries,
  ...tableOwners,
  ...testDates,
  ...webBoundaries,
  ...webCycles,
);
