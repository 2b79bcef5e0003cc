// GET console/overview: the review queues' sizes and oldest arrivals,
// refreshed every 30 s while the page is open.
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../console-api-client';

export const OVERVIEW_REFRESH_MS = 30_000;

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: ['console', 'overview'],
    queryFn: ({ signal }) => apiClient.call(endpoints.consoleOverview, { signal }),
    refetchInterval: OVERVIEW_REFRESH_MS,
    // A console left open in a background tab still shows fresh numbers when looked at.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
