// GET console/reviews/identities/:id: the typed name beside the CPF holder's
// in the register, with the masked CPF: kept in memory only while the page
// shows it.
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';

export const identityReviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['console', 'reviews', 'identities', id],
    queryFn: ({ signal }) =>
      apiClient.call(endpoints.consoleIdentityReview, { params: { id }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

export function useIdentityReview(id: string) {
  return useQuery(identityReviewQueryOptions(id));
}
