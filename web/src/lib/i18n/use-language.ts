// The language shown now, as React state: a component outside the router (which is drawn again on a
// change) follows the language with this, as the toasts do.
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

const onLanguageChange = (notify: () => void) => i18n.on('change', notify);
const activeLanguage = () => i18n.locale;

export function useLanguage(): string {
  return useSyncExternalStore(onLanguageChange, activeLanguage);
}
