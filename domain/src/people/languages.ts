// The languages a person can use the product in (issue 23): the web app's screens, the e-mails and the
// pushes they receive. English is the source; Hindi and Telugu are translated. Each has the Intl locale its
// dates and numbers are written in (Indian digit grouping). No zod here: the sign-in page imports this, and
// the request schema of a person's language lives with the other request schemas (contracts/api.ts).
export const LANGUAGES = ['en', 'hi', 'te'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** A language's own name, as its menu shows it to those who read it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी', te: 'తెలుగు' };

/** The Intl locale of each language's numbers and dates. */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN', te: 'te-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages (navigator.languages) the product speaks; English otherwise. */
export function languageFromPreferences(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
