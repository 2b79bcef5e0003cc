// POST console/session: e-mail, password and TOTP code for a session token.
// The answer carries the operator too, so the shell needs no second call.
import { endpoints, type EndpointBody } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useConsoleStore } from '../../../lib/console-store';
import { meQueryOptions } from '../../../lib/queries/me';

export type SignInInput = EndpointBody<'consoleSessionCreate'>;

export function useCreateSession() {
  const queryClient = useQueryClient();
  const startSession = useConsoleStore((state) => state.startSession);
  return useMutation({
    mutationFn: (body: SignInInput) => apiClient.call(endpoints.consoleSessionCreate, { body }),
    onSuccess: ({ token, operator, expiresAt }) => {
      queryClient.setQueryData(meQueryOptions().queryKey, {
        ...operator,
        sessionExpiresAt: expiresAt,
      });
      startSession(token);
    },
  });
}
