// Signing out: DELETE console/session, then the token is forgotten here
// whatever the answer (the operator asked to leave; a session the server
// could not end runs out by itself after 30 idle minutes).
import { endpoints } from '@rosto/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from './console-api-client';
import { useConsoleStore } from './console-store';

export function useSignOut() {
  const endSession = useConsoleStore((state) => state.endSession);
  return useMutation({
    mutationFn: () => apiClient.call(endpoints.consoleSessionEnd),
    onSettled: () => endSession('signed-out'),
  });
}
