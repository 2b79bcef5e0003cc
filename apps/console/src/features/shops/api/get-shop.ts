// GET console/shops/:id: one shop with its terminals, newest first.
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';

export const shopQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['console', 'shop', id],
    queryFn: ({ signal }) => apiClient.call(endpoints.consoleShop, { params: { id }, signal }),
  });

export function useShop(id: string) {
  return useQuery(shopQueryOptions(id));
}
