// GET terminal/me: who this till is (its name, its shop's) and the most its
// shop lets it charge at once. Read with the terminal's key as the bearer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { apiClient } from '../../../lib/api-client';

/**
 * Every query of the till sits under it: signing out drops them all, so
 * another key never reads the last one's shop or sales.
 */
export const terminalQueryKey = ['terminal'] as const;

export function getTerminalMe(key: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiClient.call(endpoints.terminalMe, { bearer: key, signal });
}

export const terminalMeQueryOptions = (key: string) =>
  queryOptions({
    queryKey: [...terminalQueryKey, 'me'],
    queryFn: ({ signal }) => getTerminalMe(key, { signal }),
    // An operator may change the shop's maximum: read again now and then (and
    // at once when a payment is refused for it).
    staleTime: 5 * 60_000,
  });

export function useTerminalMe(key: string) {
  return useQuery(terminalMeQueryOptions(key));
}
