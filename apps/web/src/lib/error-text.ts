// Error code -> text in the user's language through the contract catalogue
// (docs/spec/account-checklist.md §8). The catalogue (~5 KiB gzip, every code in two languages)
// loads on first need instead of with the first screen: /login must stay
// within its budget, and an error always follows a network round trip
// that the download overlaps.
import { useEffect, useState } from 'react';
import { normaliseError } from './api-client';
import type * as ErrorsModule from '@rosto/contract/errors';
import type { ErrorCode } from '@rosto/contract/errors';
import { currentLanguage, i18n, useLanguage, type Language } from './i18n';

type Catalogue = typeof ErrorsModule;

let catalogue: Catalogue | null = null;
let loading: Promise<Catalogue> | null = null;

/** Starts (once) loading the catalogue; screens call it when they send a request. */
export function preloadErrorCatalogue(): Promise<Catalogue> {
  loading ??= import('@rosto/contract/errors').then((module) => {
    catalogue = module;
    return module;
  });
  return loading;
}

/** The code of any thrown value, normalised as the API client does. */
export function errorCode(error: unknown): ErrorCode {
  return normaliseError(error).code;
}

/** The text of a code, once the catalogue is loaded (for snackbars and other callbacks). */
export async function errorText(code: ErrorCode, language: Language = currentLanguage()) {
  const { errorMessage } = await preloadErrorCatalogue();
  return errorMessage(code, language);
}

/**
 * How long a cap lasts, said after the catalogue's text of TOO_MANY_REQUESTS ("Tente de
 * novo em 47 minutos."): the spec's text stays, the wait follows it (issue 29).
 */
export function retryWaitText(seconds: number, language: Language): string {
  const minutes = Math.ceil(seconds / 60);
  if (seconds < 60) return i18n.t('code.retryInSeconds', { count: seconds, lng: language });
  if (minutes < 60) return i18n.t('code.retryInMinutes', { count: minutes, lng: language });
  return i18n.t('code.retryInHours', { count: Math.ceil(minutes / 60), lng: language });
}

/**
 * The text of `code` (null for no error), with the wait a refusal gave when there is
 * one. While the catalogue loads the previous text stays, so a new error never flashes
 * an empty alert.
 */
export function useErrorText(
  code: ErrorCode | null,
  retryAfterSeconds: number | null = null,
): string | null {
  const language = useLanguage();
  const [, setLoaded] = useState(catalogue !== null);
  useEffect(() => {
    if (code === null || catalogue) return;
    let current = true;
    void preloadErrorCatalogue().then(() => {
      if (current) setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [code]);
  if (code === null || !catalogue) return null;
  const text = catalogue.errorMessage(code, language);
  return code === 'TOO_MANY_REQUESTS' && retryAfterSeconds !== null
    ? `${text} ${retryWaitText(retryAfterSeconds, language)}`
    : text;
}
