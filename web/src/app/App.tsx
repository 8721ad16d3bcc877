// The whole app: providers around the router. The routes are drawn again when the language changes, so
// every text, date and number on screen is in the new one (components read Lingui's global i18n). What
// fails to render outside a portal's frame (a portal's chunk that could not load) shows a message with a
// reload instead of a blank page.
import { ScreenErrorBoundary } from '@/components/ui/screen-error/ScreenErrorBoundary';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSessionLanguage } from '@/lib/i18n/use-session-language';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import './styles.css';

function LocalisedRouter() {
  const locale = useLanguage();
  useSessionLanguage();
  return <AppRouter key={locale} />;
}

export function App() {
  return (
    <AppProvider>
      <ScreenErrorBoundary whole>
        <LocalisedRouter />
      </ScreenErrorBoundary>
    </AppProvider>
  );
}
