// The texts domain/ shares with the api (UI_MESSAGES, the labels of statuses, roles and notification kinds,
// the rules' refusals) in the language shown: the catalogs hold them with their English as the id
// (build-tools/domain-texts-extractor.ts). A sentence domain words with figures or names is a template
// (`*_TEMPLATES`, domain/src/i18n/templates.ts): the web's own builders word it with `say`, and a sentence
// the server sent (a refusal, a ledger reason, a device's name) is read back into its template and values
// and shown translated. A text that neither the catalog nor a template knows stays as it came: the server's
// English, or what a person typed.
import { fillTemplate, isCalendarDate, type Say, type TemplateValues } from '@leave/domain';
import { formatDate } from '../dates';
import { i18n } from './i18n';
import type * as TemplateTables from './template-tables';

/** The templates to read sentences back into: loaded with the Hindi or Telugu catalog (i18n.ts); English needs none. */
let tables: typeof TemplateTables | null = null;
export function setTemplateTables(loaded: typeof TemplateTables): void {
  tables = loaded;
}

const inCatalog = (text: string) => i18n.messages[text] !== undefined;

/** A value inside a sentence, in the language shown: a day as the screens write it, a known text or stored piece translated. */
function shownValue(value: string | number): string | number {
  if (typeof value === 'number') return value;
  if (isCalendarDate(value)) return formatDate(value);
  // A span of days only in a value that starts with a day, so that a typed 'Going to Delhi' stays as typed.
  if (/^\d{4}-\d{2}-\d{2} /.test(value)) return translatedMatch(value, 'SPANS') ?? value;
  return inCatalog(value) ? i18n._(value) : (translatedMatch(value, 'STORED') ?? value);
}

function shownValues(values: TemplateValues | undefined): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [name, shownValue(value)]));
}

/** The sentence in the language shown when a template of the named tables makes it, else null. */
function translatedMatch(sentence: string, kind: 'REFUSALS' | 'STORED' | 'SPANS' | 'DEVICES'): string | null {
  const found = tables === null ? null : tables.matchTemplate(sentence, tables[kind]);
  return found === null ? null : i18n._(found.template, shownValues(found.values));
}

/**
 * Words a domain template in the language shown: the web's `say` for domain's builders (allowanceText,
 * auditSentence, the apply form's balance check). English is domain's own, word for word.
 */
export const say: Say = (template, values) => (i18n.locale === 'en' ? fillTemplate(template, values) : i18n._(template, shownValues(values)));

/** A domain text in the language shown; a refusal worded with figures through its template; else as it is. */
export function translateText(text: string): string {
  if (i18n.locale === 'en') return text;
  return inCatalog(text) ? i18n._(text) : (translatedMatch(text, 'REFUSALS') ?? text);
}

/** A refusal from the server: the web's own translation of its text or of its template, else the server's English. */
export function translateServerMessage(message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateText(message);
}

/** A reason the ledger stored (a reset, a carry-forward, a policy change): translated when domain wrote it, as typed otherwise. */
export function translateStoredText(text: string): string {
  if (i18n.locale === 'en') return text;
  return inCatalog(text) ? i18n._(text) : (translatedMatch(text, 'STORED') ?? text);
}

/** A signed-in device's name ('Chrome on Android', 'Another app') in the language shown. */
export function translateDevice(device: string): string {
  if (i18n.locale === 'en') return device;
  return inCatalog(device) ? i18n._(device) : (translatedMatch(device, 'DEVICES') ?? device);
}
