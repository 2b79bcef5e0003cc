// GET user/payment-method?id: one card, deleted ones included (the list call
// with its id; the first item), with its balance; cached as the list is
// (docs/spec/wallet-checklist.md §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { PaymentMethod } from '@rosto/contract/schemas/payment-methods';
import { apiClient } from '../../../lib/api-client';
import { walletQueryKey } from '../../../lib/queries/wallet-cards';

export async function getPaymentMethod(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PaymentMethod | null> {
  return (
    (
      await apiClient.call(endpoints.paymentMethods, {
        query: { id, includeBalance: 'true', includeDeleted: 'true' },
        signal,
      })
    ).data[0] ?? null
  );
}

export const paymentMethodQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...walletQueryKey, 'payment-method', id],
    queryFn: ({ signal }) => getPaymentMethod(id, { signal }),
    staleTime: 10_000,
    gcTime: 10 * 60_000,
    retry: 1,
  });

export function usePaymentMethod(id: string) {
  return useQuery(paymentMethodQueryOptions(id));
}
