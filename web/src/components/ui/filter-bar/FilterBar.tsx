// The row of filters above a list, a search landmark ending with 'Clear Filters'. Each filter is bound
// to one key of the screen's filter values.
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Button } from '../button/Button';

export function FilterBar({ label, onClear, children }: { label: string; onClear: () => void; children: ReactNode }) {
  return (
    <div className="filters" role="search" aria-label={label}>
      {children}
      <Button variant="secondary" onClick={onClear}>
        {t`Clear Filters`}
      </Button>
    </div>
  );
}

/** The value and change handler of one filter, for a TextField or a SelectField. */
export function filterBinding<Values extends { [Key in keyof Values]: string }>(values: Values, onChange: (values: Values) => void) {
  return (key: keyof Values & string) => ({ value: values[key], onChange: (next: string) => onChange({ ...values, [key]: next }) });
}
