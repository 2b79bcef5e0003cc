// GET sandbox/shops (sandbox only): the shops whose demo owner and cashier
// the sign-in page offers.
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/portal-api-client';

export const sandboxShopsQueryOptions = () =>
  queryOptions({
    queryKey: ['portal', 'sandbox-shops'],
    queryFn: ({ signal }) => portalApi.call(endpoints.sandboxShops, { signal }),
    select: (data) => data.items,
  });

export function useSandboxShops() {
  return useQuery(sandboxShopsQueryOptions());
}
