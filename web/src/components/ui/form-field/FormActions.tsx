// The buttons that end a form: a secondary action (Cancel, Reset Form) and the submit button, which says
// what it is doing while the request runs ('Saving...').
import { t } from '@lingui/core/macro';
import { Button } from '../button/Button';

export interface FormActionsProps {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  submitDisabled?: boolean;
  onCancel: () => void;
  cancelLabel?: string;
}

export function FormActions({ busy, submitLabel, busyLabel, submitDisabled, onCancel, cancelLabel }: FormActionsProps) {
  return (
    <div className="form-actions">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel ?? t`Cancel`}
      </Button>
      <Button type="submit" busy={busy} disabled={submitDisabled}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
