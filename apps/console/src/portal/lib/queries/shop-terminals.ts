// GET shop/terminals: the shop's terminals, newest first, revoked ones
// included; the terminals page lists them and the sales page filters by them.
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../portal-api-client';

export const shopTerminalsQueryOptions = () =>
  queryOptions({
    queryKey: ['portal', 'terminals'],
    queryFn: ({ signal }) => portalApi.call(endpoints.shopTerminals, { signal }),
    select: (data) => data.items,
  });

export function useShopTerminals() {
  return useQuery(shopTerminalsQueryOptions());
}
