// Everything the app needs around its routes: the language (Lingui), the store, and the toasts at the top
// right.
import { I18nProvider } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '@/components/ui/toasts/Toaster';
import { i18n } from '@/lib/i18n/i18n';
import { connectToServer } from '@/lib/live/socket';
import { makeStore, type AppStore } from './store';

export function AppProvider({ children, store }: { children: ReactNode; store?: AppStore }) {
  const [appStore] = useState(() => store ?? makeStore({ liveSocket: connectToServer }));
  return (
    <I18nProvider i18n={i18n}>
      <Provider store={appStore}>
        {children}
        <Toaster />
      </Provider>
    </I18nProvider>
  );
}
