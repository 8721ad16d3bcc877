// Lingui: the web app's messages are extracted from the macros in src/ into one PO catalog per language
// (src/locales/<lang>/messages.po), which translators open in any PO editor. English is the source: its
// catalog holds the texts as written in the code. `npm run i18n:check` extracts and compiles strictly, so
// a message missing in any language fails the check (docs/i18n.md). Beside the web's own texts, the texts
// domain/ shares with the api are extracted with the English as their id (build-tools/domain-texts-extractor).
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import babel from '@lingui/cli/api/extractors/babel';
import { domainTextsExtractor } from './build-tools/domain-texts-extractor';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'te'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src', '<rootDir>/../domain/src'], exclude: ['**/*.test.*', '**/*.spec.*', '**/*.stories.*', '**/test/**'] }],
  extractors: [domainTextsExtractor, babel],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'es',
});
