// The partner's landing sub-title in the visitor's language. Apart from
// lib/partner.ts because lib/i18n.ts reads the partner store: one module
// reading both would make the two import each other.
import { useStore } from 'zustand';
import { useLanguage } from './i18n';
import { partnerStore } from './partner';

/**
 * The partner's landing sub-title in the visitor's language, or null where it
 * wrote none in it: the caller then shows the app's own line, never the
 * Portuguese one to an English visitor (issue 29).
 */
export function usePartnerSubtitle(): string | null {
  const language = useLanguage();
  return useStore(partnerStore, (state) => state.splashSubTitle[language]);
}
