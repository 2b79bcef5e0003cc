// POST console/terminals/:id/revoke and /rotate, each with a reason. A
// rotation answers the new key, shown once and never kept.
import { endpoints } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';
import { shopQueryOptions } from './get-shop';

export function useRevokeTerminal(shopId: string, terminalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiClient.call(endpoints.consoleTerminalRevoke, {
        params: { id: terminalId },
        body: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries(shopQueryOptions(shopId)),
  });
}

export function useRotateTerminal(shopId: string, terminalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiClient.call(endpoints.consoleTerminalRotate, {
        params: { id: terminalId },
        body: { reason },
      }),
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries(shopQueryOptions(shopId)),
  });
}
