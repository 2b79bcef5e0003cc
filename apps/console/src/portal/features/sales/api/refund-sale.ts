// POST shop/sales/:id/refunds: gives back all or part of what is left of a
// sale. The same idempotency key answers the same refund, so a retry after a
// lost answer never refunds twice. Every sales list is stale after one.
import { endpoints, type EndpointBody } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from '../../../lib/portal-api-client';
import { salesQueryKey } from './get-sales';

export function useRefundSale(saleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'shopSaleRefund'>) =>
      portalApi.call(endpoints.shopSaleRefund, { params: { id: saleId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesQueryKey }),
  });
}
