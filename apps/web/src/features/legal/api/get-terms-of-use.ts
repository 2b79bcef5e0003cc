// GET terms-of-use?locale=br|en: the terms text as HTML, published by the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { TermsLocale, TermsOfUse } from '@rosto/contract/schemas/terms';
import { apiClient } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n';

/** The API names Portuguese "br" (the spec's terms version 'br'). */
export const termsLocale = (language: Language): TermsLocale => (language === 'en' ? 'en' : 'br');

export function fetchTermsOfUse(locale: TermsLocale, signal?: AbortSignal): Promise<TermsOfUse> {
  return apiClient.call(endpoints.termsOfUse, { query: { locale }, signal });
}

export const termsOfUseQueryOptions = (locale: TermsLocale) =>
  queryOptions({
    queryKey: ['terms-of-use', locale],
    queryFn: ({ signal }) => fetchTermsOfUse(locale, signal),
    staleTime: 60 * 60_000,
  });

/** A failure is thrown to the route's error page (docs/spec/account-checklist.md §8). */
export function useTermsOfUse(locale: TermsLocale) {
  return useQuery({ ...termsOfUseQueryOptions(locale), throwOnError: true });
}
