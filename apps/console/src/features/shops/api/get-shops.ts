// GET console/shops: the shops, filtered by part of the name and by partner.
import { endpoints, type EndpointQuery } from '@rosto/contract/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';

export type ShopsFilter = EndpointQuery<'consoleShops'>;

export const shopsQueryOptions = (filter: ShopsFilter = {}) =>
  queryOptions({
    queryKey: ['console', 'shops', filter],
    queryFn: ({ signal }) => apiClient.call(endpoints.consoleShops, { query: filter, signal }),
    select: (data) => data.items,
  });

export function useShops(filter: ShopsFilter) {
  // The list stays on screen while a new filter loads.
  return useQuery({ ...shopsQueryOptions(filter), placeholderData: keepPreviousData });
}
