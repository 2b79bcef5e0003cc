// GET console/shops/:id/users: the shop's people with a portal account
// (e-mail, role, last sign-in).
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';

export const shopUsersQueryOptions = (shopId: string) =>
  queryOptions({
    queryKey: ['console', 'shop-users', shopId],
    queryFn: ({ signal }) =>
      apiClient.call(endpoints.consoleShopUsers, { params: { id: shopId }, signal }),
    select: (data) => data.items,
  });

export function useShopUsers(shopId: string) {
  return useQuery(shopUsersQueryOptions(shopId));
}
