// POST sandbox/operators/session (sandbox only): a session as the demo
// operator of one role, answered as console/session answers a sign-in.
import { endpoints, type EndpointBody } from '@rosto/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';
import { useConsoleStore } from '../../../lib/console-store';
import { meQueryOptions } from '../../../lib/queries/me';

export type DemoRole = EndpointBody<'sandboxOperatorSession'>['role'];

export function useCreateDemoSession() {
  const queryClient = useQueryClient();
  const startSession = useConsoleStore((state) => state.startSession);
  return useMutation({
    mutationFn: (role: DemoRole) =>
      apiClient.call(endpoints.sandboxOperatorSession, { body: { role } }),
    onSuccess: ({ token, operator, expiresAt }) => {
      queryClient.setQueryData(meQueryOptions().queryKey, {
        ...operator,
        sessionExpiresAt: expiresAt,
      });
      startSession(token);
    },
  });
}
