// Merges translations delivered as JSON (web/src/locales/translations/*.json: { "<English msgid>": { "hi":
// "...", "te": "..." } }) into the PO catalogs, for a translator who works outside a PO editor: each
// message of the hi and te catalogs whose English source has a translation there gets it (an existing
// translation is replaced). Run after `npm run i18n:extract`: `npx tsx build-tools/merge-translations.ts`
// in web/. Prints the messages still missing in each language.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const locales = path.join(web, 'src/locales');
const po = formatter({ lineNumbers: false });

type Catalog = Record<string, { message?: string; translation?: string; [key: string]: unknown }>;

const translations = new Map<string, Record<string, string>>();
const folder = path.join(locales, 'translations');
for (const file of readdirSync(folder).filter((name) => name.endsWith('.json')).sort()) {
  const table = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, Record<string, string>>;
  for (const [english, byLanguage] of Object.entries(table)) translations.set(english, { ...translations.get(english), ...byLanguage });
}

const read = async (locale: string) => (await po.parse(readFileSync(path.join(locales, locale, 'messages.po'), 'utf8'), { locale, sourceLocale: 'en', filename: `${locale}/messages.po` })) as Catalog;

const source = await read('en');
for (const locale of ['hi', 'te']) {
  const catalog = await read(locale);
  const missing: string[] = [];
  for (const [id, entry] of Object.entries(catalog)) {
    const english = source[id]?.message ?? entry.message ?? id;
    const translated = translations.get(english)?.[locale];
    if (translated) entry.translation = translated;
    if (!entry.translation) missing.push(english);
  }
  const file = path.join(locales, locale, 'messages.po');
  const existing = readFileSync(file, 'utf8');
  writeFileSync(file, await po.serialize(catalog as never, { locale, sourceLocale: 'en', existing, filename: `${locale}/messages.po` }));
  process.stdout.write(`${locale}: ${Object.keys(catalog).length} messages, ${missing.length} missing\n`);
  for (const english of missing.slice(0, 40)) process.stdout.write(`  ${english}\n`);
}
