// Once signed in, the app shows the language on the person's profile (chosen on any device).
import { isLanguage } from '@leave/domain';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/lib/auth/auth-slice';
import { activateLanguage, currentLanguage } from './i18n';

export function useSessionLanguage(): void {
  const user = useSelector(selectCurrentUser);
  const language = user?.language;
  useEffect(() => {
    if (isLanguage(language) && language !== currentLanguage()) void activateLanguage(language);
  }, [language]);
}
