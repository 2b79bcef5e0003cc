// GET console/reviews/faces/:id: one face with what it is judged against.
// Its photos are a customer's: kept in memory only while the page shows them.
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';

export const faceReviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['console', 'reviews', 'faces', id],
    queryFn: ({ signal }) =>
      apiClient.call(endpoints.consoleFaceReview, { params: { id }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

export function useFaceReview(id: string) {
  return useQuery(faceReviewQueryOptions(id));
}
