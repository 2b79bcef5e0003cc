// The app's texts: pt-BR is bundled and default; English loads on demand.
// Language: the stored choice, else an English browser, else pt-BR (language.ts).
// The translator is our own (lib/translator.ts, decision 084); i18next lends
// its types, so a key that is in no catalogue fails the type check.
import { useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
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
import type { profilePtBR } from './locales/profile-pt-br';
import type { sandboxPtBR } from './locales/sandbox-pt-br';
import type { terminalPtBR } from './locales/terminal-pt-br';
import type { walletAddPtBR } from './locales/wallet-add-pt-br';
import type { walletPtBR } from './locales/wallet-pt-br';
import type { walletValidatePtBR } from './locales/wallet-validate-pt-br';
import { visitorLanguage } from './language';
import { getPartnerState, partnerStore } from './partner';
import { ptBR } from './locales/pt-br';
import { storageKeys, writeStored } from './storage';
import { createTranslator, type TextOptions } from './translator';

export type Language = Locale;
export const languages: readonly Language[] = ['pt-BR', 'en'];

declare module 'i18next' {
  interface CustomTypeOptions {
    // The onboarding, face, PIN, profile, account, wallet, home, payments, terminal and sandbox texts load with their screens (locales/*.ts).
    resources: {
      translation: typeof ptBR &
        typeof onboardingPtBR &
        typeof facePtBR &
        typeof pinPtBR &
        typeof profilePtBR &
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
  name: 'partnerTitles',
  process(value: string, key: string): string {
    const partnerName = getPartnerState().partner?.name;
    if (!partnerName || !/(?:^|\.)(?:\w*PageTitle|pageTitle|defaultTitle)$/u.test(key))
      return value;
    return value.replace(/\bRosto\b/gu, partnerName);
  },
};

const translator = createTranslator('pt-BR');

/**
 * The texts' store as screens and tests reach it, with i18next's signatures
 * (a lazy screen adds its catalogue: `addResourceBundle(language, 'translation', texts, true, false)`).
 */
export const i18n = {
  get language(): string {
    return translator.language;
  },
  get isInitialized(): boolean {
    return translator.isInitialized;
  },
  t: ((key: string, options?: TextOptions) => translator.t(key, options)) as unknown as TFunction,
  addResourceBundle(
    language: string,
    _namespace: 'translation',
    texts: Record<string, unknown>,
    _deep: true,
    overwrite: boolean,
  ): void {
    translator.addResourceBundle(language, texts, overwrite);
  },
  changeLanguage(language: Language): Promise<void> {
    translator.changeLanguage(language);
    return Promise.resolve();
  },
  on(event: 'initialized' | 'languageChanged' | 'added', listener: () => void): () => void {
    return translator.on(event, listener);
  },
};

// Not hasResourceBundle: lazy screens may add their English texts first.
let englishLoaded = false;

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'pt-BR' || englishLoaded) return;
  const { en } = await import('./locales/en');
  i18n.addResourceBundle('en', 'translation', en, true, false);
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
  translator.use(partnerTitles).init({
    lng: 'pt-BR',
    postProcess: [partnerTitles.name],
    resources: { 'pt-BR': ptBR },
  });
  if (language !== 'pt-BR') {
    try {
      await ensureLoaded(language);
      await i18n.changeLanguage(language);
    } catch (error) {
      // A failed chunk load leaves the app usable in Portuguese.
      console.warn('i18n: could not load', language, error);
    }
  }
}

export function currentLanguage(): Language {
  return translator.language === 'en' ? 'en' : 'pt-BR';
}

/** The user's explicit choice, remembered on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  writeStored(storageKeys.language, language);
  applyToDocument(language);
}

const subscribeToLanguage = (onChange: () => void) => translator.on('languageChanged', onChange);
const readLanguage = () => currentLanguage();

/** The current language, re-rendering when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, readLanguage, readLanguage);
}

const subscribeToPartner = (onChange: () => void) => partnerStore.subscribe(onChange);
const readPartnerName = () => getPartnerState().partner?.name ?? null;

/**
 * The texts in the current language; a change of language renders again with
 * the new one, and so does a partner that arrives after the first paint (its
 * name goes into the page titles: `partnerTitles`).
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useLanguage();
  const partnerName = useSyncExternalStore(subscribeToPartner, readPartnerName, readPartnerName);
  const t = useMemo(
    () =>
      ((key: string, options?: TextOptions) =>
        translator.t(key, { lng: language, ...options })) as unknown as TFunction,
    // The partner's name is read by the post-processor, not here: a new `t` is what renders again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, partnerName],
  );
  return { t, i18n };
}
