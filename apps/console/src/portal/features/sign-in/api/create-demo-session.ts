// POST sandbox/shop-users/session (sandbox only): a session as a sandbox
// shop's demo owner or cashier, answered as shop/session answers a sign-in.
import { endpoints, type EndpointBody } from '@rosto/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { portalApi } from '../../../lib/portal-api-client';
import { useStartSession } from './start-session';

export function useCreateDemoSession() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: EndpointBody<'sandboxShopUserSession'>) =>
      portalApi.call(endpoints.sandboxShopUserSession, { body }),
    onSuccess: startSession,
  });
}
