// Domain's templates the web reads a sentence back into (docs/i18n.md): the refusals the server words with
// figures, the reasons the ledger stores, the words of a span of days, a device's name. Needed only in Hindi
// and Telugu, so this module loads with their catalog (i18n.ts) and stays out of the English first load.
import {
  API_TEMPLATES,
  BALANCE_EVENT_TEMPLATES,
  BALANCE_FORM_TEMPLATES,
  BALANCE_LEDGER_TEMPLATES,
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
} from '@leave/domain';

export { matchTemplate } from '@leave/domain';

/** The refusals and validation messages the server words with figures. */
export const REFUSALS: readonly object[] = [
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
];
/** What the ledger stores as a reason, and a half-year inside one. */
export const STORED: readonly object[] = [LEDGER_TEMPLATES, PERIOD_TEMPLATES];
/** A span of days inside a stored reason ('2026-12-14 to 2026-12-16'). */
export const SPANS: readonly object[] = [SPAN_TEMPLATES];
export const DEVICES: readonly object[] = [SESSION_TEMPLATES];
