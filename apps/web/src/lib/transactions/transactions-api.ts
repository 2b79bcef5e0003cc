// GET user/transactions (docs/spec/wallet-checklist.md §7), shared by the payments list, the
// receipt and the home screen's latest payments. The list pages by the last
// item's opaque cursor (keyset on the server), so a deep page costs what the
// first does; the home asks `_take=3&_skip=0`; the receipt asks by id.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { Transaction } from '@rosto/contract/schemas/transactions';
import { apiClient, isApiError } from '../api-client';

export type { Transaction };

/** Items per page of the payments list. */
export const TRANSACTIONS_PAGE_SIZE = 20;
/** docs/spec/wallet-checklist.md §9: "Payments summary on home: 3 items". */
export const LATEST_TRANSACTIONS_COUNT = 3;

/** Every transactions query starts with it: one invalidation refreshes them all. */
export const transactionsKey = ['user', 'transactions'] as const;

/**
 * The cursor of the page after `page`, or undefined when there is none. A
 * short page is the last; a full one may be followed by an empty page.
 */
export function nextTransactionsCursor(
  page: readonly Transaction[],
  pageSize = TRANSACTIONS_PAGE_SIZE,
): string | undefined {
  return page.length < pageSize ? undefined : page.at(-1)?.cursor;
}

export const transactionPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...transactionsKey, 'pages'],
    queryFn: ({ pageParam, signal }) =>
      apiClient.call(endpoints.transactions, {
        query:
          pageParam === null
            ? { _take: TRANSACTIONS_PAGE_SIZE }
            : { _take: TRANSACTIONS_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => nextTransactionsCursor(lastPage),
  });

/** The payments list, page by page (newest first). */
export function useTransactionPages() {
  return useInfiniteQuery(transactionPagesQueryOptions());
}

export const latestTransactionsQueryOptions = (take = LATEST_TRANSACTIONS_COUNT) =>
  queryOptions({
    queryKey: [...transactionsKey, 'latest', take],
    queryFn: ({ signal }) =>
      apiClient.call(endpoints.transactions, { query: { _take: take, _skip: 0 }, signal }),
  });

/** The newest payments (the home screen's summary). */
export function useLatestTransactions(take = LATEST_TRANSACTIONS_COUNT) {
  return useQuery(latestTransactionsQueryOptions(take));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/**
 * One transaction (the receipt), or null when the user has none with this id:
 * an empty answer, or a 404 (another customer's payment may be refused as one).
 * An address whose id is no UUID cannot name one: it is not asked for (the
 * server would refuse it as a bad query, not as an unknown payment).
 */
export const transactionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...transactionsKey, 'one', id],
    queryFn: async ({ signal }): Promise<Transaction | null> => {
      if (!UUID.test(id)) return null;
      try {
        return (await apiClient.call(endpoints.transactions, { query: { id }, signal }))[0] ?? null;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

export function useTransaction(id: string) {
  return useQuery(transactionQueryOptions(id));
}
