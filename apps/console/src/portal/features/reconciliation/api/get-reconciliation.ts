// GET shop/reconciliation?day= (owner): a São Paulo day's latest comparison
// with the card gateway (the daily job's or the button's) and what differed.
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../../../lib/portal-api-client';

export const reconciliationQueryOptions = (day: string) =>
  queryOptions({
    queryKey: ['portal', 'reconciliation', day],
    queryFn: ({ signal }) =>
      portalApi.call(endpoints.shopReconciliation, { query: { day }, signal }),
  });

export function useReconciliation(day: string) {
  return useQuery(reconciliationQueryOptions(day));
}
