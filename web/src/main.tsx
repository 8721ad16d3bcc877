// Entry point of the single-page app: the language to open in (English at once, Hindi or Telugu after
// their catalog), then the app; in production builds it also registers the service worker. A chunk that
// fails to load (a release deployed while the page was open) reloads the page once.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLanguage, initialLanguage } from '@/lib/i18n/activate-language';
import { reloadForNewRelease } from '@/lib/pwa/reload-for-new-release';
import { registerServiceWorker } from '@/lib/pwa/register-service-worker';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

void activateLanguage(initialLanguage())
  .catch(() => activateLanguage('en'))
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });

registerServiceWorker();
reloadForNewRelease();
