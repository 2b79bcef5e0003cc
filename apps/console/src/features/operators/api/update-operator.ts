// PUT console/operators/:id: new roles, or disabled/enabled, with a reason
// the audit trail keeps.
import { endpoints, type EndpointBody } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';
import { meQueryOptions } from '../../../lib/queries/me';
import { operatorsQueryOptions } from '../../../lib/queries/operators';

export type OperatorChange = EndpointBody<'consoleOperatorUpdate'>;

export function useUpdateOperator(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorChange) =>
      apiClient.call(endpoints.consoleOperatorUpdate, { params: { id }, body }),
    onSuccess: async () => {
      // An admin may change their own roles: the navigation follows.
      await Promise.all([
        queryClient.invalidateQueries(operatorsQueryOptions()),
        queryClient.invalidateQueries(meQueryOptions()),
      ]);
    },
  });
}
