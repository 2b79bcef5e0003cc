// GET user/payment-method/available-authorizers: the cards the user may add,
// never asking the remote check (docs/spec/wallet-checklist.md §7: 30 s, one retry).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import { apiClient } from '../../../lib/api-client';
import { walletQueryKey } from '../../../lib/queries/wallet-cards';
import { SHORT_WALLET_CALL_TIMEOUT_MS } from './wallet-calls';

export const getAuthorizers = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiClient.call(endpoints.availableAuthorizers, {
    query: { checkRemoteAuthorizers: 'false', checkPrivateLabelAuthorizers: 'true' },
    signal,
    timeoutMs: SHORT_WALLET_CALL_TIMEOUT_MS,
  });

export const authorizersQueryOptions = () =>
  queryOptions({
    queryKey: [...walletQueryKey, 'authorizers'],
    queryFn: ({ signal }) => getAuthorizers({ signal }),
    retry: 1,
  });

export function useAuthorizers() {
  return useQuery(authorizersQueryOptions());
}
