// The whole app: providers around the router. The routes are drawn again when the language changes, so
// every text, date and number on screen is in the new one (components read Lingui's global i18n).
import { useLingui } from '@lingui/react';
import { useSessionLanguage } from '@/lib/i18n/use-session-language';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import './styles.css';

function LocalisedRouter() {
  const { i18n } = useLingui();
  useSessionLanguage();
  return <AppRouter key={i18n.locale} />;
}

export function App() {
  return (
    <AppProvider>
      <LocalisedRouter />
    </AppProvider>
  );
}
