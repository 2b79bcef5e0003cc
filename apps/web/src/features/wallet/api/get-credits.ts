// GET user/credits?paymentMethodId: the credits of a pre- or post-paid card.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { apiClient } from '../../../lib/api-client';
import { walletQueryKey } from '../../../lib/queries/wallet-cards';

export const getCredits = (paymentMethodId: string, { signal }: { signal?: AbortSignal } = {}) =>
  apiClient.call(endpoints.credits, { query: { paymentMethodId }, signal });

export const creditsQueryOptions = (paymentMethodId: string) =>
  queryOptions({
    queryKey: [...walletQueryKey, 'credits', paymentMethodId],
    queryFn: ({ signal }) => getCredits(paymentMethodId, { signal }),
  });

export function useCredits(paymentMethodId: string) {
  return useQuery(creditsQueryOptions(paymentMethodId));
}
