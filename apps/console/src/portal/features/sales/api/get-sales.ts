// GET shop/sales: a period's sales, newest first, a page at a time (the next
// page starts after the last one's `nextCursor`), each page with the
// period's totals.
import { endpoints } from '@rosto/contract/endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/portal-api-client';
import type { SalesQuery } from '../filters';

/** Every sales list, whatever its filters: a refund makes them all stale. */
export const salesQueryKey = ['portal', 'sales'] as const;

export const salesQueryOptions = (query: SalesQuery) =>
  infiniteQueryOptions({
    queryKey: [...salesQueryKey, query],
    queryFn: ({ pageParam, signal }) =>
      portalApi.call(endpoints.shopSales, {
        query: { ...query, ...(pageParam === null ? {} : { cursor: pageParam }) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Not asked while `enabled` is false (a period the API would refuse). */
export function useSales(query: SalesQuery, enabled: boolean) {
  return useInfiniteQuery({ ...salesQueryOptions(query), enabled });
}
