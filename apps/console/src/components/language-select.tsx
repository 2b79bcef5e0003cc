// The operator's language, kept in the console's store (a reload keeps it).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleStore } from '../lib/console-store';
import { languages } from '../lib/i18n';

export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const language = useConsoleStore((state) => state.language);
  const setLanguage = useConsoleStore((state) => state.setLanguage);
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
