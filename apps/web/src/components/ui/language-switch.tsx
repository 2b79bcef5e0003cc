// Lets the reader switch between Portuguese and English; the choice is stored.
import {
  useTranslation,
  type Language,
  changeLanguage,
  languages,
  useLanguage,
} from '../../lib/i18n';

export interface LanguageSwitchProps {
  /** Told of each switch the reader makes (the profile records it on the account). */
  onSwitch?: (language: Language) => void;
}

export function LanguageSwitch({ onSwitch }: LanguageSwitchProps = {}) {
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
            if (language === current) return;
            void changeLanguage(language);
            onSwitch?.(language);
          }}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
