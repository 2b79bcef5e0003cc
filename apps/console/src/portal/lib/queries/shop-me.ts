// GET shop/me: the signed-in person (e-mail, role) and their shop, which the
// shell, the guards and the pages read. The sign-in's answer fills it first.
import { endpoints, type EndpointResult } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portalApi } from '../portal-api-client';

export type ShopMe = EndpointResult<'shopMe'>;

export const shopMeQueryOptions = () =>
  queryOptions({
    queryKey: ['portal', 'me'],
    queryFn: ({ signal }) => portalApi.call(endpoints.shopMe, { signal }),
  });

export function useShopMe() {
  return useQuery(shopMeQueryOptions());
}

/** The signed-in person, inside the shell (which renders once they are loaded). */
export function useSignedInShopUser(): ShopMe {
  const { data } = useShopMe();
  if (!data) throw new Error('useSignedInShopUser outside the signed-in shell');
  return data;
}
