// A labelled text input (any single-line type) and a labelled password input, bound to a form field:
// FormField gives the label, the error and the hint; the value comes and goes as a string.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { PasswordInput } from '../password-input/PasswordInput';
import { FormField } from './FormField';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Marked on the label and announced by the input; the check itself is the form's schema. */
  required?: boolean;
  /** The field's class, not the input's. */
  className?: string;
}

function Field({ label, error, hint, required, className, value, onChange, password, ...input }: TextFieldProps & { password: boolean }) {
  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      {(control) =>
        password ? (
          <PasswordInput {...input} {...control} required={required} value={value} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...input} {...control} required={required} value={value} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </FormField>
  );
}

export function TextField(props: TextFieldProps) {
  return <Field {...props} password={false} />;
}

export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  return <Field {...props} password />;
}
