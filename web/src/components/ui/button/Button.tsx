// The app's button: a few visual variants, and a busy state that keeps its label readable.
import type { ButtonHTMLAttributes } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'success' | 'danger' | 'ghost' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Shows a busy state and disables the button; pass the busy label as children. */
  busy?: boolean;
}

export function Button({ variant = 'primary', size = 'md', busy = false, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, `btn--${size}`, busy ? 'btn--busy' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <span className="btn__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
