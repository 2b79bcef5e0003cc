// POST console/session: e-mail, password and TOTP code for a session token.
// The answer carries the operator too, so the shell needs no second call.
import { endpoints } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '../../../components/sign-in-form';
import { apiClient } from '../../../lib/console-api-client';
import { useConsoleStore } from '../../../lib/console-store';
import { meQueryOptions } from '../../../lib/queries/me';

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
