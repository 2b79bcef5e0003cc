// The wallet's card list, read by the wallet's screens and by the home (only to
// know whether it is empty: the add-card banner). One query, so both screens
// share one cache entry with the rules of docs/spec/wallet-checklist.md §7: stale 10 s, kept 10
// min, one retry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { apiClient } from '../api-client';

/** Every wallet query sits under it: a change to a card reads them all again. */
export const walletQueryKey = ['user', 'wallet'] as const;

/** The cards, newest first, without their balances. */
export async function getWalletCards({ signal }: { signal?: AbortSignal } = {}) {
  return (
    await apiClient.call(endpoints.paymentMethods, {
      query: { includeBalance: 'false', _sort: 'createdAt', _order: 'DESC' },
      signal,
    })
  ).data;
}

export const walletCardsQueryOptions = () =>
  queryOptions({
    // `false`: the list without balances (the key the cache has always used).
    queryKey: [...walletQueryKey, 'payment-methods', false],
    queryFn: ({ signal }) => getWalletCards({ signal }),
    staleTime: 10_000,
    gcTime: 10 * 60_000,
    retry: 1,
  });

export function useWalletCards() {
  return useQuery(walletCardsQueryOptions());
}

/** Whether the wallet has no card; undefined until known, and when it could not be read. */
export function useWalletEmpty({ enabled }: { enabled: boolean }): boolean | undefined {
  const { data } = useQuery({ ...walletCardsQueryOptions(), enabled });
  return data === undefined ? undefined : data.length === 0;
}
