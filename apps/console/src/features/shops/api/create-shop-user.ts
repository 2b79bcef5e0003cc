// POST console/shops/:id/users: a portal account for one of the shop's
// people; the answer holds its password and TOTP secret, shown once and never
// kept.
import { endpoints, type EndpointBody } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';
import { shopUsersQueryOptions } from './get-shop-users';

export function useCreateShopUser(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<'consoleShopUserCreate'>) =>
      apiClient.call(endpoints.consoleShopUserCreate, { params: { id: shopId }, body }),
    // The answer holds secrets: no cache keeps it after the page lets it go.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries(shopUsersQueryOptions(shopId)),
  });
}
