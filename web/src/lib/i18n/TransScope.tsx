// Lingui's <Trans> (a sentence holding a link or <strong>) reads its i18n from React context. The screens
// that hold one (the portals, registration, the password reminder) render inside this; the sign-in page,
// the first load, holds none, so its JavaScript carries no part of Lingui's React package (docs/i18n.md).
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from './i18n';

export function TransScope({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
