// PUT console/shops/:id: a shop's partner, name, address, CNPJ, map position
// or largest payment.
import { endpoints, type EndpointBody } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';
import { shopQueryOptions } from './get-shop';

export function useUpdateShop(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'consoleShopUpdate'>) =>
      apiClient.call(endpoints.consoleShopUpdate, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries(shopQueryOptions(id)),
        queryClient.invalidateQueries({ queryKey: ['console', 'shops'] }),
      ]),
  });
}
