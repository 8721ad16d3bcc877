// The language the web app is shown in (issue 23): Lingui's one i18n instance and what every text, date
// and number reads from it. Choosing and loading a language is activate-language.ts, apart from this
// module so that the modules it loads (texts.ts, template-tables.ts) can read the language without a
// path back to their loader.
import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, isLanguage, type Language } from '@leave/domain';
import { compileSourceMessage } from './source-messages';

export { i18n };

// Only English source texts (and a domain text no catalog has) reach the compiler: catalogs come compiled.
i18n.setMessagesCompiler(compileSourceMessage);

/** The language the app is shown in now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** The Intl locale of the language shown now (Indian digit grouping in all three). */
export function currentLocale(): string {
  return LANGUAGE_LOCALES[currentLanguage()];
}
