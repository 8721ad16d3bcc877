// A spinner with a readable label; FullPageSpinner is what shows while the session loads.
import { UI_MESSAGES } from '@leave/domain';
import './spinner.css';

export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
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
