// Domain's templates in Hindi and Telugu (docs/i18n.md): the values of a template shown in the language
// (a day as the screens write it, a half-year or 'none' translated), and a sentence read back into its
// template: the refusals the server words with figures, the reasons the ledger stores, the words of a span of
// days, a device's name. Needed only in Hindi and Telugu, so this module loads with their catalog
// (activate-language.ts) and stays out of the English first load.
import {
  API_TEMPLATES,
  BALANCE_EVENT_TEMPLATES,
  BALANCE_FORM_TEMPLATES,
  BALANCE_LEDGER_TEMPLATES,
  CALENDAR_TEMPLATES,
  COMP_OFF_TEMPLATES,
  HOLIDAY_TEMPLATES,
  LEDGER_TEMPLATES,
  PERIOD_TEMPLATES,
  PERMISSION_TEMPLATES,
  POLICY_APPLY_TEMPLATES,
  POLICY_CONTRACT_TEMPLATES,
  POLICY_SCHEMA_TEMPLATES,
  SESSION_TEMPLATES,
  SPAN_TEMPLATES,
  STAND_IN_TEMPLATES,
  USER_LIST_TEMPLATES,
  isCalendarDate,
  matchTemplate,
  type TemplateValues,
} from '@leave/domain';
import { formatDate } from '../dates';
import { i18n } from './i18n';

/** The refusals and validation messages the server words with figures. */
const REFUSALS: readonly object[] = [
  POLICY_APPLY_TEMPLATES,
  BALANCE_FORM_TEMPLATES,
  BALANCE_LEDGER_TEMPLATES,
  BALANCE_EVENT_TEMPLATES,
  COMP_OFF_TEMPLATES,
  POLICY_CONTRACT_TEMPLATES,
  POLICY_SCHEMA_TEMPLATES,
  HOLIDAY_TEMPLATES,
  STAND_IN_TEMPLATES,
  PERMISSION_TEMPLATES,
  API_TEMPLATES,
  USER_LIST_TEMPLATES,
  // The calendar rules' refusals and warnings (issue 46): a blackout, the department cap, a sandwiched day.
  CALENDAR_TEMPLATES,
];
/** What the ledger stores as a reason, and a half-year inside one. */
const STORED: readonly object[] = [LEDGER_TEMPLATES, PERIOD_TEMPLATES];
/** A span of days inside a stored reason ('2026-12-14 to 2026-12-16'). */
const SPANS: readonly object[] = [SPAN_TEMPLATES];
const DEVICES: readonly object[] = [SESSION_TEMPLATES];
const TABLES = { REFUSALS, STORED, SPANS, DEVICES };
export type TemplateKind = keyof typeof TABLES;

const inCatalog = (text: string) => i18n.messages[text] !== undefined;

/** A value inside a sentence, in the language shown: a day as the screens write it, a known text or stored piece translated. */
function shownValue(value: string | number): string | number {
  if (typeof value === 'number') return value;
  if (isCalendarDate(value)) return formatDate(value);
  // A span of days only in a value that starts with a day, so that a typed 'Going to Delhi' stays as typed.
  if (/^\d{4}-\d{2}-\d{2} /.test(value)) return translatedMatch(value, 'SPANS') ?? value;
  return inCatalog(value) ? i18n._(value) : (translatedMatch(value, 'STORED') ?? value);
}

export function shownValues(values: TemplateValues | undefined): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [name, shownValue(value)]));
}

/** The text in the language shown: its catalog entry, else its template of the `kind` tables with its values shown, else null. */
export function translatedMatch(sentence: string, kind: TemplateKind): string | null {
  if (inCatalog(sentence)) return i18n._(sentence);
  const found = matchTemplate(sentence, TABLES[kind]);
  return found === null ? null : i18n._(found.template, shownValues(found.values));
}
