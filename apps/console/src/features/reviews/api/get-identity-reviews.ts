// GET console/reviews/identities: the accounts whose name is not the CPF
// holder's, waiting for a person, oldest first.
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';

export const identityReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['console', 'reviews', 'identities'],
    queryFn: ({ signal }) => apiClient.call(endpoints.consoleIdentityReviews, { signal }),
    staleTime: 0,
  });

export function useIdentityReviews() {
  return useQuery(identityReviewsQueryOptions());
}
