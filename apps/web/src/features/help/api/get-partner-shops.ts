// GET shops: the shops that take Rosto, with their addresses (decision 069),
// for anyone, signed in or not.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerEndpoints as endpoints } from '@rosto/contract/customer-endpoints';
import type { PartnerShop } from '@rosto/contract/schemas/places';
import { apiClient } from '../../../lib/api-client';

export async function fetchPartnerShops(signal?: AbortSignal): Promise<PartnerShop[]> {
  return (await apiClient.call(endpoints.partnerShops, { signal })).items;
}

export const partnerShopsQueryOptions = () =>
  queryOptions({
    queryKey: ['partner-shops'],
    queryFn: ({ signal }) => fetchPartnerShops(signal),
    // Shops come and go by the day, not the minute.
    staleTime: 10 * 60_000,
  });

export function usePartnerShops() {
  return useQuery(partnerShopsQueryOptions());
}
