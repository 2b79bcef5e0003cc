// POST console/shops/:id/terminals: a new terminal; the answer holds its key,
// shown once and never kept.
import { endpoints, type EndpointBody } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';
import { shopQueryOptions } from './get-shop';

export function useCreateTerminal(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'consoleTerminalCreate'>) =>
      apiClient.call(endpoints.consoleTerminalCreate, { params: { id: shopId }, body }),
    // The answer holds a secret: no cache keeps it after the page lets it go.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries(shopQueryOptions(shopId)),
  });
}
