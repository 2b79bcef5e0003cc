// POST shop/terminals/:id/revoke and /rotate (owner). A rotation answers the
// new key, shown once and never kept.
import { endpoints } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from '../../../lib/portal-api-client';
import { shopTerminalsQueryOptions } from '../../../lib/queries/shop-terminals';

export function useRevokeTerminal(terminalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => portalApi.call(endpoints.shopTerminalRevoke, { params: { id: terminalId } }),
    onSuccess: () => queryClient.invalidateQueries(shopTerminalsQueryOptions()),
  });
}

export function useRotateTerminal(terminalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => portalApi.call(endpoints.shopTerminalRotate, { params: { id: terminalId } }),
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries(shopTerminalsQueryOptions()),
  });
}
