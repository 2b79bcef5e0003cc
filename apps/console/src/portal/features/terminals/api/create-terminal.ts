// POST shop/terminals (owner): a new terminal of the shop; the answer holds
// its key, shown once and never kept.
import { endpoints, type EndpointBody } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from '../../../lib/portal-api-client';
import { shopTerminalsQueryOptions } from '../../../lib/queries/shop-terminals';

export function useCreateTerminal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'shopTerminalCreate'>) =>
      portalApi.call(endpoints.shopTerminalCreate, { body }),
    // The answer holds a secret: no cache keeps it after the page lets it go.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries(shopTerminalsQueryOptions()),
  });
}
