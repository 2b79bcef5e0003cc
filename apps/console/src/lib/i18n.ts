// i18next for the console: both catalogues bundled (the console has no
// first-screen budget), pt-BR by default, the language kept in the console's
// store so a reload keeps it. <html lang> follows the language.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@rosto/contract/errors';
import { useConsoleStore } from './console-store';
import { en } from './locales/en';
import { ptBR } from './locales/pt-br';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof ptBR };
  }
}

export const languages: readonly Locale[] = ['pt-BR', 'en'];

export function initI18n(): void {
  const { language } = useConsoleStore.getState();
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'pt-BR',
    resources: { 'pt-BR': { translation: ptBR }, en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = language;
  useConsoleStore.subscribe((state, previous) => {
    if (state.language === previous.language) return;
    void i18next.changeLanguage(state.language);
    document.documentElement.lang = state.language;
  });
}
