// The customer page's actions, each with a reason the audit trail keeps;
// the page reloads after one, so it shows what the action changed.
import { endpoints } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';
import { customerQueryOptions } from './get-customer';

export const customerActions = {
  block: endpoints.consoleCustomerBlock,
  unblock: endpoints.consoleCustomerUnblock,
  endSessions: endpoints.consoleCustomerEndSessions,
  resendEmail: endpoints.consoleCustomerResendEmail,
} as const;

export type CustomerAction = keyof typeof customerActions;

export function useCustomerAction(id: string, action: CustomerAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiClient.call(customerActions[action], { params: { id }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries(customerQueryOptions(id)),
  });
}
