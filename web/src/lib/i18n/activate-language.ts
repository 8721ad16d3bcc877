// Choosing the web app's language (issue 23). Lingui's macros mark every text in the code; English is
// written there and needs no catalog, Hindi and Telugu load their compiled catalog
// (src/locales/<lang>/messages.po) and domain's templates only when chosen. Dates and numbers come from
// Intl for the language's locale (domain's LANGUAGE_LOCALES). The choice is kept on this device for the
// sign-in page and, once signed in, on the person's profile.
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, isLanguage, languageFromPreferences, type Language } from '@leave/domain';
import { i18n } from './i18n';

const STORAGE_KEY = 'leave.language';

const catalogs: Record<Exclude<Language, 'en'>, () => Promise<{ messages: Record<string, unknown> }>> = {
  hi: () => import('../../locales/hi/messages.po'),
  te: () => import('../../locales/te/messages.po'),
};
/**
 * The script's fonts (Noto Sans Devanagari, Noto Sans Telugu: the script's glyphs only, regular and bold),
 * loaded with the language: a lab PC without Hindi or Telugu fonts shows the words, not boxes, and English's
 * first load carries none of them (docs/decisions/0300).
 */
const scriptFonts: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  hi: () => Promise.all([import('@fontsource/noto-sans-devanagari/devanagari-400.css'), import('@fontsource/noto-sans-devanagari/devanagari-700.css')]),
  te: () => Promise.all([import('@fontsource/noto-sans-telugu/telugu-400.css'), import('@fontsource/noto-sans-telugu/telugu-700.css')]),
};
/** Domain's templates that sentences from the server are read back into (texts.ts): with a catalog, never in English. */
const templateTables = () => import('./template-tables').then(async (loaded) => (await import('./texts')).setTemplateTables(loaded));

function stored(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language to open in: the one last chosen on this device, else the browser's first the product speaks. */
export function initialLanguage(): Language {
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return stored() ?? languageFromPreferences(navigator.languages ?? [navigator.language]);
}

/** The language asked for last: a catalog that arrives after a later choice does not undo it. */
let requested: Language | null = null;

/** Loads a language's catalog (Hindi, Telugu) and shows the app in it; kept on this device. */
export async function activateLanguage(language: Language): Promise<void> {
  requested = language;
  if (i18n.locale === language) return;
  const messages = language === 'en' ? {} : (await Promise.all([catalogs[language](), templateTables(), scriptFonts[language]()]))[0].messages;
  if (requested !== language) return;
  i18n.loadAndActivate({ locale: language, locales: [LANGUAGE_LOCALES[language]], messages: messages as never });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    /* private mode: the choice lasts the visit */
  }
}
