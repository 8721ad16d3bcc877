// The centred card that frames the sign-in and registration pages.
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon/Icon';
import './auth.css';

export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="auth-page">
      <main className="auth-card">
        <header className="auth-card__header">
          <span className="auth-card__logo">
            <Icon name="logo" size={40} />
          </span>
          <p className="auth-card__brand">College Leave Management</p>
          <h1 className="auth-card__title">{title}</h1>
          {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        </header>
        {children}
        {footer && <footer className="auth-card__footer">{footer}</footer>}
      </main>
    </div>
  );
}
