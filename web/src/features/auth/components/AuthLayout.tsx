// The centred card that frames the sign-in and registration pages, with the language menu at its top (the
// page opens in the browser's language or the one last chosen on this device).
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon/Icon';
import { LanguageMenu } from '@/components/ui/language-menu/LanguageMenu';
import './auth.css';

export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="auth-page">
      <main className="auth-card">
        <LanguageMenu className="auth-card__language" />
        <header className="auth-card__header">
          <span className="auth-card__logo">
            <Icon name="logo" size={40} />
          </span>
          <p className="auth-card__brand">{t`College Leave Management`}</p>
          <h1 className="auth-card__title">{title}</h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        </header>
        {children}
        {footer && <footer className="auth-card__footer">{footer}</footer>}
      </main>
    </div>
  );
}
