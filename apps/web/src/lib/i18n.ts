// i18next set-up: pt-BR is bundled and default; English loads on demand.
// Language: the stored choice, else an English browser, else pt-BR (language.ts).
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Locale } from '@rosto/contract/errors';
import type { accountPtBR } from './locales/account-pt-br';
import type { facePtBR } from './locales/face-pt-br';
import type { helpPtBR } from './locales/help-pt-br';
import type { homePtBR } from './locales/home-pt-br';
import type { limitsPtBR } from './locales/limits-pt-br';
import type { offlinePtBR } from './locales/offline-pt-br';
import type { onboardingPtBR } from './locales/onboarding-pt-br';
import type { paymentsHelpPtBR, paymentsPtBR } from './locales/payments-pt-br';
import type { pinPtBR } from './locales/pin-pt-br';
import type { sandboxPtBR } from './locales/sandbox-pt-br';
import type { terminalPtBR } from './locales/terminal-pt-br';
import type { walletAddPtBR } from './locales/wallet-add-pt-br';
import type { walletPtBR } from './locales/wallet-pt-br';
import type { walletValidatePtBR } from './locales/wallet-validate-pt-br';
import { visitorLanguage } from './language';
import { getPartnerState } from './partner';
import { ptBR } from './locales/pt-br';
import { storageKeys, writeStored } from './storage';

export type Language = Locale;
export const languages: readonly Language[] = ['pt-BR', 'en'];

declare module 'i18next' {
  interface CustomTypeOptions {
    // The onboarding, face, PIN, account, wallet, home, payments, terminal and sandbox texts load with their screens (locales/*.ts).
    resources: {
      translation: typeof ptBR &
        typeof onboardingPtBR &
        typeof facePtBR &
        typeof pinPtBR &
        typeof accountPtBR &
        typeof walletPtBR &
        typeof walletAddPtBR &
        typeof walletValidatePtBR &
        typeof homePtBR &
        typeof helpPtBR &
        typeof paymentsPtBR &
        typeof paymentsHelpPtBR &
        typeof limitsPtBR &
        typeof terminalPtBR &
        typeof sandboxPtBR &
        typeof offlinePtBR;
    };
  }
}

/**
 * The browser tab speaks the partner's brand: a page title's "Rosto" becomes the
 * partner's name ("Perfil | Mercado Azul"). Only titles: elsewhere "Rosto" is the
 * service the partner runs on (terms, privacy) and stays.
 */
const partnerTitles = {
  type: 'postProcessor' as const,
  name: 'partnerTitles',
  process(value: string, keys: string | string[]): string {
    const key = Array.isArray(keys) ? (keys[0] ?? '') : keys;
    const partnerName = getPartnerState().partner?.name;
    if (!partnerName || !/(?:^|\.)(?:\w*PageTitle|pageTitle|defaultTitle)$/u.test(key))
      return value;
    return value.replace(/\bRosto\b/gu, partnerName);
  },
};

// Not hasResourceBundle: lazy screens may add their English texts first.
let englishLoaded = false;

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'pt-BR' || englishLoaded) return;
  const { en } = await import('./locales/en');
  i18next.addResourceBundle('en', 'translation', en, true, false);
  englishLoaded = true;
}

function applyToDocument(language: Language) {
  document.documentElement.lang = language;
}

/** The browser's set-up: the visitor's language, also on <html lang>. */
export async function initI18n(): Promise<void> {
  await initTexts(visitorLanguage());
  applyToDocument(currentLanguage());
}

/**
 * i18next in `language`, touching neither storage nor the document (the
 * build's prerender of the welcome screen uses it in Node).
 */
export async function initTexts(language: Language): Promise<void> {
  await i18next
    .use(initReactI18next)
    .use(partnerTitles)
    .init({
      lng: 'pt-BR',
      postProcess: [partnerTitles.name],
      fallbackLng: 'pt-BR',
      resources: { 'pt-BR': { translation: ptBR } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  if (language !== 'pt-BR') {
    try {
      await ensureLoaded(language);
      await i18next.changeLanguage(language);
    } catch (error) {
      // A failed chunk load leaves the app usable in Portuguese.
      console.warn('i18n: could not load', language, error);
    }
  }
}

export function currentLanguage(): Language {
  return i18next.language === 'en' ? 'en' : 'pt-BR';
}

/** The user's explicit choice, remembered on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
  writeStored(storageKeys.language, language);
  applyToDocument(language);
}

/** The current language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'pt-BR';
}

export { i18next as i18n };
