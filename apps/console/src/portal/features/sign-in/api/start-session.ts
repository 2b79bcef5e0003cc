// What every way into the portal does with its answer: the person and the
// shop go into the cache (the shell needs no second call), then the token
// into the portal's store, which opens the shell.
import type { EndpointResult } from '@rosto/contract/endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { usePortalStore } from '../../../lib/portal-store';
import { shopMeQueryOptions } from '../../../lib/queries/shop-me';

type SessionAnswer = EndpointResult<'shopSessionCreate'>;

export function useStartSession() {
  const queryClient = useQueryClient();
  const startSession = usePortalStore((state) => state.startSession);
  return ({ token, user, shop, expiresAt }: SessionAnswer) => {
    queryClient.setQueryData(shopMeQueryOptions().queryKey, {
      user,
      shop,
      sessionExpiresAt: expiresAt,
    });
    startSession(token);
  };
}
