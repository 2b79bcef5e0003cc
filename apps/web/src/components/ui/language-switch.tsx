// Lets the reader switch between Portuguese and English; the choice is stored.
import { useTranslation } from 'react-i18next';
import { changeLanguage, languages, useLanguage } from '../../lib/i18n';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__option"
          aria-pressed={language === current}
          onClick={() => {
            if (language !== current) void changeLanguage(language);
          }}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
