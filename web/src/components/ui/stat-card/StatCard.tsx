// A dashboard figure: a label, its value and an optional hint.
import type { ReactNode } from 'react';
import './stat-card.css';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  tone?: 'blue' | 'amber' | 'green' | 'purple' | 'red' | 'slate';
}

export function StatCard({ label, value, hint, icon, tone = 'blue' }: StatCardProps) {
  return (
    <article className={`stat-card stat-card--${tone}`} aria-label={label}>
      {icon && (
        <span className="stat-card__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <div>
        <p className="stat-card__label">{label}</p>
        <p className="stat-card__value">{value}</p>
        {hint && <p className="stat-card__hint">{hint}</p>}
      </div>
    </article>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="stat-grid">{children}</div>;
}
