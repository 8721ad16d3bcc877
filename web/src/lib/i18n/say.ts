// How the web words domain's templates (docs/i18n.md): `say` for domain's builders (allowanceText,
// auditSentence, the apply form's balance check and certificate rule). English is domain's own, word for
// word; Hindi and Telugu the catalog's, with the values shown in the language. A module of its own so that
// the English first load, which fills no template, leaves domain's filling out.
import { fillTemplate, type Say } from '@leave/domain';
import { i18n } from './i18n';
import { templateTables } from './texts';

export const say: Say = (template, values) => {
  const tables = templateTables();
  return i18n.locale === 'en' || tables === null ? fillTemplate(template, values) : i18n._(template, tables.shownValues(values));
};
