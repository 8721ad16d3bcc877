// A password input with a show/hide toggle that names what it does for screen readers.
import { t } from '@lingui/core/macro';
import './password-input.css';
import { useState, type InputHTMLAttributes } from 'react';

export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input {...props} type={visible ? 'text' : 'password'} />
      <button type="button" className="password-input__toggle" aria-pressed={visible} aria-label={visible ? t`Hide password` : t`Show password`} onClick={() => setVisible((v) => !v)}>
        {visible ? t`Hide` : t`Show`}
      </button>
    </div>
  );
}
