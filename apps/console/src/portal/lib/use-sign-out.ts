// Signing out of the portal: DELETE shop/session, then the token is forgotten
// here whatever the answer (the person asked to leave; a session the server
// could not end runs out by itself when idle).
import { endpoints } from '@rosto/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { portalApi } from './portal-api-client';
import { usePortalStore } from './portal-store';

export function useSignOut() {
  const endSession = usePortalStore((state) => state.endSession);
  return useMutation({
    mutationFn: () => portalApi.call(endpoints.shopSessionEnd),
    onSettled: () => endSession('signed-out'),
  });
}
