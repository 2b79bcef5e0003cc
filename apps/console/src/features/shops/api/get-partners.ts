// GET console/partners: the partners a shop may belong to (the list's filter
// and the shop form's choice).
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';

const partnersQueryOptions = () =>
  queryOptions({
    queryKey: ['console', 'partners'],
    queryFn: ({ signal }) => apiClient.call(endpoints.consolePartners, { signal }),
    select: (data) => data.items,
  });

export function usePartners() {
  return useQuery(partnersQueryOptions());
}
