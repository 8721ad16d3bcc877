// An inline message box (error, success, info), optionally dismissible.
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import './banner.css';

export interface BannerProps {
  tone: 'error' | 'success' | 'info' | 'warning';
  title?: ReactNode;
  children?: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
}

export function Banner({ tone, title, children, onDismiss, dismissLabel }: BannerProps) {
  return (
    <div className={`banner banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="banner__content">
        {title && <p className="banner__title">{title}</p>}
        {children}
      </div>
      {onDismiss && (
        <button type="button" className="banner__dismiss" aria-label={dismissLabel ?? t`Dismiss message`} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
