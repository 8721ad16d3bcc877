// A spinner with a readable label; FullPageSpinner is what shows while the session loads.
import { UI_MESSAGES } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { translateText } from '@/lib/i18n/texts';
import './spinner.css';

/** A label given is shown in the language chosen (a domain text is looked up in the catalogs). */
export function Spinner({ label }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="spinner__label">{label === undefined ? t`Loading...` : translateText(label)}</span>
    </div>
  );
}

export function FullPageSpinner({ label = UI_MESSAGES.loadingApplication }: { label?: string }) {
  return (
    <div className="spinner-page">
      <Spinner label={label} />
    </div>
  );
}
