// The wallet's card list, read by the home only to know whether it is empty
// (the add-card banner). Same key, answer and cache rules as the wallet's own
// list query (wallet.md §7: stale 10 s, kept 10 min, one retry), so both
// screens share one cache entry; features do not import each other.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@rosto/contract/endpoints';
import { apiClient } from '../../../lib/api-client';

export const walletCardsQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'wallet', 'payment-methods', false],
    queryFn: async ({ signal }) =>
      (
        await apiClient.call(endpoints.paymentMethods, {
          query: { includeBalance: 'false', _sort: 'createdAt', _order: 'DESC' },
          signal,
        })
      ).data,
    staleTime: 10_000,
    gcTime: 10 * 60_000,
    retry: 1,
  });

/** Whether the wallet has no card; undefined until known, and when it could not be read. */
export function useWalletEmpty({ enabled }: { enabled: boolean }): boolean | undefined {
  const { data } = useQuery({ ...walletCardsQueryOptions(), enabled });
  return data === undefined ? undefined : data.length === 0;
}
