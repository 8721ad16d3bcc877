// A spinner with a readable label; FullPageSpinner is what shows while the session loads.
import './spinner.css';

export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}

export const LOADING_APPLICATION = 'Loading application...';

export function FullPageSpinner({ label = LOADING_APPLICATION }: { label?: string }) {
  return (
    <div className="spinner-page">
      <Spinner label={label} />
    </div>
  );
}
