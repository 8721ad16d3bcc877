// The texts domain/ shares with the api (UI_MESSAGES, the labels of statuses, roles and notification kinds,
// the rules' refusals) in the language shown: the catalogs hold them with their English as the id
// (build-tools/domain-texts-extractor.ts). A sentence domain words with figures or names is a template
// (`*_TEMPLATES`, domain/src/i18n/templates.ts): the web's own builders word it with `say` (say.ts), and a sentence
// the server sent (a refusal, a ledger reason, a device's name) is read back into its template and values
// and shown translated. A text that neither the catalog nor a template knows stays as it came: the server's
// English, or what a person typed.
import { i18n } from './i18n';
import type * as TemplateTables from './template-tables';

/** Domain's templates in Hindi and Telugu (template-tables.ts): loaded with their catalog (activate-language.ts); English needs none. */
let tables: typeof TemplateTables | null = null;
export function setTemplateTables(loaded: typeof TemplateTables): void {
  tables = loaded;
}
/** The templates loaded with Hindi or Telugu, null before (say.ts). */
export const templateTables = (): typeof TemplateTables | null => tables;

/** The text in the language shown (catalog, else template), or as it came. */
function shown(text: string, kind: TemplateTables.TemplateKind): string {
  if (i18n.locale === 'en') return text;
  return tables === null ? i18n._(text) : (tables.translatedMatch(text, kind) ?? text);
}

/** A domain text in the language shown; a refusal worded with figures through its template; else as it is. */
export function translateText(text: string): string {
  return shown(text, 'REFUSALS');
}

/** A refusal from the server: the web's own translation of its text or of its template, else the server's English. */
export function translateServerMessage(message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateText(message);
}

/** A reason the ledger stored (a reset, a carry-forward, a policy change): translated when domain wrote it, as typed otherwise. */
export function translateStoredText(text: string): string {
  return shown(text, 'STORED');
}

/** A signed-in device's name ('Chrome on Android', 'Another app') in the language shown. */
export function translateDevice(device: string): string {
  return shown(device, 'DEVICES');
}
