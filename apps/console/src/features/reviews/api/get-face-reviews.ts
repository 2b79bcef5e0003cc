// GET console/reviews/faces: the faces waiting for a person, oldest first.
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';

export const faceReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['console', 'reviews', 'faces'],
    queryFn: ({ signal }) => apiClient.call(endpoints.consoleFaceReviews, { signal }),
    staleTime: 0,
  });

export function useFaceReviews() {
  return useQuery(faceReviewsQueryOptions());
}
