// GET console/audit: the trail, newest first, one page at a time; the next
// page starts before the last one's `nextBefore`.
import { endpoints, type EndpointQuery } from '@rosto/contract/endpoints';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';

/** The filters the page keeps in its address. */
export type AuditFilters = Pick<
  NonNullable<EndpointQuery<'consoleAudit'>>,
  'operatorId' | 'action' | 'targetKind' | 'targetId'
>;

export const auditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['console', 'audit', filters],
    queryFn: ({ pageParam, signal }) =>
      apiClient.call(endpoints.consoleAudit, {
        query: { ...filters, ...(pageParam === null ? {} : { before: pageParam }) },
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });

export function useAudit(filters: AuditFilters) {
  return useInfiniteQuery(auditQueryOptions(filters));
}
