// GET console/operators (admin): the operator accounts, listed on the
// operators page and offered as the audit trail's operator filter.
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../console-api-client';

export const operatorsQueryOptions = () =>
  queryOptions({
    queryKey: ['console', 'operators'],
    queryFn: ({ signal }) => apiClient.call(endpoints.consoleOperators, { signal }),
    select: (data) => data.items,
  });

export function useOperators() {
  return useQuery(operatorsQueryOptions());
}
