// POST console/operators: a new account; the answer holds its password and
// TOTP secret, shown once and never kept.
import { endpoints, type EndpointBody } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';
import { operatorsQueryOptions } from '../../../lib/queries/operators';

export type CreateOperatorInput = EndpointBody<'consoleOperatorCreate'>;

export function useCreateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOperatorInput) =>
      apiClient.call(endpoints.consoleOperatorCreate, { body }),
    // The answer holds secrets: no cache keeps it after the page lets it go.
    gcTime: 0,
    onSuccess: () => queryClient.invalidateQueries(operatorsQueryOptions()),
  });
}
