// POST console/shops: a new shop (CNPJ as 14 digits, no mask).
import { endpoints, type EndpointBody } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';

export type ShopInput = EndpointBody<'consoleShopCreate'>;

export function useCreateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopInput) => apiClient.call(endpoints.consoleShopCreate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console', 'shops'] }),
  });
}
