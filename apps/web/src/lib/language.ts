// Which language a visit opens in: the stored choice, else an English browser,
// else pt-BR. Kept apart from i18next (lib/i18n.ts) because index.html's
// first-screen script (app/first-screen.ts) decides with it too.
import type { Locale } from '@rosto/contract/errors';
import { readStored, storageKeys } from './storage';

export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (stored === 'pt-BR' || stored === 'en') return stored;
  return browserLanguages[0]?.toLowerCase().startsWith('en') ? 'en' : 'pt-BR';
}

/** This browser's language for the app. */
export function visitorLanguage(): Locale {
  const browser = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return detectLanguage(readStored(storageKeys.language), browser);
}
