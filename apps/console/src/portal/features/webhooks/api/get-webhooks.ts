// GET shop/webhooks (owner): the shop's working endpoints, newest first; the
// page lists them and the deliveries' filter offers them.
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/portal-api-client';

export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: ['portal', 'webhooks'],
    queryFn: ({ signal }) => portalApi.call(endpoints.shopWebhooks, { signal }),
    select: (data) => data.items,
  });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}
