// i18next for the console and the shops' portal: both catalogues bundled
// (neither has a first-screen budget), pt-BR by default, the language kept in
// the app's session store so a reload keeps it. <html lang> follows the
// language. The portal runs on the same catalogue, naming itself where the
// console names itself (`portal.common`, `portal.errors`).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@rosto/contract/errors';
import { en } from './locales/en';
import { ptBR, type Catalogue } from './locales/pt-br';
import type { SessionStore } from './session-store';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof ptBR };
  }
}

export const languages: readonly Locale[] = ['pt-BR', 'en'];

/** Which app runs: its name in the header and in the window's title. */
type AppName = 'console' | 'portal';

function catalogueOf(app: AppName, catalogue: Catalogue): Catalogue {
  return app === 'console'
    ? catalogue
    : {
        ...catalogue,
        common: { ...catalogue.common, ...catalogue.portal.common },
        errors: { ...catalogue.errors, ...catalogue.portal.errors },
      };
}

/** The language i18next runs in, as a locale of the catalogue. */
export function localeOf(language: string | undefined): Locale {
  return language === 'en' ? 'en' : 'pt-BR';
}

let unsubscribe: (() => void) | undefined;

/** Starts the texts in `store`'s language and keeps them in step with it. */
export function initI18n(store: SessionStore, app: AppName = 'console'): void {
  const { language } = store.getState();
  // A second call (tests of both apps) rebinds the one instance.
  unsubscribe?.();
  if (!i18next.isInitialized) i18next.use(initReactI18next);
  void i18next.init({
    lng: language,
    fallbackLng: 'pt-BR',
    resources: {
      'pt-BR': { translation: catalogueOf(app, ptBR) },
      en: { translation: catalogueOf(app, en) },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = language;
  unsubscribe = store.subscribe((state, previous) => {
    if (state.language === previous.language) return;
    void i18next.changeLanguage(state.language);
    document.documentElement.lang = state.language;
  });
}
