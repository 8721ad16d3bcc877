// Once signed in, the app shows the language on the person's profile (chosen on any device). The auditor
// changes no data (domain's canChangeData), so their choice is never on their profile: the language this
// browser chose last stands for them.
import { canChangeData, isLanguage } from '@leave/domain';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/lib/auth/auth-slice';
import { activateLanguage } from './activate-language';
import { currentLanguage } from './i18n';

export function useSessionLanguage(): void {
  const user = useSelector(selectCurrentUser);
  const language = user && canChangeData(user.role) ? user.language : undefined;
  useEffect(() => {
    if (isLanguage(language) && language !== currentLanguage()) void activateLanguage(language);
  }, [language]);
}
