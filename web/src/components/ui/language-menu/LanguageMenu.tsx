// The language menu of every portal's header and of the sign-in page: each language by its own name, so
// that someone who reads only Telugu finds 'తెలుగు'. Choosing one shows the app in it at once; where the
// choice is also kept (the person's profile) is the caller's (onChosen).
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { useId } from 'react';
import { Icon } from '@/components/ui/icon/Icon';
import { activateLanguage } from '@/lib/i18n/activate-language';
import { currentLanguage } from '@/lib/i18n/i18n';
import './language-menu.css';

export function LanguageMenu({ onChosen, className }: { onChosen?: (language: Language) => void; className?: string }) {
  const id = useId();
  const language = currentLanguage();
  return (
    <div className={`language-menu${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="language-menu__label">
        <Icon name="globe" size={18} />
        <span className="sr-only">{t`Language`}</span>
      </label>
      <select
        id={id}
        className="language-menu__select"
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen) || chosen === language) return;
          void activateLanguage(chosen).then(() => onChosen?.(chosen));
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
