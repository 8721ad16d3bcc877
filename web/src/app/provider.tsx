// Everything the app needs around its routes: the store, and the toasts at the top right. (The language is
// Lingui's global i18n; <Trans> has its context from TransScope where a screen holds one.)
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '@/components/ui/toasts/Toaster';
import { connectToServer } from '@/lib/live/socket';
import { makeStore, type AppStore } from './store';

export function AppProvider({ children, store }: { children: ReactNode; store?: AppStore }) {
  const [appStore] = useState(() => store ?? makeStore({ liveSocket: connectToServer }));
  return (
    <Provider store={appStore}>
      {children}
      <Toaster />
    </Provider>
  );
}
