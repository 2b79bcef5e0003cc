// GET user/credit-card/payment-method-status: the card limit status (30 s); a
// failure reads as "no limit known" (docs/spec/wallet-checklist.md §7: errors ignored).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { PaymentMethodStatus } from '@rosto/contract/schemas/payment-methods';
import { apiClient } from '../../../lib/api-client';
import { walletQueryKey } from '../../../lib/queries/wallet-cards';
import { SHORT_WALLET_CALL_TIMEOUT_MS } from './wallet-calls';

export async function getPaymentMethodStatus({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PaymentMethodStatus | null> {
  try {
    return await apiClient.call(endpoints.paymentMethodStatus, {
      signal,
      timeoutMs: SHORT_WALLET_CALL_TIMEOUT_MS,
    });
  } catch {
    return null;
  }
}

export const paymentMethodStatusQueryOptions = () =>
  queryOptions({
    queryKey: [...walletQueryKey, 'status'],
    queryFn: ({ signal }) => getPaymentMethodStatus({ signal }),
  });

export function usePaymentMethodStatus() {
  return useQuery(paymentMethodStatusQueryOptions());
}
