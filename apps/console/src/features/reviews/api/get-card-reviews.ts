// GET console/reviews/cards: the held cards waiting for a person, oldest first.
import { endpoints } from '@rosto/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/console-api-client';

export const cardReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['console', 'reviews', 'cards'],
    queryFn: ({ signal }) => apiClient.call(endpoints.consoleCardReviews, { signal }),
    staleTime: 0,
  });

export function useCardReviews() {
  return useQuery(cardReviewsQueryOptions());
}
