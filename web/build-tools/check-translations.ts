// `npm run i18n:check`, after `lingui extract --clean` has brought the catalogs up to date with the code:
// fails, naming them, when a message of the web has no translation in Hindi or Telugu, or when a
// translation loses or renames a placeholder of its English ({name}, {0}, <0>...). CI runs it; the
// production build fails on a missing message as well (vite.config.ts, failOnMissing).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';

const locales = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), 'src/locales');
const po = formatter({ lineNumbers: false });
type Catalog = Record<string, { message?: string; translation?: string }>;

const read = async (locale: string) => (await po.parse(readFileSync(path.join(locales, locale, 'messages.po'), 'utf8'), { locale, sourceLocale: 'en', filename: `${locale}/messages.po` })) as Catalog;
/** The placeholders and tags of a message, sorted: what a translation must keep. */
const holes = (text: string) => [...text.matchAll(/\{(\w+)[,}]|<\/?(\d+)\/?>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort().join(' ');

const source = await read('en');
const problems: string[] = [];
for (const locale of ['hi', 'te']) {
  const catalog = await read(locale);
  for (const [id, entry] of Object.entries(catalog)) {
    const english = source[id]?.message || entry.message || id;
    if (!entry.translation) problems.push(`${locale}: missing: ${english}`);
    else if (holes(entry.translation) !== holes(english)) problems.push(`${locale}: placeholders differ: ${english} -> ${entry.translation}`);
  }
}
for (const problem of problems) process.stderr.write(`${problem}\n`);
process.stdout.write(problems.length === 0 ? `Every message is translated into Hindi and Telugu (${Object.keys(source).length} messages).\n` : `${problems.length} translation problem(s).\n`);
process.exit(problems.length === 0 ? 0 : 1);
