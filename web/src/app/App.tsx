// The whole app: providers around the router. The routes are drawn again when the language changes, so
// every text, date and number on screen is in the new one (components read Lingui's global i18n).
import { useSyncExternalStore } from 'react';
import { i18n } from '@/lib/i18n/i18n';
import { useSessionLanguage } from '@/lib/i18n/use-session-language';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import './styles.css';

const onLanguageChange = (notify: () => void) => i18n.on('change', notify);
const activeLanguage = () => i18n.locale;

function LocalisedRouter() {
  const locale = useSyncExternalStore(onLanguageChange, activeLanguage);
  useSessionLanguage();
  return <AppRouter key={locale} />;
}

export function App() {
  return (
    <AppProvider>
      <LocalisedRouter />
    </AppProvider>
  );
}
