// GET console/me: the signed-in operator (e-mail, roles), which the shell,
// the guards and the navigation read.
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../console-api-client';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['console', 'me'],
    queryFn: ({ signal }) => apiClient.call(endpoints.consoleMe, { signal }),
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
