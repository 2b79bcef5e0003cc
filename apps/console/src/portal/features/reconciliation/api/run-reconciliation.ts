// POST shop/reconciliation {day} (owner): compares the day now; its answer is
// the day's latest comparison, so it takes the place of the one shown.
import { endpoints } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portalApi } from '../../../lib/portal-api-client';
import { reconciliationQueryOptions } from './get-reconciliation';

export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: string) => portalApi.call(endpoints.shopReconciliationRun, { body: { day } }),
    onSuccess: (found) =>
      queryClient.setQueryData(reconciliationQueryOptions(found.day).queryKey, found),
  });
}
