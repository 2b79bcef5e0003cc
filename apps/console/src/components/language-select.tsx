// The person's language, kept in the app's session store (a reload keeps it).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { languages } from '../lib/i18n';
import type { SessionStore } from '../lib/session-store';

export function LanguageSelect({ store }: { store: SessionStore }) {
  const { t } = useTranslation();
  const id = useId();
  const language = useStore(store, (state) => state.language);
  const setLanguage = useStore(store, (state) => state.setLanguage);
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'pt-BR')}
      >
        {languages.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`language.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
