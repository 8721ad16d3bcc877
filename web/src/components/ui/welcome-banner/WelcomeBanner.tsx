// The greeting at the top of a dashboard: who is signed in and a few facts about them.
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import './welcome-banner.css';

export function WelcomeBanner({ title, details }: { title: ReactNode; details: ReactNode[] }) {
  return (
    <section className="welcome-banner" aria-label={t`Welcome`}>
      <h1 className="welcome-banner__title">{title}</h1>
      <ul className="welcome-banner__details">
        {details.map((detail, index) => (
          <li key={index}>{detail}</li>
        ))}
      </ul>
    </section>
  );
}
